/// The old library's algorithm with the same styling.
public final class OldPin: OldStateControl, PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control with the same factors and styling as ``EnginePin``.
  public override init() {
    super.init()
    let pin = PinStates.self
    register(pin.editing.rawValue) { ($0 as! OldPin).isEditing }
    register(pin.filled.rawValue) { ($0 as! OldPin).isFilled }
    register(pin.valid.rawValue) { ($0 as! OldPin).isValid }
    register(pin.invalid.rawValue) { ($0 as! OldPin).isInvalid }
    register(pin.dark.rawValue) { ($0 as! OldPin).isDark }
    for item in items {
      setValue(
        Color.red, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.filled))
      setValue(
        Color.darkGray, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.dark, 900))

      setValue(
        Color.red, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.valid))
      setValue(
        Color.blue, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.editing, 900))

      setValue(
        3.0, forTarget: item, forKeyPath: \.borderWidth,
        for: .init(.intersected, [pin.editing, pin.invalid], 1002))
      setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, for: .init(.intersected, pin.editing))
      setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: .init(.usual, []))
    }
  }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}
