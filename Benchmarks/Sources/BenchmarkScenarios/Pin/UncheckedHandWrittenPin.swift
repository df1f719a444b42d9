/// The check-free floor: ``HandWrittenPin``'s `update()` over ``UncheckedItem``s,
/// with factors opted out of exclusivity checks. What the `if`/`else` and the
/// 12 stores cost by themselves.
@MainActor
public final class UncheckedHandWrittenPin: StoredPinStyling {
  /// The five factors.
  @exclusivity(unchecked) public var factors = PinFactorValues()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  func update() {
    let style = self.style
    for item in items { item.apply(style) }
  }
}
