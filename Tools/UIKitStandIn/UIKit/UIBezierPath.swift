// Declarations-only stand-in (RECONCILIATION.md rules): UIBezierPath is not main-actor isolated.
open class UIBezierPath: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  public convenience init(rect: CGRect) { fatalError("stand-in: declarations only") }
  public convenience init(ovalIn rect: CGRect) { fatalError("stand-in: declarations only") }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    fatalError("stand-in: declarations only")
  }
  open var cgPath: CGPath
  open func move(to point: CGPoint) { fatalError("stand-in") }
  open func addLine(to point: CGPoint) { fatalError("stand-in") }
}
