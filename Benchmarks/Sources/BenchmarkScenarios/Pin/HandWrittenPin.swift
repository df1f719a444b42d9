/// The floor: the `update()` with `if`/`else` that the engine replaces.
@MainActor
public final class HandWrittenPin: StoredPinStyling {
  /// The five factors.
  public var factors = PinFactorValues()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  func update() {
    let style = self.style
    for item in items { item.apply(style) }
  }
}
