// Declarations-only stand-in (RECONCILIATION.md rules): CATextLayer is not main-actor isolated.
open class CATextLayer: CALayer {
  public override init() { fatalError("stand-in: declarations only") }
  public override init(layer: Any) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var string: Any?
  open var fontSize: CGFloat
  open var foregroundColor: CGColor?
  open var alignmentMode: CATextLayerAlignmentMode

  // `CFTypeRef?` in the SDK (a CTFont, CGFont, UIFont or font name); `AnyObject` is what CFTypeRef is.
  open var font: AnyObject? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}

public struct CATextLayerAlignmentMode: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
