// Declarations-only stand-in (DESIGN.md rules): the attribute keys UIKit adds and the package uses.
extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
}
