// Declarations-only stand-in (RECONCILIATION.md rules): UIFont is Sendable and not main-actor isolated.
open class UIFont: NSObject, @unchecked Sendable {
  public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stand-in") }

  open var pointSize: CGFloat { fatalError("stand-in") }
  open var lineHeight: CGFloat { fatalError("stand-in") }

  // Metrics, descriptors and the fonts PinCodeControl and the playground draw with.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError("stand-in") }
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError("stand-in") }
  open var ascender: CGFloat { fatalError("stand-in") }
  open var capHeight: CGFloat { fatalError("stand-in") }
  open var fontDescriptor: UIFontDescriptor { fatalError("stand-in") }
}
