// Declarations-only stand-in for the QuartzCore subset QuickControl uses.
// Rule: CALayer and its subclasses are not main-actor isolated.
@_exported import CoreGraphics

open class CALayer: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  public init(layer: Any) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var frame: CGRect
  open var bounds: CGRect
  open var position: CGPoint
  open var cornerRadius: CGFloat
  open var borderWidth: CGFloat
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
  open var opacity: Float
  open var shadowColor: CGColor?
  open var shadowOpacity: Float
  open var contentsScale: CGFloat
  open var isHidden: Bool
  open var sublayers: [CALayer]?
  open func addSublayer(_ layer: CALayer) { fatalError("stand-in") }
  open func removeFromSuperlayer() { fatalError("stand-in") }
}
