import QuickControl

/// One of the style presets of ``PinCodeControl/States``, as a value a configuration can key on.
///
/// ```swift
/// var appearance = PinCodeFieldAppearance()
/// appearance.styles[.valid] = PinCodeItemStyle(fillColor: .green, borderColor: .green)
/// ```
public enum PinCodeStylePreset: Hashable, Sendable, CaseIterable {
  /// ``PinCodeControl/States/plain``: every state.
  case plain
  /// ``PinCodeControl/States/highlighted``: while editing.
  case highlighted
  /// ``PinCodeControl/States/valid``: a complete, valid code.
  case valid
  /// ``PinCodeControl/States/invalid``: a complete, invalid code.
  case invalid
  /// ``PinCodeControl/States/disabled``: a disabled control.
  case disabled

  /// The descriptor of ``PinCodeControl/States`` this preset stands for.
  public var descriptor: StateCondition {
    switch self {
    case .plain: PinCodeControl.States.plain
    case .highlighted: PinCodeControl.States.highlighted
    case .valid: PinCodeControl.States.valid
    case .invalid: PinCodeControl.States.invalid
    case .disabled: PinCodeControl.States.disabled
    }
  }
}
