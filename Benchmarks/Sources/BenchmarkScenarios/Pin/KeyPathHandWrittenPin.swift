/// The floor for any design that stores key paths: the same `if`/`else`, with
/// the registered states read and the 12 properties written through stored key paths
/// (`KeyPath` reads and `ReferenceWritableKeyPath` writes), as the engine does.
@MainActor
public final class KeyPathHandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a registered state).
  public var isEditing = false
  /// Whether every digit is entered (a registered state).
  public var isFilled = false
  /// Whether the entered code is valid (a registered state).
  public var isValid = false
  /// Whether the entered code was rejected (a registered state).
  public var isInvalid = false
  /// Whether the dark appearance is on (a registered state).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  let flags: [KeyPath<KeyPathHandWrittenPin, Bool>] = [
    \.isEditing, \.isFilled, \.isValid, \.isInvalid, \.isDark,
  ]
  let fillColor: ReferenceWritableKeyPath<Item, Color> = \.fillColor
  let borderColor: ReferenceWritableKeyPath<Item, Color> = \.borderColor
  let borderWidth: ReferenceWritableKeyPath<Item, Double> = \.borderWidth

  /// Creates the implementation with its registered states off and its items in the default style.
  public init() {}

  /// Applies the current registered states: one transition.
  public func transition() { update() }

  @inline(never)
  func update() {
    let editing = self[keyPath: flags[0]]
    let filled = self[keyPath: flags[1]]
    let valid = self[keyPath: flags[2]]
    let invalid = self[keyPath: flags[3]]
    let dark = self[keyPath: flags[4]]
    let style = PinStyle(
      isEditing: editing, isFilled: filled, isValid: valid, isInvalid: invalid, isDark: dark)
    for item in items {
      item[keyPath: fillColor] = style.fill
      item[keyPath: borderColor] = style.border
      item[keyPath: borderWidth] = style.width
    }
  }
}
