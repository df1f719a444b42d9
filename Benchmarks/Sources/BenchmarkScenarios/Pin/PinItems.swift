/// A digit cell of the PIN control, read to compare the implementations.
@MainActor
public protocol PinItem: AnyObject {
  /// The three styled properties as numbers: fill and border colour components, border width.
  var snapshot: [Double] { get }
}

/// The numbers of ``PinItem/snapshot``.
func pinSnapshot(_ fill: Color, _ border: Color, _ width: Double) -> [Double] {
  [
    Double(fill.red), Double(fill.green), Double(fill.blue),
    Double(border.red), Double(border.green), Double(border.blue), width,
  ]
}

/// One digit cell of the PIN control: the properties the styling writes.
///
/// Accesses to its stored properties are dynamically checked for exclusivity,
/// as in any class that does not opt out.
@MainActor
public final class Item: PinItem {
  var fillColor = Color.white
  var borderColor = Color.gray
  var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { pinSnapshot(fillColor, borderColor, borderWidth) }

  /// Writes the three properties of `style`: the hand-written implementations' stores.
  @inline(__always)
  func apply(_ style: PinStyle) {
    fillColor = style.fill
    borderColor = style.border
    borderWidth = style.width
  }
}

/// ``Item`` with its stored properties opted out of dynamic exclusivity checks.
@MainActor
public final class UncheckedItem: PinItem {
  @exclusivity(unchecked) var fillColor = Color.white
  @exclusivity(unchecked) var borderColor = Color.gray
  @exclusivity(unchecked) var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { pinSnapshot(fillColor, borderColor, borderWidth) }

  /// Writes the three properties of `style`, as ``Item/apply(_:)``.
  @inline(__always)
  func apply(_ style: PinStyle) {
    fillColor = style.fill
    borderColor = style.border
    borderWidth = style.width
  }
}
