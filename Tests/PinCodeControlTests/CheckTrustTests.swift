import QuickControl
import Testing

@testable import PinCodeControl

/// An adversarial pass over the server check and the rejection: answers that come late, codes
/// changed in code, the verifier replaced, Retry at the wrong moment, rejections doubled, the
/// control disabled, reset or gone, and what VoiceOver and a SwiftUI screen read meanwhile.
@MainActor
@Suite("Server-checked codes: the check and the rejection hold under pressure")
struct CheckTrustTests {
  let server = FakeServer()

  /// A six-digit one-time-code control checked by `server`, focused, 482913 typed and its check started.
  private func checking(clearsRejectedCode: Bool = false) async -> PinCodeControl {
    await server.controlChecking(clearsRejectedCode: clearsRejectedCode)
  }

  /// A six-digit field checked by `server` (no validator), rendered, 482913 entered by the user.
  private func checkingField(clearsRejectedCode: Bool = false) async -> PinFieldHarness {
    await server.fieldChecking(clearsRejectedCode: clearsRejectedCode)
  }

  // MARK: - Codes changed in code during a check

  #if !QUICKCONTROL_UIKIT
    @Test func aCodeSetInCodeDuringACheckIsCheckedAndTheOldWrongAnswerIsIgnored() async {
      let otp = await checking()
      otp.setCode("111111")
      await settle()
      #expect(server.requests == ["482913", "111111"] && server.cancelled == 1)
      await server.answer(false)  // the verdict on 482913 arrives after the code changed
      #expect(otp.isVerifying && !otp.isInvalid && otp.invalidEntryCount == 0)
      #expect(otp.code == "111111" && otp.accessibilityValue == "verifying")
      #expect(
        otp.accessibilityAnnouncements == ["Verifying code"], "nothing said about a code no longer shown")
      await server.answer(true)
      #expect(otp.isValid && otp.accessibilityValue == "complete")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func anIncompleteCodeAssignedDuringACheckEndsItAndALateFailureIsNotShown() async {
      let otp = await checking(clearsRejectedCode: true)
      otp.code = "48"
      await settle()
      await server.fail()
      #expect(!otp.isVerifying && !otp.isInvalid && otp.verificationError == nil)
      #expect(!otp.state.contains(PinCodeControl.verificationFailed))
      #expect(otp.code == "48" && otp.accessibilityValue == "2 of 6 entered")
      #expect(
        otp.accessibilityAnnouncements == ["Verifying code"], "no \"Couldn't check the code\" for a code gone"
      )
    }
  #endif

  @Test func theSameCodeAssignedAgainDuringACheckDoesNotAskTwice() async {
    let otp = await checking()
    otp.code = "482913"
    otp.setCode("48-29-13")
    await settle()
    #expect(server.requests == ["482913"] && server.cancelled == 0 && otp.isVerifying)
    await server.answer(false)
    #expect(otp.isInvalid && otp.invalidEntryCount == 1)
  }

  @Test func aWrongAnswerForACodeTheUserCorrectedMeanwhileIsIgnored() async {
    let otp = await checking(clearsRejectedCode: true)
    otp.deleteBackward()
    otp.insertText("4")
    await settle()
    #expect(server.requests == ["482913", "482914"])
    await server.answer(false)  // about 482913
    #expect(otp.code == "482914" && otp.isVerifying && otp.invalidEntryCount == 0)
    await server.answer(true)
    #expect(otp.isValid && !otp.isInvalid)
  }

  // MARK: - The verifier replaced during a check

  @Test func aVerifierSetAgainDuringACheckKeepsTheRunningCheck() async {
    let otp = await checking()
    otp.verifier = server.verifier  // a SwiftUI update's new closure
    await settle()
    #expect(server.requests == ["482913"] && server.cancelled == 0 && otp.isVerifying)
    await server.answer(true)
    #expect(otp.isValid)
  }

  @Test func removingTheVerifierDuringACheckCancelsItAndALateNoIsIgnored() async {
    let otp = await checking()
    otp.verifier = nil
    await settle()
    #expect(server.cancelled == 1 && !otp.isVerifying && otp.isValid, "the validator alone decides now")
    await server.answer(false)
    #expect(otp.isValid && !otp.isInvalid && otp.invalidEntryCount == 0)
  }

  @Test func aVerifierSetWhileTheCodeIsRejectedDoesNotCheckItAgain() async {
    let otp = await checking()
    await server.answer(false)
    otp.verifier = { _ in true }
    otp.validator = { _ in true }
    await settle()
    #expect(otp.isInvalid && !otp.isVerifying && server.requests == ["482913"])
    #expect(otp.invalidEntryCount == 1)
    otp.deleteBackward()
    otp.insertText("3")
    await settle()
    #expect(otp.isValid, "the next edit ends the rejection and the new verifier checks")
  }

  // MARK: - Retry at the wrong moment

  #if !QUICKCONTROL_UIKIT
    @Test func retryOnARejectedCodeAsksNoServerAndKeepsTheRejection() async {
      let otp = await checking()
      await server.answer(false)
      otp.revalidate()
      await settle()
      #expect(server.requests == ["482913"] && otp.isInvalid && !otp.isVerifying)
      #expect(otp.invalidEntryCount == 1 && otp.accessibilityValue == "invalid")
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func retryOnAClearedRejectedCodeAsksNoServerAndKeepsTheInvalidLook() async {
      let otp = await checking(clearsRejectedCode: true)
      await server.answer(false)
      otp.revalidate()
      await settle()
      #expect(server.requests == ["482913"] && otp.code.isEmpty && otp.isInvalid)
      #expect(otp.invalidEntryCount == 1 && otp.accessibilityValue == "invalid")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func retryDuringACheckIgnoresTheFirstChecksLateFailure() async {
      let otp = await checking()
      otp.revalidate()
      await settle()
      await server.fail()  // the first check's error, late
      #expect(otp.isVerifying && otp.verificationError == nil && otp.accessibilityValue == "verifying")
      #expect(!otp.state.contains(PinCodeControl.verificationFailed))
      #expect(otp.accessibilityAnnouncements == ["Verifying code"])
      await server.answer(false)
      #expect(otp.isInvalid && otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aRetriedFailureAnsweredWrongIsCountedOnceAndSaidOnce() async {
      let otp = await checking(clearsRejectedCode: true)
      await server.fail()
      otp.revalidate()
      #expect(otp.accessibilityValue == "verifying")
      await settle()
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid && otp.invalidEntryCount == 1)
      #expect(
        otp.accessibilityAnnouncements == ["Verifying code", "Couldn't check the code", "Invalid code"])
      #expect(otp.accessibilityValue == "invalid")
    }
  #endif

  // MARK: - A rejection doubled

  #if !QUICKCONTROL_UIKIT
    @Test func rejectingWithClearingTwiceCountsAndSaysItOnce() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.becomeFirstResponder()
      pin.insertText("4829")
      pin.rejectCode(clearing: true)
      pin.rejectCode(clearing: true)
      #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1)
      #expect(pin.accessibilityAnnouncements == ["Code complete", "Invalid code"])
      pin.insertText("4829")
      #expect(pin.isValid && pin.invalidEntryCount == 1, "a new entry, a valid one")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func theSameWrongPINTypedAgainAfterItWasClearedCountsEachEntryOnce() {
      let pin = PinCodeControl(length: 4, purpose: .newPIN)
      pin.clearsRejectedCode = true
      pin.becomeFirstResponder()
      pin.insertText("1111")
      pin.insertText("1111")
      #expect(pin.code.isEmpty && pin.isInvalid)
      #expect(pin.invalidEntryCount == 2)
      #expect(pin.accessibilityAnnouncements == ["Invalid code", "Invalid code"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func theSameWrongCodeTheServerRejectsTwiceCountsEachEntryOnce() async {
      let otp = await checking(clearsRejectedCode: true)
      await server.answer(false)
      otp.insertText("482913")
      await settle()
      #expect(server.requests == ["482913", "482913"], "the retyped code is asked about again")
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid && otp.invalidEntryCount == 2)
      #expect(
        otp.accessibilityAnnouncements == [
          "Verifying code", "Invalid code", "Verifying code", "Invalid code",
        ])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func rejectingAWrongCodeSetInCodePlaysTheFeedbackOnce() {
      let pin = PinCodeControl(length: 4, purpose: .newPIN)
      pin.code = "1111"  // the app's code: invalid, but nobody was told
      #expect(pin.isInvalid && pin.invalidEntryCount == 0 && pin.accessibilityAnnouncements.isEmpty)
      pin.rejectCode()
      #expect(pin.invalidEntryCount == 1 && pin.accessibilityAnnouncements == ["Invalid code"])
      pin.rejectCode(clearing: true)
      #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1, "rejected once")
      #expect(pin.accessibilityAnnouncements == ["Invalid code"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    /// A PIN-change form: the repeated PIN no longer matches once the new PIN changed, and Save turns it down.
    @Test func rejectingACodeARevalidationMadeInvalidPlaysTheFeedbackOnce() {
      let newPin = PinCodeControl(length: 4, purpose: .newPIN)
      let repeatPin = PinCodeControl(length: 4, purpose: .newPIN)
      repeatPin.validator = { [unowned newPin] in $0 == newPin.code }
      newPin.insertText("1357")
      repeatPin.insertText("1357")
      #expect(repeatPin.isValid)
      newPin.deleteBackward()
      newPin.insertText("9")
      repeatPin.revalidate()
      #expect(repeatPin.isInvalid && repeatPin.invalidEntryCount == 0, "not the user's entry")
      repeatPin.rejectCode(clearing: true)  // Save
      #expect(repeatPin.code.isEmpty && repeatPin.isInvalid && repeatPin.invalidEntryCount == 1)
      #expect(repeatPin.accessibilityAnnouncements == ["Code complete", "Invalid code"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    /// The article's own example: a completion handler that turns the code down (no attempts left).
    @Test func aCodeACompletionHandlerRejectsIsAnnouncedAsInvalidOnly() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.becomeFirstResponder()
      let token = pin.subscribe(to: PinCodeControl.codeCompleted) { $0.rejectCode(clearing: true) }
      pin.insertText("4829")
      #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1)
      #expect(
        pin.accessibilityAnnouncements == ["Invalid code"], "never \"Code complete\" for a refused code")
      #expect(pin.accessibilityValue == "invalid")
      token.cancel()
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aCodeACompletionHandlerRejectsBeforeItsCheckIsAnnouncedAsInvalidOnly() async {
      let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
      otp.verifier = server.verifier
      otp.becomeFirstResponder()
      let token = otp.subscribe(to: PinCodeControl.codeCompleted) { $0.rejectCode() }
      otp.insertText("482913")
      await settle()
      #expect(otp.isInvalid && !otp.isVerifying && otp.invalidEntryCount == 1 && server.cancelled == 1)
      #expect(otp.accessibilityAnnouncements == ["Invalid code"])
      await server.answerAll(true)
      #expect(otp.isInvalid, "the cancelled check's answer is ignored")
      token.cancel()
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aWrongPINACompletionHandlerRejectsAgainIsSaidAndCountedOnce() {
      let pin = PinCodeControl(length: 4, purpose: .newPIN)
      pin.becomeFirstResponder()
      let token = pin.subscribe(to: PinCodeControl.codeCompleted) { $0.rejectCode(clearing: true) }
      pin.insertText("1111")
      #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1)
      #expect(pin.accessibilityAnnouncements == ["Invalid code"])
      token.cancel()
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aCodeACompletionHandlerRejectsAfterAUIKitEditIsAnnouncedAsInvalidOnly() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let turn = ManualScheduler(pin)
      let token = pin.subscribe(to: PinCodeControl.codeCompleted) { $0.rejectCode(clearing: true) }
      pin.systemDidProposeEdit(replacing: 0, with: "4829")
      turn.runNextTurn()
      #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 1)
      #expect(pin.accessibilityAnnouncements == ["Invalid code"])
      token.cancel()
    }
  #endif

  /// The article's lockout: disabled at the third wrong code, the count set back when it ends.
  @Test func theLockoutLocksAtTheThirdWrongCodeAndCountsAgainFromZero() async {
    let otp = await checking(clearsRejectedCode: true)
    let token = otp.subscribe(to: .containing(PinCodeControl.invalid)) { otp in
      if otp.invalidEntryCount >= 3 { otp.isEnabled = false }
    }
    await server.answer(false)
    for _ in 0..<2 {
      otp.insertText("111111")
      await settle()
      await server.answer(false)
    }
    #expect(otp.invalidEntryCount == 3 && !otp.isEnabled && otp.code.isEmpty && otp.isInvalid)
    otp.insertText("222222")
    await settle()
    #expect(otp.code.isEmpty && server.requests.count == 3, "locked: no key, no request")
    otp.invalidEntryCount = 0
    otp.isEnabled = true
    otp.insertText("222222")
    await settle()
    await server.answer(false)
    #expect(otp.invalidEntryCount == 1 && otp.isEnabled, "counted again from zero")
    token.cancel()
  }

  #if !QUICKCONTROL_UIKIT
    @Test func aVerifierThatAnswersAtOnceIsStillSaidAndCountedOnce() async {
      let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
      otp.clearsRejectedCode = true
      otp.verifier = { _ in false }
      otp.becomeFirstResponder()
      otp.insertText("482913")
      await settle()
      #expect(otp.code.isEmpty && otp.isInvalid && otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
    }
  #endif

  // MARK: - Held-back clearing on UIKit's edits

  @Test func aWrongPINCorrectedBeforeItsClearingRunsIsNotCleared() {
    let pin = PinCodeControl(length: 4, purpose: .newPIN)
    pin.clearsRejectedCode = true
    let turn = ManualScheduler(pin)
    pin.systemDidProposeEdit(replacing: 0, with: "1111")
    pin.systemDidProposeEdit(replacing: 1, with: "")
    pin.systemDidProposeEdit(replacing: 0, with: "2")
    turn.runNextTurn()
    #expect(pin.code == "1112" && pin.isValid && !pin.isInvalid)
    #expect(pin.invalidEntryCount == 1, "the wrong entry still counts")
  }

  @Test func aWrongPINTypedTwiceBeforeTheClearingRunsIsCountedTwiceAndClearedOnce() {
    let pin = PinCodeControl(length: 4, purpose: .newPIN)
    pin.clearsRejectedCode = true
    let turn = ManualScheduler(pin)
    var changes = 0
    let token = pin.subscribe(to: .valueChanged) { _ in changes += 1 }
    pin.systemDidProposeEdit(replacing: 0, with: "1111")
    pin.systemDidProposeEdit(replacing: 1, with: "")
    pin.systemDidProposeEdit(replacing: 0, with: "1")
    turn.runNextTurn()
    #expect(pin.code.isEmpty && pin.isInvalid && pin.invalidEntryCount == 2)
    #expect(changes == 4, "three edits and one clearing")
    token.cancel()
  }

  // MARK: - Length changed

  @Test func shorteningTheCodeDuringACheckChecksTheShorterCode() async {
    let otp = await checking()
    otp.length = 4
    await settle()
    #expect(server.requests == ["482913", "4829"] && server.cancelled == 1)
    await server.answer(false)  // about 482913
    #expect(otp.isVerifying && otp.invalidEntryCount == 0)
    await server.answer(true)
    #expect(otp.isValid && otp.code == "4829")
  }

  #if !QUICKCONTROL_UIKIT
    @Test func lengtheningTheCodeDuringACheckCancelsItAndALateNoIsIgnored() async {
      let otp = await checking()
      otp.length = 8
      await settle()
      #expect(server.cancelled == 1 && !otp.isVerifying && !otp.isInvalid)
      #expect(otp.accessibilityValue == "6 of 8 entered")
      await server.answer(false)
      #expect(!otp.isInvalid && otp.invalidEntryCount == 0 && otp.code == "482913")
      otp.insertText("00")
      await settle()
      #expect(server.requests == ["482913", "48291300"])
      await server.answer(true)
      #expect(otp.isValid)
    }
  #endif

  @Test func shorteningARejectedCodeEndsTheRejectionAndChecksWhatIsLeft() async {
    let otp = await checking()
    await server.answer(false)
    otp.length = 4
    await settle()
    #expect(!otp.isInvalid && otp.isVerifying && server.requests == ["482913", "4829"])
    await server.answer(true)
    #expect(otp.isValid && otp.invalidEntryCount == 1)
  }

  // MARK: - Disabled, reset, gone

  #if !QUICKCONTROL_UIKIT
    @Test func aCodeRejectedWhileTheControlIsDisabledIsStillClearedAndCountedOnce() async {
      let otp = await checking(clearsRejectedCode: true)
      otp.isEnabled = false
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid && otp.invalidEntryCount == 1)
      #expect(!otp.isEditing && otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
      otp.insertText("1")
      #expect(otp.isInvalid && otp.code.isEmpty, "a disabled control refuses the key: the rejection stays")
      otp.isEnabled = true
      otp.insertText("1")
      #expect(!otp.isInvalid && otp.code == "1")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func resettingTheStatesDuringACheckNeverCallsTheCodeWrong() async {
      let otp = await checking()
      otp.resetStates()
      await settle()
      #expect(
        !otp.isInvalid && !otp.state.contains(PinCodeControl.invalid), "no server said the code was wrong")
      #expect(otp.invalidEntryCount == 0 && otp.code == "482913")
      #expect(
        server.cancelled == 1 && server.requests == ["482913", "482913"], "the kept code is judged again")
      #expect(otp.isVerifying && otp.accessibilityValue == "verifying")
      await server.answer(false)  // the cancelled check's answer
      #expect(otp.isVerifying && !otp.isInvalid && otp.invalidEntryCount == 0)
      await server.answer(true)
      #expect(otp.isValid && otp.accessibilityValue == "complete")
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func resettingTheStatesAfterAFailureLeavesNoStaleNotChecked() async {
      let otp = await checking()
      await server.fail()
      otp.resetStates()
      #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
      #expect(otp.accessibilityValue != "not checked", "the failure was forgotten")
      #expect(!otp.isInvalid && otp.invalidEntryCount == 0, "a forgotten failure is no wrong code")
      #expect(otp.isVerifying && otp.accessibilityValue == "verifying", "the kept code is judged again")
      await settle()
      await server.answer(true)
      #expect(otp.isValid && server.requests == ["482913", "482913"])
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func resettingTheStatesEndsTheRejectionOfAKeptCode() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.insertText("4829")
      pin.rejectCode()
      #expect(pin.isInvalid && pin.accessibilityValue == "invalid")
      pin.resetStates()
      #expect(!pin.isInvalid && !pin.state.contains(PinCodeControl.invalid), "the reset ends the rejection")
      #expect(pin.isValid && pin.accessibilityValue == "complete", "what the validator says shows again")
      #expect(pin.invalidEntryCount == 1, "the count is the app's to reset")
    }
  #endif

  @Test func resettingTheStatesKeepsAWrongPINInvalidWithoutCountingIt() {
    let pin = PinCodeControl(length: 4, purpose: .newPIN)
    pin.insertText("1111")
    pin.resetStates()
    #expect(pin.isInvalid && pin.invalidEntryCount == 1, "the validator still rejects it; no second count")
  }

  #if !QUICKCONTROL_UIKIT
    @Test func resettingTheStatesWithTheCodeClearedEndsARejection() async {
      let otp = await checking()
      await server.answer(false)
      otp.resetStates { otp.clear() }
      #expect(!otp.isInvalid && !otp.state.contains(PinCodeControl.invalid) && otp.code.isEmpty)
      #expect(otp.accessibilityValue == "0 of 6 entered")
      #expect(otp.invalidEntryCount == 1, "the count is the app's to reset")
    }
  #endif

  @Test func aRejectedControlGoesAway() async {
    var otp: PinCodeControl? = await checking()
    await server.answer(false)
    weak let gone = otp
    otp = nil
    await settle()
    #expect(gone == nil)
  }

  @Test func aControlGoesAwayWithTheClearingOfAWrongPINStillToCome() async {
    var pin: PinCodeControl? = PinCodeControl(length: 4, purpose: .newPIN)
    pin?.clearsRejectedCode = true
    pin?.systemDidProposeEdit(replacing: 0, with: "1111")  // its events and clearing wait for the next turn
    weak let gone = pin
    pin = nil
    for _ in 0..<5 where gone != nil { await settle() }
    #expect(gone == nil)
  }

  @Test func aControlGoesAwayDuringARetry() async {
    var otp: PinCodeControl? = await checking()
    await server.fail()
    otp?.revalidate()
    await settle()
    weak let gone = otp
    otp = nil
    await settle()
    #expect(gone == nil && server.cancelled == 1)
    await server.answerAll(false)
  }

  // MARK: - A SwiftUI screen's validity

  @Test func theFieldsRetryOnARejectedCodeIsRefusedAndTheBindingSaysInvalid() async {
    let screen = await checkingField()
    await server.answer(false)
    screen.settle()
    screen.appSets(validity: .verifying)
    screen.settle()
    await settle()
    #expect(server.requests == ["482913"] && screen.validity == .invalid)
    #expect(screen.control.invalidEntryCount == 1)
  }

  @Test func theFieldsCodeSetDuringACheckIsCheckedAndOnlyItsAnswerCounts() async {
    let screen = await checkingField(clearsRejectedCode: true)
    screen.appSets(code: "111111")
    screen.settle()
    await settle()
    #expect(server.requests == ["482913", "111111"] && screen.validity == .verifying)
    await server.answer(false)  // about 482913
    screen.settle()
    #expect(screen.validity == .verifying && screen.code == "111111")
    await server.answer(false)
    screen.settle()
    #expect(screen.validity == .invalid && screen.code.isEmpty)
    #expect(screen.control.invalidEntryCount == 1)
  }

  @Test func theFieldRejectingDuringACheckCancelsItAndCountsOnce() async {
    let screen = await checkingField()
    screen.appSets(validity: .invalid)
    screen.settle()
    await settle()
    #expect(server.cancelled == 1 && screen.validity == .invalid)
    #expect(screen.control.invalidEntryCount == 1)
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .invalid, "the cancelled check's yes is ignored")
    screen.appSets(validity: .invalid)
    screen.settle()
    #expect(screen.control.invalidEntryCount == 1, "already rejected: not counted again")
  }

  @Test func theFieldsLengthShortenedWhileRejectedChecksTheShorterCode() async {
    let screen = await checkingField()
    await server.answer(false)
    screen.settle()
    screen.appChanges { $0.length = 4 }
    await settle()
    #expect(screen.validity == .verifying && screen.code == "4829")
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
  }
}
