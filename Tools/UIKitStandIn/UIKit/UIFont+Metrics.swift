// Declarations-only stand-in (RECONCILIATION.md rules): the font metrics, descriptors and
// Dynamic Type scaling PinCodeControl draws with. UIFontDescriptor and UIFontMetrics
// are Sendable and not main-actor isolated, like UIFont.
extension UIFont {
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    fatalError("stand-in: declarations only")
  }
}

open class UIFontDescriptor: NSObject, @unchecked Sendable {
  public struct AttributeName: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let textStyle = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }
  public struct SymbolicTraits: OptionSet, @unchecked Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var traitBold: UIFontDescriptor.SymbolicTraits { fatalError("stand-in") }
  }
  open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError("stand-in") }
  open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fatalError("stand-in") }
  open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
    fatalError("stand-in")
  }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
  open class var `default`: UIFontMetrics { fatalError("stand-in") }
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    fatalError("stand-in")
  }
}
