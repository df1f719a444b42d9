import Foundation

/// A path without a screen, standing in for `UIBezierPath`: what a custom item shape is made of.
///
/// Nothing is drawn headless; the path keeps its bounds, so code that builds shapes runs in `swift test`.
///
/// ```swift
/// pin.itemShape = .custom(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)))
/// ```
open class UIBezierPath {
  /// The smallest rectangle that holds the path.
  open var bounds: CGRect

  /// Creates an empty path.
  public init() { bounds = .zero }

  /// Creates a rectangular path.
  public init(rect: CGRect) { bounds = rect }

  /// Creates an oval path inscribed in `rect`.
  public init(ovalIn rect: CGRect) { bounds = rect }

  /// Creates a rectangular path with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
}
