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
  /// On while the code is complete and its validator rejects it.
  public nonisolated static let invalid = declareState("invalid")

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
  /// Preset descriptors for styling a ``PinCodeControl``, with priorities that
  /// make every combination deterministic.
  ///
  /// | Preset | Matches | Priority |
  /// | --- | --- | --- |
  /// | ``disabled`` | every disabled state | 400 |
  /// | ``valid`` | a complete, valid code | 300 |
  /// | ``invalid`` | a complete, invalid code | 300 |
  /// | ``highlighted`` | while editing (first responder) | 200 |
  /// | ``plain`` | every state | 100 |
  ///
  /// So disabled wins over valid/invalid, which win over highlighted, which
  /// wins over plain (valid and invalid never match together). The priorities
  /// are below every default priority of `StateCondition`, so a value an
  /// app stores for its own descriptor (say `.exactly([PinCodeControl.valid, .highlighted])`)
  /// wins over the presets.
  ///
  /// ```swift
  /// pin.setBorderColor(.red, for: PinCodeControl.States.invalid)
  /// pin.setBorderWidth(2, for: PinCodeControl.States.highlighted)
  /// ```
  public enum States {
    /// Every state: the base look (priority 100).
    public static let plain = StateCondition.always(priority: 100)
    /// While the control is editing, that is first responder (priority 200).
    public static let highlighted = StateCondition.containing(.highlighted, priority: 200)
    /// A complete code the validator accepts (priority 300).
    public static let valid = StateCondition.containing(PinCodeControl.valid, priority: 300)
    /// A complete code the validator rejects (priority 300).
    public static let invalid = StateCondition.containing(PinCodeControl.invalid, priority: 300)
    /// A disabled control, whatever its code (priority 400).
    public static let disabled = StateCondition.containing(.disabled, priority: 400)
  }
}
