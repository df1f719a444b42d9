import Foundation
import QuickControl

extension PinCodeControl {
  /// What a ``PinCodeControl`` takes: it sets both what iOS may fill in and which codes are valid by default.
  ///
  /// | Purpose | AutoFill | Valid by default |
  /// | --- | --- | --- |
  /// | ``oneTimeCode`` | a code that just arrived by Messages or Mail | any complete code of the alphabet |
  /// | ``newPIN`` | none | a complete code that is not a weak PIN (`1111`, `1234`, `9876`) |
  /// | ``existingPIN`` | none | any complete code (your app or server checks it) |
  ///
  /// No purpose is a password type, so none brings the Passwords key or a
  /// "save password" prompt. iOS's AutoFill heuristics take a secure field with
  /// no content type for a password field (Apple's AutoFill documentation), so
  /// while ``PinCodeControl/isSecureTextEntry`` is on the hidden field says
  /// one-time code for every purpose: the one content type that is not a
  /// password type. iOS may then still show a code that arrived by SMS a moment
  /// ago in the suggestion bar of a masked PIN; typing ignores it. What iOS
  /// shows is decided on the device: this choice is safe whichever way the
  /// heuristics go.
  ///
  /// ```swift
  /// let otp = PinCodeControl(length: 6)            // .oneTimeCode: 123456 is a fine code
  /// let newPin = PinCodeControl(length: 4)
  /// newPin.purpose = .newPIN                       // 1234 is rejected as weak
  /// ```
  public enum Purpose: Hashable, Sendable, CaseIterable {
    /// A code sent by SMS or e-mail: iOS offers it above the keyboard; any complete code is valid. The default.
    case oneTimeCode
    /// A PIN the user chooses now: no AutoFill; weak PINs are invalid.
    case newPIN
    /// A PIN the user already has: no AutoFill; any complete code is valid.
    case existingPIN
  }

  /// What the control takes: a one-time code (the default), a new PIN or an existing PIN.
  ///
  /// Sets the AutoFill iOS offers and the default ``validator``; changing it
  /// re-validates the code.
  ///
  /// ```swift
  /// newPin.purpose = .newPIN
  /// ```
  public var purpose: Purpose {
    get { storage.purpose }
    set {
      guard newValue != storage.purpose else { return }
      storage.purpose = newValue
      keyboardDidChange()
      revalidate()
    }
  }

  /// Runs validation again for the current code; call it when something the validator reads changes.
  ///
  /// A code the verifier is checking is checked again from the start.
  ///
  /// ```swift
  /// newPin.subscribe(to: .valueChanged) { _ in repeatPin.revalidate() }
  /// ```
  public func revalidate() {
    validate(restartingVerification: true)
  }

  /// Decides the validity of the current code; starts the verifier for a complete code the validator accepts.
  ///
  /// Without `restartingVerification`, a check already running for this code goes on.
  func validate(restartingVerification: Bool) {
    guard !isRejected else { return }
    let accepted = pinCode.isComplete && passesValidator()
    if accepted, let verifier {
      let answered = isVerifying || (isValid && verifiedGeneration == codeGeneration)
      guard restartingVerification || !answered else { return }
      startVerification(with: verifier)
    } else {
      cancelVerification()
      if accepted != isValid { isValid = accepted }
    }
    updateAccessibility()
  }

  /// Whether the validator accepts the complete code; a `String` of it is made only for a validator of the app's or a subclass's `validate(_:)`.
  private func passesValidator() -> Bool {
    if customValidator == nil && type(of: self) == PinCodeControl.self {
      return purpose != .newPIN || !pinCode.isWeak
    }
    return validate(pinCode.string)
  }

  private func startVerification(with verifier: @escaping (String) async -> Bool) {
    verification?.cancel()
    let generation = codeGeneration
    let code = pinCode.string
    performTransition {
      isValid = false
      isVerifying = true
    }
    verification = Task { [weak self] in
      let accepted = await verifier(code)
      guard let self, !Task.isCancelled, self.codeGeneration == generation, self.isVerifying else { return }
      self.verification = nil
      if accepted {
        self.verifiedGeneration = generation
        performTransition {
          self.isVerifying = false
          self.isValid = true
        }
        updateAccessibility()
        postAccessibilityAnnouncementIfAny(completionAnnouncementFormatter(self, true))
      } else {
        rejectCode()
      }
    }
  }

  /// Ends a running check without a verdict.
  func cancelVerification() {
    verification?.cancel()
    verification = nil
    if isVerifying { isVerifying = false }
  }

  /// Rejects the current code as a wrong one: the same feedback as a code the validator rejects.
  ///
  /// For a code your server turned down, or any rejection the control cannot
  /// see. It cancels a running ``verifier``, enters ``invalid`` (which lasts
  /// until the next edit, cleared or not), counts in ``invalidEntryCount``,
  /// plays the shake and the haptic where they are on, and announces "Invalid
  /// code" (``completionAnnouncementFormatter``). With `clearing`, the code is
  /// removed too and the control keeps focus, ready for the next attempt.
  ///
  /// ```swift
  /// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in
  ///   Task {
  ///     if await !api.verify(pin.code) { pin.rejectCode(clearing: true) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter clearing: Whether to remove the code as well; `false` by default.
  public func rejectCode(clearing: Bool = false) {
    let announcement = completionAnnouncementFormatter(self, false)
    performTransition {
      cancelVerification()
      if clearing { clear() }
      if isValid { isValid = false }
      isRejected = true
      invalidEntryCount += 1
      updateAccessibility()
    }
    deliver { control in
      control.userDidEnterInvalidCode()
      control.postAccessibilityAnnouncementIfAny(announcement)
    }
  }

  /// Posts `announcement` unless it is `nil`.
  func postAccessibilityAnnouncementIfAny(_ announcement: String?) {
    if let announcement { postAccessibilityAnnouncement(announcement) }
  }
}
