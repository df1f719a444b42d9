// Declarations-only stand-in (DESIGN.md rules): UIView members KeyboardInsetKeeper calls but
// never overrides. In an extension, so `public` rather than `open` (Swift cannot declare an
// overridable member in an extension).
extension UIView {
  public var window: UIWindow? { fatalError("stand-in") }
  public var subviews: [UIView] { fatalError("stand-in") }
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError("stand-in") }
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError("stand-in") }
}
