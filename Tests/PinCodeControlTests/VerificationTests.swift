import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("Server-checked codes: purpose, verifier, verifying state, rejectCode")
struct VerificationTests {
  let server = FakeServer()

  /// A six-character control checked by `server`, 482913 entered and its check started.
  private func enteredCode(focused: Bool = false) async -> PinCodeControl {
    await server.controlChecking(focused: focused)
  }

  /// A six-character field checked by `server` (no validator), rendered once; then `code`, if any, entered by the
  /// user and its check started.
  private func verifyingField(entering code: String? = nil) async -> PinFieldHarness {
    await server.fieldChecking(code)
  }

  // MARK: - Purpose

  @Test(arguments: ["123456", "000000", "987654"])
  func aOneTimeCodeAcceptsAnyCodeByDefault(code: String) {
    let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
    #expect(otp.purpose == .oneTimeCode)
    otp.insertText(code)
    #expect(otp.isValid)
  }

  @Test func onlyANewPINRejectsWeakPINs() {
    for (purpose, valid) in [
      (PinCodeControl.Purpose.newPIN, false), (.existingPIN, true), (.oneTimeCode, true),
    ] {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = purpose
      pin.insertText("1234")
      #expect(pin.isValid == valid, "\(purpose)")
    }
  }

  @Test func changingThePurposeRevalidatesTheCode() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.insertText("1111")
    #expect(pin.isValid)
    pin.purpose = .newPIN
    #expect(pin.isInvalid)
    #expect(pin.invalidEntryCount == 0, "a purpose change is not the user's entry")
  }

  @Test func theWeakRuleReadsTheStoredCodeLikeTheStringRule() {
    for text in ["1111", "1234", "9876", "12", "1357", "1123", "12a4", "0"] {
      let code = PinCode(length: text.count, alphabet: .alphanumeric, text: text)
      #expect(code.isWeak == PinCode.isWeakPIN(text), "\(text)")
    }
  }

  // MARK: - Verifier

  #if !QUICKCONTROL_UIKIT
    @Test func aCompletedCodeIsVerifyingThenValid() async {
      let otp = await enteredCode(focused: true)
      #expect(server.requests == ["482913"])
      #expect(otp.isVerifying && !otp.isValid && !otp.isInvalid)
      #expect(otp.state.contains(PinCodeControl.verifying))
      #expect(otp.accessibilityValue == "verifying")
      #expect(otp.accessibilityAnnouncements == ["Verifying code"])
      await server.answer(true)
      #expect(otp.isValid && !otp.isVerifying)
      #expect(otp.state.contains(PinCodeControl.valid) && !otp.state.contains(PinCodeControl.verifying))
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Code complete"])
      #expect(otp.isEditing, "focus and keyboard stay while verifying")
      #expect(otp.invalidEntryCount == 0)
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aRejectedCodeIsInvalidWithTheFeedbackOnce() async {
      let otp = await enteredCode(focused: true)
      await server.answer(false)
      #expect(otp.isInvalid && !otp.isValid && !otp.isVerifying)
      #expect(otp.state.contains(PinCodeControl.invalid))
      #expect(otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
      #expect(otp.code == "482913" && otp.isEditing)
      otp.deleteBackward()
      #expect(!otp.isInvalid, "an edit ends the rejection")
    }
  #endif

  @Test func editingDuringVerificationCancelsItAndIgnoresTheLateAnswer() async {
    let otp = await enteredCode()
    otp.deleteBackward()
    await settle()
    #expect(server.cancelled == 1)
    #expect(!otp.isVerifying && !otp.isValid && !otp.isInvalid)
    await server.answer(true)  // the answer for 482913 arrives late
    #expect(!otp.isValid && otp.code == "48291")
    otp.insertText("4")
    await settle()
    #expect(server.requests == ["482913", "482914"] && otp.isVerifying)
    await server.answer(true)
    #expect(otp.isValid)
  }

  @Test func restartingARunningCheckForTheSameCodeIgnoresTheCancelledChecksLateAnswer() async {
    let otp = await enteredCode()
    otp.revalidate()  // asked again while the first check runs: same code, same edit
    await settle()
    #expect(server.requests == ["482913", "482913"])
    #expect(server.cancelled == 1 && otp.isVerifying)
    await server.answer(false)  // the cancelled check's stale "no" arrives late
    #expect(otp.isVerifying && !otp.isInvalid, "the restarted check still decides")
    #expect(otp.invalidEntryCount == 0 && otp.code == "482913")
    await server.answer(true)
    #expect(otp.isValid && !otp.isVerifying && !otp.isInvalid)
  }

  @Test func clearingDuringVerificationCancelsIt() async {
    let otp = await enteredCode()
    otp.clear()
    await settle()
    #expect(server.cancelled == 1)
    #expect(!otp.isVerifying && !otp.isInvalid && otp.code.isEmpty)
    await server.answer(false)
    #expect(!otp.isInvalid && otp.invalidEntryCount == 0, "a late rejection of a cleared code is ignored")
  }

  @Test func disablingDuringVerificationKeepsTheCheck() async {
    let otp = await enteredCode()
    otp.isEnabled = false
    otp.deleteBackward()  // a disabled control refuses the user's edit
    #expect(otp.isVerifying && otp.code == "482913" && server.cancelled == 0)
    await server.answer(true)
    #expect(otp.isValid)
  }

  @Test func autoFillDeliveringTheCodeTwiceStartsOneCheck() async {
    let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
    otp.verifier = server.verifier
    otp.acceptInputFieldEdit(replacing: 0, with: "482913")
    otp.acceptInputFieldEdit(replacing: 0, with: "482913")
    otp.acceptInputFieldEdit(replacing: 6, with: "482913")
    otp.code = "482913"
    await settle()
    #expect(server.requests == ["482913"])
    await server.answer(true)
    otp.verifier = server.verifier  // set again (a SwiftUI update): not asked again
    await settle()
    #expect(server.requests == ["482913"] && otp.isValid)
    otp.revalidate()  // asked on purpose: checked again
    await settle()
    #expect(server.requests == ["482913", "482913"] && otp.isVerifying)
    await server.answerAll(true)
  }

  @Test func theValidatorRunsFirstAndARejectedCodeIsNeverSent() async {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.purpose = .newPIN
    pin.verifier = server.verifier
    pin.insertText("1111")
    await settle()
    #expect(server.requests.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1)
  }

  @Test func aLateAnswerForAControlThatWentAwayIsIgnored() async {
    var otp: PinCodeControl? = await enteredCode()
    weak let gone = otp
    otp = nil
    await server.answer(true)
    #expect(gone == nil)
  }

  /// Dismissing a code screen mid-check stops the request.
  @Test func aControlThatGoesAwayCancelsItsCheck() async {
    var otp: PinCodeControl? = await enteredCode()
    weak let gone = otp
    #expect(server.cancelled == 0)
    otp = nil
    await settle()
    #expect(gone == nil)
    #expect(server.cancelled == 1, "the verifier's task is cancelled, as an edit cancels it")
    await server.answerAll(true)
  }

  /// What the verifier captured is released once the control is gone, not when the server answers.
  @Test func whatTheVerifierCapturedIsReleasedWhenTheControlGoesAway() async {
    final class Screen {}
    var screen: Screen? = Screen()
    weak let released = screen
    var otp: PinCodeControl? = PinCodeControl(length: 6, purpose: .oneTimeCode)
    otp?.verifier = { [screen] _ in
      _ = screen
      // A request that ends when cancelled, as URLSession's does.
      try? await Task.sleep(for: .seconds(3600))
      return false
    }
    screen = nil
    otp?.insertText("482913")
    await settle()
    #expect(otp?.isVerifying == true && released != nil)
    otp = nil
    for _ in 0..<50 where released != nil { await settle() }
    #expect(released == nil)
  }

  // MARK: - Clearing a rejected code

  #if !QUICKCONTROL_UIKIT
    @Test func aCodeTheVerifierRejectsIsClearedWithTheFeedbackOnce() async {
      let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
      otp.clearsRejectedCode = true
      otp.verifier = server.verifier
      otp.becomeFirstResponder()
      otp.insertText("482913")
      await settle()
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid && otp.isEditing)
      #expect(otp.state.contains(PinCodeControl.invalid), "the red items say why the code is gone")
      #expect(otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
      otp.insertText("5")
      #expect(!otp.isInvalid && otp.code == "5")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aTypedCodeTheValidatorRejectsIsClearedWithTheFeedbackOnce() {
      let pin = PinCodeControl(length: 4, purpose: .newPIN)
      pin.clearsRejectedCode = true
      pin.becomeFirstResponder()
      var changes = 0
      let token = pin.subscribe(to: .valueChanged) { _ in changes += 1 }
      pin.insertText("1111")
      #expect(pin.code.isEmpty && pin.isInvalid && pin.isEditing)
      #expect(pin.invalidEntryCount == 1 && pin.accessibilityAnnouncements == ["Invalid code"])
      #expect(changes == 2, "the entry, then the clearing")
      pin.insertText("1")
      #expect(!pin.isInvalid)
      token.cancel()
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    /// The old article's advice, `rejectCode(clearing: true)` when `invalid` starts, doubled the feedback.
    @Test func rejectingARejectedCodeAgainOnlyClearsIt() async {
      let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
      otp.verifier = server.verifier
      otp.becomeFirstResponder()
      let token = otp.subscribe(to: .containing(PinCodeControl.invalid)) { otp in
        otp.rejectCode(clearing: true)
      }
      otp.insertText("482913")
      await settle()
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid)
      #expect(otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
      otp.rejectCode()
      #expect(otp.invalidEntryCount == 1, "still the same rejected entry")
      token.cancel()
    }
  #endif

  @Test func theFieldClearsACodeTheVerifierRejects() async {
    let screen = await server.fieldChecking(clearsRejectedCode: true)
    await server.answer(false)
    screen.settle()
    #expect(screen.code.isEmpty && screen.validity == .invalid)
    #expect(screen.control.invalidEntryCount == 1 && screen.completions == ["482913"])
    screen.control.acceptInputFieldEdit(replacing: 0, with: "4")
    screen.settle()
    #expect(screen.validity == .incomplete && screen.code == "4")
  }

  // MARK: - rejectCode

  #if !QUICKCONTROL_UIKIT
    @Test func rejectCodePlaysTheSameFeedbackAsTheValidator() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.becomeFirstResponder()
      pin.insertText("4829")
      #expect(pin.isValid)
      pin.rejectCode()
      #expect(pin.isInvalid && !pin.isValid && pin.state.contains(PinCodeControl.invalid))
      #expect(pin.invalidEntryCount == 1)
      #expect(pin.accessibilityAnnouncements == ["Code complete", "Invalid code"])
      #expect(pin.accessibilityValue == "invalid")
      pin.revalidate()
      #expect(pin.isInvalid, "a rejection lasts until the next edit")
    }
  #endif

  @Test func rejectCodeClearingKeepsFocusAndTheInvalidLookUntilTheNextKey() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.becomeFirstResponder()
    pin.insertText("4829")
    var changes = 0
    let token = pin.subscribe(to: .valueChanged) { _ in changes += 1 }
    pin.rejectCode(clearing: true)
    #expect(pin.code.isEmpty && pin.isEditing && pin.isInvalid && changes == 1)
    pin.insertText("5")
    #expect(!pin.isInvalid)
    token.cancel()
  }

  @Test func rejectCodeCancelsARunningCheck() async {
    let otp = await enteredCode()
    otp.rejectCode()
    await settle()
    #expect(server.cancelled == 1 && otp.isInvalid && otp.invalidEntryCount == 1)
    await server.answer(true)
    #expect(otp.isInvalid, "the late answer is ignored")
  }

  // MARK: - SwiftUI's sync

  @Test func theFieldsValidityFollowsTheVerifier() async {
    let screen = await verifyingField(entering: "482913")
    #expect(screen.validity == .verifying)
    for _ in 0..<3 {  // view updates with a new closure each time
      screen.verifier = server.verifier
      screen.invalidate()
      screen.settle()
    }
    #expect(server.requests == ["482913"])
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
    #expect(screen.validityWrites == [.verifying, .valid])
  }

  @Test func theFieldsEditDuringVerificationIgnoresTheLateAnswer() async {
    let screen = PinFieldHarness(length: 6)
    screen.verifier = server.verifier
    screen.invalidate()
    screen.settle()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "482913")
    screen.settle()
    await settle()
    screen.control.acceptInputFieldEdit(replacing: 1, with: "")
    screen.settle()
    await settle()
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .incomplete && screen.code == "48291" && server.cancelled == 1)
  }

  @Test func theFieldsRejectedCodeIsInvalidWithTheFeedbackOnce() async {
    let screen = await verifyingField(entering: "482913")
    await server.answer(false)
    screen.settle()
    #expect(screen.validity == .invalid && screen.validityWrites == [.verifying, .invalid])
    #expect(screen.control.invalidEntryCount == 1 && screen.completions == ["482913"])
  }

  @Test func theFieldsClearDuringVerificationCancelsIt() async {
    let screen = await verifyingField(entering: "482913")
    screen.appSets(code: "")
    screen.settle()
    await settle()
    #expect(server.cancelled == 1 && screen.validity == .incomplete)
    await server.answer(false)
    screen.settle()
    #expect(screen.validity == .incomplete && screen.control.invalidEntryCount == 0)
  }

  @Test func theFieldDisabledDuringVerificationKeepsTheCheck() async {
    let screen = await verifyingField(entering: "482913")
    screen.isEnabled = false
    screen.invalidate()
    screen.settle()
    #expect(screen.validity == .verifying && server.cancelled == 0)
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
  }

  @Test func theFieldsAutoFillTwiceAsksOnce() async {
    let screen = await verifyingField()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "482913")
    screen.settle()
    screen.control.acceptInputFieldEdit(replacing: 6, with: "482913")
    screen.settle()
    screen.appSets(code: "482913")  // the app writes back what it already holds
    screen.settle()
    await settle()
    #expect(server.requests == ["482913"])
    await server.answerAll(true)
    screen.settle()
    #expect(screen.validity == .valid)
  }

  @Test func theScreenRejectsThroughTheValidityBinding() async {
    let screen = PinFieldHarness(length: 4)
    screen.control.becomeFirstResponder()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "4829")
    screen.settle()
    #expect(screen.validity == .valid)
    screen.appSets(validity: .invalid)
    screen.settle()
    #expect(screen.control.isInvalid && screen.control.invalidEntryCount == 1)
    #expect(screen.control.isEditing)
    #expect(screen.validity == .invalid)
    screen.control.acceptInputFieldEdit(replacing: 1, with: "")
    screen.settle()
    #expect(screen.validity == .incomplete && !screen.control.isInvalid)
  }
}
