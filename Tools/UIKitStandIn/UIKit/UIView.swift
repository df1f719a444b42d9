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
  open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
    fatalError("stand-in")
  }
  open var layer: CALayer { fatalError("stand-in") }
  // UITraitEnvironment (traitCollectionDidChange is deprecated from iOS 17; the package targets iOS 16).
  open var traitCollection: UITraitCollection { fatalError("stand-in") }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError("stand-in") }

  // Used by PlaceholderTextView.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError("stand-in") }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError("stand-in") }
    public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError("stand-in") }
  }
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  open var isUserInteractionEnabled: Bool
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError("stand-in") }
  open var intrinsicContentSize: CGSize { fatalError("stand-in") }
  open func invalidateIntrinsicContentSize() { fatalError("stand-in") }
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stand-in") }
  open func layoutSubviews() { fatalError("stand-in") }
  open func setNeedsLayout() { fatalError("stand-in") }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError("stand-in") }
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
  // The SDK declares the accessibility properties on NSObject (UIAccessibility);
  // here they sit on UIView so a view subclass can override them without @objc.
  open var isAccessibilityElement: Bool
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
}
