@preconcurrency @MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  public convenience override init() { fatalError("stand-in: declarations only") }

  open var frame: CGRect
  open var center: CGPoint
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
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError("stand-in") }

  // Used by PlaceholderTextView.
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var allowUserInteraction: UIView.AnimationOptions { fatalError("stand-in") }
    public static var beginFromCurrentState: UIView.AnimationOptions { fatalError("stand-in") }
    public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError("stand-in") }
  }
  // Main-actor isolated, as in the 17.4 SDK (a `class let` of the main-actor class).
  public static let noIntrinsicMetric: CGFloat = -1
  open var isUserInteractionEnabled: Bool
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError("stand-in") }
  open var intrinsicContentSize: CGSize { fatalError("stand-in") }
  open func invalidateIntrinsicContentSize() { fatalError("stand-in") }
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError("stand-in") }
  open func layoutSubviews() { fatalError("stand-in") }
  // Overridden by PinCodeControl (hit area, tint): in the class body so they can be.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError("stand-in") }
  open func tintColorDidChange() { fatalError("stand-in") }
  open func setNeedsLayout() { fatalError("stand-in") }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError("stand-in") }
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
  // The SDK declares the accessibility properties on NSObject (UIAccessibility);
  // here they sit on UIView so a view subclass can override them without @objc.
  // Deliberate difference: in the iPhoneOS 17.4 SDK they are NSObject members and so
  // nonisolated; here they are main-actor isolated like the rest of UIView (modelling later
  // SDKs). Code must be correct under both: an override that reads main-actor state is
  // `nonisolated override` and enters the main actor itself (e.g. MainActor.assumeIsolated),
  // which compiles against this stand-in and the 17.4 SDK alike.
  open var isAccessibilityElement: Bool
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
  open var accessibilityTraits: UIAccessibilityTraits
  open func accessibilityActivate() -> Bool { fatalError("stand-in") }
  // UIView (UIViewHierarchy).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError("stand-in") }

  // Hierarchy, geometry, appearance and animation members the package calls (open, as in the SDK).
  open func addSubview(_ view: UIView) { fatalError("stand-in") }
  // `@NSCopying open var` in the SDK: @NSCopying needs a stored property (row E).
  open var backgroundColor: UIColor? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  open var tintColor: UIColor! {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  open var transform: CGAffineTransform {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
  open var window: UIWindow? { fatalError("stand-in") }
  open var subviews: [UIView] { fatalError("stand-in") }
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError("stand-in") }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  open func sizeToFit() { fatalError("stand-in") }
}
