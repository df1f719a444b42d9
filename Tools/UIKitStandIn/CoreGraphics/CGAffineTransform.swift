// Declarations-only stand-in: CGAffineTransform, as the SDK imports it (a Sendable struct).
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { fatalError("stand-in: declarations only") }
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError("stand-in: declarations only") }
  public static var identity: CGAffineTransform { fatalError("stand-in") }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError("stand-in") }
}
