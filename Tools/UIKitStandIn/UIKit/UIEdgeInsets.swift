// Declarations-only stand-in (RECONCILIATION.md rules).
public struct UIEdgeInsets: Equatable, @unchecked Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { fatalError("stand-in: declarations only") }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    fatalError("stand-in: declarations only")
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
