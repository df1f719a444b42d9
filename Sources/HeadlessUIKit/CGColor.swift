/// A resolved colour, as a layer takes it, standing in for Core Graphics'
/// `CGColor` where UIKit is unavailable.
///
/// On macOS this type shadows Core Graphics' own for code that imports the headless flavour.
///
/// For example, `layer.borderColor = UIColor(name: "blue").cgColor`.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name.
  public var name: String
  /// Creates a resolved colour with a name.
  public init(name: String) { self.name = name }
  /// The name, as ``name``.
  public var description: String { name }
}
