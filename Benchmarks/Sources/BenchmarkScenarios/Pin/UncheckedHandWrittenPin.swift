/// The check-free floor: ``HandWrittenPin``'s `update()` over ``UncheckedItem``s,
/// with factors opted out of exclusivity checks. What the `if`/`else` and the
/// 12 stores cost by themselves.
@MainActor
public final class UncheckedHandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a factor).
  @exclusivity(unchecked) public var isEditing = false
  /// Whether every digit is entered (a factor).
  @exclusivity(unchecked) public var isFilled = false
  /// Whether the entered code is valid (a factor).
  @exclusivity(unchecked) public var isValid = false
  /// Whether the entered code was rejected (a factor).
  @exclusivity(unchecked) public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  @exclusivity(unchecked) public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

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
