/// A digit cell of the PIN control, read to compare the implementations.
@MainActor
public protocol PinItem: AnyObject {
  /// The three styled properties as numbers: fill and border colour components, border width.
  var snapshot: [Double] { get }
}

/// What the styling writes in a cell: the two cell classes below.
@MainActor
protocol PinCell: PinItem {
  var fillColor: Color { get set }
  var borderColor: Color { get set }
  var borderWidth: Double { get set }
}

extension PinCell {
  /// The numbers of ``PinItem/snapshot``.
  var cellSnapshot: [Double] {
    [
      Double(fillColor.red), Double(fillColor.green), Double(fillColor.blue),
      Double(borderColor.red), Double(borderColor.green), Double(borderColor.blue), borderWidth,
    ]
  }

  /// Writes the three properties of `style`: the hand-written implementations' stores, inlined into each
  /// caller for its concrete cell type.
  @inline(__always)
  func apply(_ style: PinStyle) {
    fillColor = style.fill
    borderColor = style.border
    borderWidth = style.width
  }
}

/// One digit cell of the PIN control: the properties the styling writes.
///
/// Accesses to its stored properties are dynamically checked for exclusivity,
/// as in any class that does not opt out.
@MainActor
public final class Item: PinCell {
  var fillColor = Color.white
  var borderColor = Color.gray
  var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { cellSnapshot }
}

/// ``Item`` with its stored properties opted out of dynamic exclusivity checks.
@MainActor
public final class UncheckedItem: PinCell {
  @exclusivity(unchecked) var fillColor = Color.white
  @exclusivity(unchecked) var borderColor = Color.gray
  @exclusivity(unchecked) var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { cellSnapshot }
}
