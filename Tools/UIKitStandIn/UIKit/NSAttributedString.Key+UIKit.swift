// Declarations-only stand-in (RECONCILIATION.md rules): the attribute keys UIKit adds and the package uses.
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
}

// As in the SDK: an OptionSet of Int, `@unchecked Sendable`; values are the stand-in's own.
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
}
