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
