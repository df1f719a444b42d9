// Declarations-only stand-in (DESIGN.md rules): UIView members PinCodeControl calls but
// never overrides. In an extension, so `public` rather than `open` (Swift cannot declare an
// overridable member in an extension).
extension UIView {
  public func addSubview(_ view: UIView) { fatalError("stand-in") }
  // `@NSCopying open var` in the SDK; a computed property in an extension can be neither.
  public var backgroundColor: UIColor? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var tintColor: UIColor! {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public var transform: CGAffineTransform {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
}
