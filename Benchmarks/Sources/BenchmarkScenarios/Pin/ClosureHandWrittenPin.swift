/// The same `update()` writing through stored setter closures (`{ $0.fillColor = $1 }`):
/// what a write costs when the closure is written where the property is known.
@MainActor
public final class ClosureHandWrittenPin: StoredPinStyling {
  /// The five registered states.
  public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  let setFill: (Item, Color) -> Void = { $0.fillColor = $1 }
  let setBorder: (Item, Color) -> Void = { $0.borderColor = $1 }
  let setWidth: (Item, Double) -> Void = { $0.borderWidth = $1 }

  /// Creates the implementation with its registered states off and its items in the default style.
  public init() {}

  /// Applies the current registered states: one transition.
  public func transition() { update() }

  @inline(never)
  func update() {
    let style = self.style
    for item in items {
      setFill(item, style.fill)
      setBorder(item, style.border)
      setWidth(item, style.width)
    }
  }
}
