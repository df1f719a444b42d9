// Declarations-only stand-in (RECONCILIATION.md rules).
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

extension UIContentSizeCategory {
  public var isAccessibilityCategory: Bool { fatalError("stand-in") }
}
