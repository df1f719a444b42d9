/// The floor: the `update()` with `if`/`else` that the engine replaces.
@MainActor
public final class HandWrittenPin: StoredPinStyling {
  /// The five registered states.
  public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the implementation with its registered states off and its items in the default style.
  public init() {}

  /// Applies the current registered states: one transition.
  public func transition() { update() }

  func update() {
    let style = self.style
    for item in items { item.apply(style) }
  }
}
