import QuickControl

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

extension ControlState {
  /// ``PinCodeControl``: every character of the code is entered (bit 16).
  ///
  /// ```swift
  /// pin.setValue(false, forTarget: hint, forKeyPath: \.isHidden, forAllStatesContained: .filled)
  /// ```
  public static let filled = ControlState(rawValue: 1 << 16)
  /// ``PinCodeControl``: the code is complete and its validator rejects it (bit 17).
  public static let invalid = ControlState(rawValue: 1 << 17)
  /// ``PinCodeControl``: the code is complete and its validator accepts it
  /// (bit 18 together with ``filled``).
  ///
  /// ```swift
  /// pin.setValue(true, forTarget: applyButton, forKeyPath: \.isEnabled, forAllStatesContained: .valid)
  /// ```
  public static let valid = ControlState(rawValue: 1 << 18 | 1 << 16)
}

extension ControlEvents {
  /// ``PinCodeControl``: the code became complete (bit 24, in `applicationReserved`).
  ///
  /// Sent once per completed code: after the last character is typed, after a
  /// paste or AutoFill that completes it, again after a delete and re-type, and
  /// when a complete code is replaced by another complete code.
  ///
  /// ```swift
  /// pin.subscribe(on: .typeComplete) { pin in verify(pin.code) }
  /// ```
  public static let typeComplete = ControlEvents(rawValue: 1 << 24)
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
  /// are below every default priority of `QUICStateDescriptor`, so a value an
  /// app stores for its own descriptor (say `.usual([.valid, .highlighted])`)
  /// wins over the presets.
  ///
  /// ```swift
  /// pin.setBorderColor(.red, for: PinCodeControl.States.invalid)
  /// pin.setBorderWidth(2, for: PinCodeControl.States.highlighted)
  /// ```
  public enum States {
    /// Every state: the base look (priority 100).
    public static let plain = QUICStateDescriptor.noneOfThis([], priority: 100)
    /// While the control is editing, that is first responder (priority 200).
    public static let highlighted = QUICStateDescriptor.intersected(.highlighted, priority: 200)
    /// A complete code the validator accepts (priority 300).
    public static let valid = QUICStateDescriptor.intersected(.valid, priority: 300)
    /// A complete code the validator rejects (priority 300).
    public static let invalid = QUICStateDescriptor.intersected(.invalid, priority: 300)
    /// A disabled control, whatever its code (priority 400).
    public static let disabled = QUICStateDescriptor.intersected(.disabled, priority: 400)
  }
}
