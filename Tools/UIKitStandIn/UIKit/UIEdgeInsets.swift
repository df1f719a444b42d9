// Declarations-only stand-in (DESIGN.md rules).
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { fatalError("stand-in: declarations only") }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    fatalError("stand-in: declarations only")
  }
  public static var zero: UIEdgeInsets { fatalError("stand-in") }
}
