import Foundation
import QuickControl

// Whether a code is valid: what the control takes (purpose), the validator, the verifier a server
// answers, rejection, the validity a screen reads, and the feedback on an invalid entry.

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
    get { _purpose }
    set {
      guard newValue != _purpose else { return }
      _purpose = newValue
      keyboardDidChange()
      revalidate()
    }
  }

  /// Decides at once whether a complete code is valid; by default, what ``purpose`` says.
  ///
  /// The default accepts any complete code of a ``Purpose/oneTimeCode`` or an
  /// ``Purpose/existingPIN``, and rejects the weak PINs of a ``Purpose/newPIN``
  /// (all digits equal, ascending or descending, see ``PinCode/isWeakPIN(_:)``);
  /// it reads the stored code and makes no `String` of it. Setting a validator
  /// re-validates a complete code at once, and the validator then receives the
  /// code as a `String`. A code a server checks: see ``verifier``. For logic that
  /// needs the control, override ``validate(_:)`` instead.
  ///
  /// ```swift
  /// repeatPin.validator = { [unowned newPin] code in code == newPin.code }
  /// ```
  public var validator: (String) -> Bool {
    get { customValidator ?? { [purpose] code in purpose != .newPIN || !PinCode.isWeakPIN(code) } }
    set { customValidator = newValue }
  }

  /// Whether the code was rejected: by ``validator``, by ``verifier`` or by ``rejectCode(clearing:)``; drives `PinCodeControl.invalid`.
  ///
  /// A rejected code stays invalid until the next edit, even once cleared.
  public var isInvalid: Bool { isRejected || (pinCode.isComplete && !isValid && !isVerifying) }

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

  /// Whether the control shakes when the user completes an invalid code; off by default.
  ///
  /// The shake lets taps through and is skipped while Reduce Motion is on. It
  /// is drawn on UIKit only; the headless control keeps the setting (so that
  /// `PinCodeField`'s logic can be tested on Linux) and counts the entries in
  /// ``invalidEntryCount``.
  ///
  /// ```swift
  /// pin.shakesOnInvalid = true
  /// ```
  public var shakesOnInvalid: Bool {
    get { _shakesOnInvalid }
    set { _shakesOnInvalid = newValue }
  }

  /// Whether the control plays the error haptic when the user completes an invalid code; off by default.
  ///
  /// Only iOS, iPadOS and Mac Catalyst have haptics; elsewhere, and on the
  /// headless control, the setting is kept and does nothing. While it is on,
  /// the Taptic Engine is readied one keystroke before the code completes.
  ///
  /// ```swift
  /// pin.playsHapticOnInvalid = true
  /// ```
  public var playsHapticOnInvalid: Bool {
    get { _playsHapticOnInvalid }
    set { _playsHapticOnInvalid = newValue }
  }
}

/// Whether a PIN code is complete and, if so, whether it is valid, being verified or rejected.
///
/// What a screen reads from a `PinCodeField` (through its `validity` binding)
/// to enable a button or show a message only once the code is complete.
///
/// ```swift
/// let validity = PinCodeValidity(isComplete: true, isValid: false)
/// print(validity, validity.isValid)
/// // Prints "invalid false"
/// ```
public enum PinCodeValidity: Hashable, Sendable {
  /// Not every character is entered yet.
  case incomplete
  /// The code is complete and the validator accepts it.
  case valid
  /// The code was rejected: by the validator, the verifier or `rejectCode(clearing:)` (until the next edit).
  ///
  /// A screen that sets its `PinCodeField`'s validity binding to `.invalid`
  /// rejects the code as ``PinCodeControl/rejectCode(clearing:)`` does.
  case invalid
  /// The code is complete and the control's verifier is checking it.
  case verifying

  /// The validity of a code that is (or is not) complete and (or is not) accepted.
  ///
  /// - Parameters:
  ///   - isComplete: Whether every character is entered.
  ///   - isValid: Whether the validator accepts the code; ignored while incomplete.
  package init(isComplete: Bool, isValid: Bool) {
    self = isComplete ? (isValid ? .valid : .invalid) : .incomplete
  }

  /// The validity `control` shows now.
  @MainActor package init(_ control: PinCodeControl) {
    if control.isInvalid {
      self = .invalid
    } else if control.isVerifying {
      self = .verifying
    } else {
      self = control.isValid ? .valid : .incomplete
    }
  }

  /// Whether the code is complete and valid.
  public var isValid: Bool { self == .valid }
}

#if QUICKCONTROL_UIKIT
  import UIKit

  extension PinCodeControl {
    /// Shakes and/or plays the error haptic, as configured, when the user completes an invalid code.
    ///
    /// The haptic plays on iOS, iPadOS and Mac Catalyst: feedback generators are
    /// unavailable on tvOS and visionOS. The shake is skipped while Reduce Motion is
    /// on, lets taps through, and returns the control to the transform it had.
    func userDidEnterInvalidCode() {
      playInvalidEntryHapticIfNeeded()
      if shakesOnInvalid && !UIAccessibility.isReduceMotionEnabled {
        let resting = transform
        transform = resting.translatedBy(x: 12, y: 0)
        // The user may tap to correct the code while it shakes.
        UIView.animate(
          withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 1,
          options: .allowUserInteraction, animations: { self.transform = resting })
      }
    }

    /// Readies the Taptic Engine while the next keystroke may complete the code,
    /// so that the error haptic plays without the engine's start-up delay.
    ///
    /// Called after every change of the code; cheap when there is nothing to do.
    func prepareInvalidEntryFeedbackIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid, isEditing, pinCode.count == length - 1 else { return }
        invalidEntryFeedbackGenerator().prepare()
      #endif
    }

    /// Plays the error haptic if ``playsHapticOnInvalid`` is on (iOS, iPadOS and Mac Catalyst).
    func playInvalidEntryHapticIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid else { return }
        invalidEntryFeedbackGenerator().notificationOccurred(.error)
      #endif
    }

    #if !os(tvOS) && !os(visionOS)
      /// The control's notification feedback generator, made once: attached to
      /// the control on iOS 17.5 and later (`init(view:)`), so the system can
      /// play it for the control's window and input device.
      private func invalidEntryFeedbackGenerator() -> UINotificationFeedbackGenerator {
        if let generator = feedbackGenerator as? UINotificationFeedbackGenerator { return generator }
        let generator = Self.makeFeedbackGenerator(for: self)
        feedbackGenerator = generator
        return generator
      }

      private static func makeFeedbackGenerator(for view: UIView) -> UINotificationFeedbackGenerator {
        // `init(view:)` (iOS 17.5) is declared by SDKs from iOS 18, which every Xcode
        // that builds Swift 6 packages has; Tools/ios-sdk-compile, with the iOS 17.4
        // SDK, defines QUICKCONTROL_SDK_BEFORE_IOS_18 and compiles `init()` only.
        #if !QUICKCONTROL_SDK_BEFORE_IOS_18
          if #available(iOS 17.5, macCatalyst 17.5, *) {
            return UINotificationFeedbackGenerator(view: view)
          }
        #endif
        return UINotificationFeedbackGenerator()
      }
    #endif
  }
#endif
