import QuickControl

// The control's states and its event, at their 0.x bits so that 0.x subclasses keep theirs.

extension PinCodeControl {
  /// On while every character of the code is entered.
  ///
  /// ```swift
  /// pin.setValue(false, for: \.isHidden, of: hint, when: .containing(PinCodeControl.filled))
  /// ```
  public nonisolated static let filled = declareLibraryState("filled", bit: 1 << 16)
  /// On while the code is complete and its validator accepts it.
  ///
  /// ```swift
  /// pin.setValue(true, for: \.isEnabled, of: applyButton, when: .containing(PinCodeControl.valid))
  /// ```
  public nonisolated static let valid = declareLibraryState("valid", bit: 1 << 18)
  /// On while the code is rejected: by the validator, the verifier or ``rejectCode(clearing:)``.
  public nonisolated static let invalid = declareLibraryState("invalid", bit: 1 << 17)
  /// On while the ``verifier`` checks the complete code.
  ///
  /// ```swift
  /// otp.setValue(false, for: \.isHidden, of: spinner, when: .containing(PinCodeControl.verifying))
  /// ```
  public nonisolated static let verifying = declareLibraryState("verifying", bit: 1 << 57)
  /// On while the ``verifier``'s check of the code shown threw: a check that failed, not a wrong code.
  ///
  /// The code is kept, not counted in ``invalidEntryCount``, with no invalid feedback; the error
  /// is ``verificationError``. On until the next edit, a new check (``revalidate()``, your Retry
  /// button) or ``rejectCode(clearing:)``. Show the error and Retry in it:
  ///
  /// ```swift
  /// otp.setValue(false, for: \.isHidden, of: button, when: .containing(PinCodeControl.verificationFailed))
  /// ```
  public nonisolated static let verificationFailed = declareLibraryState("verificationFailed", bit: 1 << 56)
  /// On while the control is editing (first responder), as `PlaceholderTextView.editing` is for a
  /// text view.
  ///
  /// It is UIKit's highlighted bit, which the 0.x library turned on while editing, so conditions
  /// written then with `.highlighted` keep matching: the same state under the word the package
  /// uses for it, which state tables and messages print for a PIN.
  ///
  /// ```swift
  /// pin.setValue(false, for: \.isHidden, of: hint, when: .containing(PinCodeControl.editing))
  /// ```
  public nonisolated static let editing: ControlState = StateNames.name(
    systemState: .highlighted, "editing", for: PinCodeControl.self)

  /// The code shown was rejected by the verifier or ``rejectCode(clearing:)``: a state the
  /// control remembers until the next edit, as a form remembers a declined payment (the
  /// ``invalid`` look of a rejected code, kept after ``clearsRejectedCode`` clears it).
  nonisolated static let rejected = declareInternalState("rejected")

  /// Sent once per completed code: typed, pasted or AutoFilled, again after a delete and re-type.
  ///
  /// ```swift
  /// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in verify(pin.code) }
  /// ```
  public nonisolated static let codeCompleted = declareEvent("codeCompleted", keeping0xBit: 1 << 24)

  /// Names the properties its states are computed from and its styles are written to in the state
  /// table (Linux's runtime does not name observed or computed properties' key paths); evaluated
  /// once, by `setUp()`.
  static let keyPathsNamed: Void = {
    let names: [(AnyKeyPath, String)] = [
      (\PinCodeControl.isFilled, "isFilled"), (\PinCodeControl.isValid, "isValid"),
      (\PinCodeControl.isInvalid, "isInvalid"), (\PinCodeControl.isVerifying, "isVerifying"),
      (\PinCodeControl.isVerificationFailed, "isVerificationFailed"),
      (\PinCodeControl.isEditing, "isEditing"), (\PinCodeControl.currentFillColor, "currentFillColor"),
      (\PinCodeControl.currentBorderColor, "currentBorderColor"),
      (\PinCodeControl.currentBorderWidth, "currentBorderWidth"),
      (\PinCodeControl.currentFilledItemColor, "currentFilledItemColor"),
    ]
    for (keyPath, name) in names { StateNames.name(keyPath, name) }
  }()
}
