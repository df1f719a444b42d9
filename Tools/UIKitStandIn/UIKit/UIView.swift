@preconcurrency @MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  public convenience override init() { fatalError("stand-in: declarations only") }

  open var frame: CGRect
  open var bounds: CGRect
  open var isHidden: Bool
  open var alpha: CGFloat
  open var isFocused: Bool { fatalError("stand-in") }
  open var layer: CALayer { fatalError("stand-in") }
}
