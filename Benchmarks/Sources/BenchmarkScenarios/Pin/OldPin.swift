/// The old library's algorithm with the same styling.
public final class OldPin: OldStateControl, StoredPinStyling {
  /// The five registered states.
  public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control with the same registered states and styling as ``EnginePin``.
  public override init() {
    super.init()
    let pin = PinStates.self
    register(pin.editing.rawValue) { ($0 as! OldPin).isEditing }
    register(pin.filled.rawValue) { ($0 as! OldPin).isFilled }
    register(pin.valid.rawValue) { ($0 as! OldPin).isValid }
    register(pin.invalid.rawValue) { ($0 as! OldPin).isInvalid }
    register(pin.dark.rawValue) { ($0 as! OldPin).isDark }
    for item in items {
      for (value, states) in PinStyle.fillValues {
        setValue(value, for: \.fillColor, of: item, for: OldDescriptor(states))
      }
      for (value, states) in PinStyle.borderValues {
        setValue(value, for: \.borderColor, of: item, for: OldDescriptor(states))
      }
      for (value, states) in PinStyle.widthValues {
        setValue(value, for: \.borderWidth, of: item, for: OldDescriptor(states))
      }
    }
  }

  /// Applies the current registered states: one transition.
  public func transition() { applyCurrentState() }
}
