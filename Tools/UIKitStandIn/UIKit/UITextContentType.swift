// Declarations-only stand-in (DESIGN.md rules).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let password = UITextContentType(rawValue: "password")
}
