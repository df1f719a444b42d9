/// The floor: the `update()` with `if`/`else` that the engine replaces.
@MainActor
public final class HandWrittenPin: PinStyling {
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

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  func update() {
    let style = PinStyle(
      isEditing: isEditing, isFilled: isFilled, isValid: isValid, isInvalid: isInvalid, isDark: isDark)
    for item in items {
      item.fillColor = style.fill
      item.borderColor = style.border
      item.borderWidth = style.width
    }
  }
}
