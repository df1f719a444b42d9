// Declarations-only stand-in (DESIGN.md rules): UIColor members used by PinCodeControl.
// They sit in an extension, so they are `public` rather than `open` (Swift cannot
// declare an overridable member in an extension); nothing in the package overrides them.
// Its initialisers init(red:green:blue:alpha:) and init(dynamicProvider:) are designated in the
// SDK, so they are declared in the class body (UIColor.swift): Swift allows only convenience
// initialisers in an extension.
extension UIColor {
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError("stand-in") }
  public var cgColor: CGColor { fatalError("stand-in") }
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool { fatalError("stand-in") }
}

// The colour that resolves to the tint of the view it is drawn in (iOS 15).
extension UIColor {
  public class var tintColor: UIColor { fatalError("stand-in") }
}
