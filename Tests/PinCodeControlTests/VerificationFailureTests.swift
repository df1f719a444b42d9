import QuickControl
import Testing

@testable import PinCodeControl

/// The server check's three answers: accepted, rejected (a wrong code) and failed (an error the
/// app shows with Retry), and the attempt count a lockout resets.
@MainActor
@Suite("Server-checked codes: a check that fails is not a wrong code")
struct VerificationFailureTests {
  let server = FakeServer()

  /// A six-digit one-time-code control checked by `server`, focused, 482913 entered and its check
  /// started; it clears rejected codes, as a code screen with a "Wrong code" label does.
  private func enteredCode(clearsRejectedCode: Bool = true) async -> PinCodeControl {
    await server.controlChecking(clearsRejectedCode: clearsRejectedCode)
  }

  // MARK: - Failed against rejected

  #if !QUICKCONTROL_UIKIT
    @Test func aCheckThatThrowsKeepsTheCodeWithoutCountingOrFeedback() async {
      let otp = await enteredCode()
      var invalidStarts = 0
      let token = otp.subscribe(to: .containing(PinCodeControl.invalid)) { _ in invalidStarts += 1 }
      await server.fail()
      #expect(otp.code == "482913", "the code the user wants to retry is kept, clearsRejectedCode or not")
      #expect(otp.state.contains(PinCodeControl.verificationFailed))
      #expect(!otp.state.contains(PinCodeControl.invalid) && !otp.state.contains(PinCodeControl.valid))
      #expect(!otp.isInvalid && !otp.isValid && !otp.isVerifying)
      #expect(otp.invalidEntryCount == 0, "a network error is no wrong attempt")
      #expect(
        otp.accessibilityAnnouncements == ["Verifying code", "Couldn't check the code"],
        "no \"Invalid code\", no invalid feedback: VoiceOver hears that the check could not be made")
      #expect(otp.accessibilityValue == "not checked", "not \"complete\": the code is not known good")
      #expect(invalidStarts == 0, "the invalid look never shows, not even for a moment")
      #expect(otp.isEditing, "focus and keyboard stay for the retry")
      token.cancel()
    }
  #endif

  #if !QUICKCONTROL_UIKIT
    @Test func aWrongCodeIsStillCountedWithFeedbackAndCleared() async {
      let otp = await enteredCode()
      await server.answer(false)
      #expect(otp.code.isEmpty && otp.isInvalid && otp.state.contains(PinCodeControl.invalid))
      #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
      #expect(otp.invalidEntryCount == 1)
      #expect(otp.accessibilityAnnouncements == ["Verifying code", "Invalid code"])
    }
  #endif

  @Test func theErrorIsReadableWhileTheCheckHasFailed() async {
    let otp = await enteredCode()
    #expect(otp.verificationError == nil, "no error while checking")
    await server.fail(with: Offline())
    #expect(otp.verificationError as? Offline == Offline())
    // What an app writes to show it: a computed value in the failed state.
    let message = UILabel()
    otp.setValue(for: \.text, of: message, when: .containing(PinCodeControl.verificationFailed)) {
      $0.verificationError.map { "Could not check the code (\($0))" }
    }
    #expect(message.text == "Could not check the code (Offline())")
  }

  @Test func theFailedStateIsNamedInTheStateTable() async {
    let otp = await enteredCode()
    await server.fail()
    #expect(otp.stateTableDescription.contains("verificationFailed"))
  }

  // MARK: - Retry

  @Test func retryChecksTheKeptCodeAgain() async {
    let otp = await enteredCode()
    await server.fail()
    otp.revalidate()  // the app's Retry button
    await settle()
    #expect(server.requests == ["482913", "482913"])
    #expect(otp.isVerifying && otp.state.contains(PinCodeControl.verifying))
    #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
    await server.answer(true)
    #expect(otp.isValid && otp.code == "482913" && otp.invalidEntryCount == 0)
  }

  @Test func aRetryThatFailsAgainFailsAgainAndARetryAnsweredWrongIsCountedOnce() async {
    let otp = await enteredCode(clearsRejectedCode: false)
    await server.fail()
    otp.revalidate()
    await settle()
    await server.fail()
    #expect(otp.state.contains(PinCodeControl.verificationFailed) && otp.invalidEntryCount == 0)
    otp.revalidate()
    await settle()
    await server.answer(false)
    #expect(otp.isInvalid && otp.invalidEntryCount == 1 && otp.verificationError == nil)
  }

  @Test func aFailedCheckIsNotRetriedWithoutBeingAsked() async {
    let otp = await enteredCode()
    await server.fail()
    otp.verifier = server.verifier  // set again, as a SwiftUI update does
    otp.isEnabled = false
    otp.isEnabled = true
    await settle()
    #expect(server.requests == ["482913"] && otp.state.contains(PinCodeControl.verificationFailed))
  }

  // MARK: - What ends a failure

  @Test func theNextEditEndsTheFailureAndChecksTheNewCode() async {
    let otp = await enteredCode()
    await server.fail()
    otp.deleteBackward()
    #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
    #expect(!otp.isInvalid && otp.code == "48291")
    otp.insertText("4")
    await settle()
    #expect(server.requests == ["482913", "482914"] && otp.isVerifying)
    await server.answer(true)
    #expect(otp.isValid)
  }

  @Test func rejectingAFailedCodeEndsTheFailure() async {
    let otp = await enteredCode(clearsRejectedCode: false)
    await server.fail()
    otp.rejectCode()  // too many attempts: the app gives up on this code
    #expect(otp.isInvalid && otp.invalidEntryCount == 1)
    #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
  }

  @Test func aLateFailureOfACancelledCheckIsIgnored() async {
    let otp = await enteredCode()
    otp.deleteBackward()
    await settle()
    await server.fail()
    #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
    #expect(otp.code == "48291" && server.cancelled == 1)
  }

  @Test func resetStatesForgetsTheFailure() async {
    let otp = await enteredCode()
    await server.fail()
    otp.resetStates { otp.clear() }
    #expect(!otp.state.contains(PinCodeControl.verificationFailed) && otp.verificationError == nil)
    #expect(otp.code.isEmpty && !otp.isInvalid)
  }

  /// Dismissing the screen while its failure shows frees the control and what the verifier captured.
  @Test func aControlWithAFailedCheckGoesAway() async {
    var otp: PinCodeControl? = await enteredCode()
    await server.fail()
    weak let gone = otp
    otp = nil
    await settle()
    #expect(gone == nil)
  }

  // MARK: - A code checked again

  /// Planted bug of issue 53: a code being checked again still read as valid until the answer.
  @Test func aCodeCheckedAgainIsNotValidUntilTheAnswer() async {
    let otp = await enteredCode()
    await server.answer(true)
    #expect(otp.isValid)
    var validStarts = 0
    let token = otp.subscribe(to: .containing(PinCodeControl.valid)) { _ in validStarts += 1 }
    otp.revalidate()
    #expect(!otp.isValid && otp.isVerifying && !otp.isInvalid)
    #expect(!otp.state.contains(PinCodeControl.valid) && otp.state.contains(PinCodeControl.verifying))
    #expect(otp.accessibilityValue == "verifying")
    await settle()
    #expect(!otp.isValid, "still checking")
    await server.answer(true)
    #expect(otp.isValid && validStarts == 1)
    token.cancel()
  }

  // MARK: - Attempts

  @Test func theAttemptCountResetsForALockoutThatEnds() async {
    let otp = await enteredCode()
    await server.answer(false)
    otp.insertText("111111")
    await settle()
    await server.answer(false)
    #expect(otp.invalidEntryCount == 2)
    otp.invalidEntryCount = 0  // the lockout ended
    #expect(otp.invalidEntryCount == 0 && otp.isInvalid, "the look stays until the next edit")
    otp.insertText("222222")
    await settle()
    await server.fail()
    #expect(otp.invalidEntryCount == 0, "a failed check still counts nothing")
    otp.revalidate()
    await settle()
    await server.answer(false)
    #expect(otp.invalidEntryCount == 1, "counted again from the reset")
  }

  // MARK: - SwiftUI's sync

  @Test func theFieldsValidityIsVerificationFailedAndSettingItToVerifyingRetries() async {
    let screen = await server.fieldChecking(clearsRejectedCode: true)
    await server.fail()
    screen.settle()
    #expect(screen.validity == .verificationFailed && screen.code == "482913")
    #expect(screen.control.invalidEntryCount == 0)
    screen.invalidate()  // a re-render with a new verifier closure does not retry by itself
    screen.settle()
    await settle()
    #expect(server.requests == ["482913"])
    screen.appSets(validity: .verifying)  // Retry
    screen.settle()
    await settle()
    #expect(server.requests == ["482913", "482913"] && screen.validity == .verifying)
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
    #expect(screen.validityWrites == [.verifying, .verificationFailed, .valid])
  }

  @Test func theFieldsCodeCheckedAgainReadsVerifyingNotValid() async {
    let screen = await server.fieldChecking()
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
    screen.control.revalidate()
    screen.settle()
    #expect(screen.validity == .verifying)
    await settle()
    #expect(server.requests == ["482913", "482913"])
    await server.answer(true)
    screen.settle()
    #expect(screen.validity == .valid)
  }
}
