// Declarations-only stand-in (RECONCILIATION.md rules): CAShapeLayer is not main-actor isolated.
open class CAShapeLayer: CALayer {
  public override init() { fatalError("stand-in: declarations only") }
  public override init(layer: Any) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var path: CGPath?
  open var fillColor: CGColor?
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat
}
