/// The check-free floor: ``HandWrittenPin``'s `update()` over ``UncheckedItem``s,
/// with registered states opted out of exclusivity checks. What the `if`/`else` and the
/// 12 stores cost by themselves.
@MainActor
public final class UncheckedHandWrittenPin: StoredPinStyling {
  /// The five registered states.
  @exclusivity(unchecked) public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the implementation with its registered states off and its items in the default style.
  public init() {}

  /// Applies the current registered states: one transition.
  public func transition() { update() }

  func update() {
    let style = self.style
    for item in items { item.apply(style) }
  }
}
