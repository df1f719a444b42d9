import Foundation
import QuickControl

// Validity: purpose, validator, verifier, rejection, and the feedback on an invalid entry.

extension PinCodeControl {
  /// What a ``PinCodeControl`` takes: it sets both what iOS may fill in and which codes are valid by default.
  ///
  /// | Purpose | AutoFill | Valid by default |
  /// | --- | --- | --- |
  /// | ``oneTimeCode`` | a code that just arrived by Messages or Mail | any complete code of the alphabet |
  /// | ``newPIN`` | none | a complete code that is not a weak PIN (`1111`, `1234`, `9876`) |
  /// | ``existingPIN`` | none | any complete code (your app or server checks it) |
  ///
  /// No purpose is a password type; a secure field is always a one-time-code field, so it is
  /// never taken for a password field (see the article "Input, AutoFill and secrecy").
  ///
  /// ```swift
  /// newPin.purpose = .newPIN  // 1234 is rejected as weak
  /// ```
  public enum Purpose: Hashable, Sendable, CaseIterable {
    /// A code sent by SMS or e-mail: iOS offers it above the keyboard; any complete code is valid. The default.
    case oneTimeCode
    /// A PIN the user chooses now: no AutoFill; weak PINs are invalid.
    case newPIN
    /// A PIN the user already has: no AutoFill; any complete code is valid.
    case existingPIN
  }

  /// Decides at once whether a complete code is valid; by default, what ``purpose`` says.
  ///
  /// The default rejects only the weak PINs of a ``Purpose/newPIN`` (see ``PinCode/isWeakPIN(_:)``), and
  /// those of a control made with a 0.x initialiser until its purpose is set.
  /// Setting a validator re-validates at once; a code a server checks: see ``verifier``.
  ///
  /// ```swift
  /// repeatPin.validator = { [unowned newPin] code in code == newPin.code }
  /// ```
  public var validator: (String) -> Bool {
    get { customValidator ?? { [rejectsWeakPINs] code in !rejectsWeakPINs || !PinCode.isWeakPIN(code) } }
    set { customValidator = newValue }
  }

  /// Whether the default validator rejects weak PINs: for a new PIN, and as in 0.x (see ``purpose``).
  var rejectsWeakPINs: Bool { purpose == .newPIN || rejectsWeakPINsAsIn0x }

  /// Whether the code was rejected (validator, verifier or ``rejectCode(clearing:)``), until the next edit.
  ///
  /// A check that failed (the ``verifier`` threw) is not a rejection: see ``verificationFailed``.
  public var isInvalid: Bool {
    isRejected || (pinCode.isComplete && !isValid && !isVerifying && !isVerificationFailed)
  }

  /// Runs validation and the ``verifier`` again: after a failed check (Retry), or when something
  /// the validator reads changes.
  ///
  /// A running check is cancelled and started again; a check that failed is retried on the code
  /// the control kept, ending ``verificationFailed``. Until the answer, the code is
  /// ``verifying``, not ``valid``. A rejected code stays rejected until the next edit.
  ///
  /// ```swift
  /// button.addAction(UIAction { [unowned otp] _ in otp.revalidate() }, for: .primaryActionTriggered)
  /// ```
  public func revalidate() {
    validate(restartingVerification: true)
  }

  /// Decides validity and starts the verifier; without `restartingVerification` a running check goes on.
  func validate(restartingVerification: Bool) {
    guard !isRejected else { return }
    let accepted = pinCode.isComplete && passesValidator()
    if accepted, let verifier {
      // A failed check is an answer too: only Retry (`revalidate()`) or an edit checks again.
      // An edit forgets the answer (the check restarts or is reset), so one kept is for this code.
      let answered = isVerifying || verification.result != nil
      guard restartingVerification || !answered else { return }
      startVerification(with: verifier)
    } else {
      cancelVerification()
      if accepted != isValid { isValid = accepted }
    }
    updateAccessibility()
  }

  /// A `String` of the code is made only for the app's validator or a subclass's `validate(_:)`.
  private func passesValidator() -> Bool {
    if customValidator == nil && type(of: self) == PinCodeControl.self {
      return !rejectsWeakPINs || !pinCode.isWeak
    }
    return validate(pinCode.string)
  }

  private func startVerification(with verifier: @escaping (String) async throws -> Bool) {
    let code = pinCode.string
    performTransition {
      isValid = false
      // One way to run work: a restart cancels the running check, whose late answer is ignored.
      run(verification) { try await verifier(code) }
    }
  }

  /// The verifier's answer for the code it was started with: an edit restarts or cancels the
  /// check, and a cancelled check never answers.
  func verifierAnswered(_ accepted: Bool) {
    if accepted {
      isValid = true
      updateAccessibility()
      postAccessibilityAnnouncementIfAny(completionAnnouncementFormatter(self, true))
    } else {
      reject(clearing: clearsRejectedCode, alreadyCounted: false)
    }
  }

  /// The ``verifier`` threw for the code it was started with: the check failed, the code is kept.
  ///
  /// Not counted and no invalid feedback; `verificationFailed`, computed from the task's error,
  /// is on, and VoiceOver says the code could not be checked.
  func verifierFailed() {
    updateAccessibility()
    // VoiceOver heard "Verifying code": it hears the check's end too, which is no wrong code.
    postAccessibilityAnnouncement(PinStrings.notCheckedAnnouncement)
  }

  /// `resetStates(_:)` forgot the rejection and the check with its answer or error: the code
  /// still shown is judged again, as a code set in code is (a complete code the validator
  /// accepts is checked again), so it never reads invalid, verifying or not checked for nothing.
  func statesDidReset() {
    validate(restartingVerification: false)
  }

  /// Cancels a running check and forgets a failed one's error: both are about the code it checked.
  func cancelVerification() {
    guard verification.isRunning || verification.result != nil else { return }
    performTransition { verification.reset() }
  }

  /// Rejects the current code as a wrong one: the same feedback as a code the validator rejects.
  ///
  /// For a code your app turned down by other means than the ``verifier`` (a server answering through
  /// another channel, too many attempts). It cancels a running verifier, ends
  /// ``verificationFailed`` and enters ``invalid`` until
  /// the next edit; with `clearing`, the code is removed and focus kept. A code already rejected (by
  /// the validator as the user entered it, the verifier or an earlier call) is not rejected twice:
  /// no second feedback, and `clearing` only clears it; one invalid without feedback (set in code,
  /// or judged again) gets it now. To clear every rejected code, set ``clearsRejectedCode`` instead.
  ///
  /// ```swift
  /// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in
  ///   if attemptsLeft == 0 { pin.rejectCode(clearing: true) }
  /// }
  /// ```
  public func rejectCode(clearing: Bool = false) {
    // Rejected already (the user's entry the validator rejected, the verifier or an earlier
    // call): no second count or feedback. A code invalid without feedback (set in code, or
    // judged again) is rejected now.
    reject(clearing: clearing, alreadyCounted: isInvalid && (rejection?.count ?? 0) > 0)
  }

  /// Enters `rejected` (clearing the code first if asked); plays the feedback and counts the
  /// rejection unless it was counted already.
  func reject(clearing: Bool, alreadyCounted alreadyRejected: Bool) {
    let announcement = completionAnnouncementFormatter(self, false)
    performTransition {
      cancelVerification()
      if clearing { clear() }  // an edit: it leaves `rejected`, entered again below
      if isValid { isValid = false }
      _ = rejection?.fire()
      if !alreadyRejected { invalidEntryCount += 1 }
      updateAccessibility()
    }
    guard !alreadyRejected else { return }
    deliver { control in
      control.userDidEnterInvalidCode()
      control.postAccessibilityAnnouncementIfAny(announcement)
    }
  }
}

/// Whether a PIN code is complete and, if so, whether it is valid, being verified, rejected, or
/// whether its check failed.
///
/// What a screen reads from a `PinCodeField`'s `validity` binding. Setting the binding to
/// ``invalid`` rejects the code; setting it from ``verificationFailed`` to ``verifying`` checks the
/// kept code again (Retry).
///
/// ```swift
/// switch validity {
/// case .incomplete, .verifying: break
/// case .valid: save()
/// case .invalid: attempts += 1
/// case .verificationFailed: validity = .verifying  // Retry
/// }
/// ```
public enum PinCodeValidity: Hashable, Sendable {
  /// Not every character is entered yet.
  case incomplete
  /// The code is complete and the validator accepts it.
  case valid
  /// The code was rejected: by the validator, the verifier or `rejectCode(clearing:)` (until the next edit).
  ///
  /// Setting a `PinCodeField`'s validity binding to `.invalid` rejects the code.
  case invalid
  /// The code is complete and the control's verifier is checking it.
  ///
  /// Setting a `PinCodeField`'s validity binding to `.verifying` after ``verificationFailed``
  /// checks the code again.
  case verifying
  /// The verifier threw for the complete code: the check failed, and the code is kept (not a
  /// wrong code, not counted); ``PinCodeControl/verificationFailed`` is on.
  ///
  /// The control's ``PinCodeControl/verificationError`` holds the error; the field's `verifier`
  /// closure may keep it for the screen too.
  case verificationFailed

  package init(isComplete: Bool, isValid: Bool) {
    self = isComplete ? (isValid ? .valid : .invalid) : .incomplete
  }

  @MainActor package init(_ control: PinCodeControl) {
    if control.isInvalid {
      self = .invalid
    } else if control.isVerifying {
      self = .verifying
    } else if control.isVerificationFailed {
      self = .verificationFailed
    } else {
      self = control.isValid ? .valid : .incomplete
    }
  }

  /// Whether the code is complete and valid.
  public var isValid: Bool { self == .valid }
}
