// Darwin Foundation declares this initialiser (iOS 15+); swift-corelibs-foundation,
// which the typecheck compiles against on Linux, does not. Declared here so the
// UIKit layer's conversions from AttributedString typecheck.
extension NSAttributedString {
  public convenience init(_ attrStr: AttributedString) { fatalError("stand-in: declarations only") }
}
