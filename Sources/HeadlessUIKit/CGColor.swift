import Foundation

/// A resolved colour, as a layer takes it, standing in for Core Graphics'
/// `CGColor` where UIKit is unavailable.
///
/// On macOS this type shadows Core Graphics' own for code that imports the headless flavour.
///
/// For example, `layer.borderColor = UIColor(name: "blue").cgColor`. A colour from a ``UIColor``
/// with components keeps them, so a test tells a system colour's dark variant from its light one:
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// print(UIColor.systemRed.resolvedColor(with: dark).cgColor == UIColor.systemRed.cgColor)  // Prints "false"
/// ```
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name.
  public var name: String
  /// The red, green, blue and alpha components in `0...1`, as `CGColor.components` of an RGB colour;
  /// `nil` for a colour with a name only.
  public var components: [CGFloat]?
  /// Creates a resolved colour with a name and no components.
  public init(name: String) { self.name = name }
  /// Creates a resolved colour with a name and its RGBA components.
  init(name: String, components: [CGFloat]?) {
    self.name = name
    self.components = components
  }
  /// The name, as ``name``.
  public var description: String { name }
}
