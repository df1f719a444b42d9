import QuickControl

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

extension PinCodeControl {
  /// On while every character of the code is entered.
  ///
  /// ```swift
  /// pin.setValue(false, for: \.isHidden, of: hint, when: .containing(PinCodeControl.filled))
  /// ```
  public nonisolated static let filled = declareState("filled")
  /// On while the code is complete and its validator accepts it.
  ///
  /// ```swift
  /// pin.setValue(true, for: \.isEnabled, of: applyButton, when: .containing(PinCodeControl.valid))
  /// ```
  public nonisolated static let valid = declareState("valid")
  /// On while the code is rejected: by the validator, the verifier or ``rejectCode(clearing:)``.
  public nonisolated static let invalid = declareState("invalid")
  /// On while the ``verifier`` checks the complete code.
  ///
  /// ```swift
  /// otp.setValue(false, for: \.isHidden, of: spinner, when: .containing(PinCodeControl.verifying))
  /// ```
  public nonisolated static let verifying = declareState("verifying")

  /// Sent once per completed code.
  ///
  /// After the last character is typed, after a paste or AutoFill that
  /// completes it, again after a delete and re-type, and when a complete code
  /// is replaced by another complete code.
  ///
  /// ```swift
  /// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in verify(pin.code) }
  /// ```
  public nonisolated static let codeCompleted = declareEvent("codeCompleted")
}

extension PinCodeControl {
  /// The five looks a ``PinCodeControl`` is styled by, with priorities that
  /// make every combination deterministic.
  ///
  /// | Preset | Matches | Priority |
  /// | --- | --- | --- |
  /// | ``disabled`` | every disabled state | 400 |
  /// | ``valid`` | a complete, valid code (``PinCodeControl/valid``) | 300 |
  /// | ``invalid`` | a complete, invalid code (``PinCodeControl/invalid``) | 300 |
  /// | ``highlighted`` | while editing (first responder) | 200 |
  /// | ``plain`` | every state | 100 |
  ///
  /// So disabled wins over valid/invalid, which win over highlighted, which
  /// wins over plain (valid and invalid never match together). The priorities
  /// are below every default priority of `StateCondition`, so a style an app
  /// stores for its own condition (say `.exactly([PinCodeControl.valid, .highlighted])`)
  /// wins over the presets.
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .red, borderColor: .red), for: .invalid)
  /// pin.setValue(true, for: \.isEnabled, of: button, when: PinCodeControl.StylePreset.valid.condition)
  /// ```
  public enum StylePreset: Hashable, Sendable, CaseIterable {
    /// Every state: the base look (priority 100).
    case plain
    /// While the control is editing, that is first responder (priority 200).
    case highlighted
    /// A complete code the validator accepts (priority 300).
    case valid
    /// A complete code the validator rejects (priority 300).
    case invalid
    /// A disabled control, whatever its code (priority 400).
    case disabled

    /// The state condition this preset stands for, with its priority.
    public var condition: StateCondition {
      switch self {
      case .plain: .always(priority: 100)
      case .highlighted: .containing(.highlighted, priority: 200)
      case .valid: .containing(PinCodeControl.valid, priority: 300)
      case .invalid: .containing(PinCodeControl.invalid, priority: 300)
      case .disabled: .containing(.disabled, priority: 400)
      }
    }
  }
}
