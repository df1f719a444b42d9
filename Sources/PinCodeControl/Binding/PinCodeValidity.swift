/// Whether a PIN code is complete and, if so, whether its validator accepts it.
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
  /// The code is complete and the validator rejects it.
  case invalid

  /// The validity of a code that is (or is not) complete and (or is not) accepted.
  ///
  /// - Parameters:
  ///   - isComplete: Whether every character is entered.
  ///   - isValid: Whether the validator accepts the code; ignored while incomplete.
  package init(isComplete: Bool, isValid: Bool) {
    self = isComplete ? (isValid ? .valid : .invalid) : .incomplete
  }

  /// Whether the code is complete and valid.
  public var isValid: Bool { self == .valid }
}
