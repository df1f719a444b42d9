// Declarations-only stand-in (DESIGN.md rules): system colours the Xcode playground's
// sources use (Playgrounds/QuickControl.playground). In the SDK they are `open class var`
// on UIColor; in an extension they are `public class var` (nothing overrides them).
extension UIColor {
  public class var systemRed: UIColor { fatalError("stand-in") }
  public class var systemGreen: UIColor { fatalError("stand-in") }
  public class var systemBlue: UIColor { fatalError("stand-in") }
  public class var systemGray: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  public class var systemGray4: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  public class var systemBackground: UIColor { fatalError("stand-in") }
  public class var secondaryLabel: UIColor { fatalError("stand-in") }
  public class var white: UIColor { fatalError("stand-in") }
}

// UIFont members the playground's sources use.
extension UIFont {
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
}

extension UIColor {
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("stand-in") }
}
