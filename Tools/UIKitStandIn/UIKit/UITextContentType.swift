// Declarations-only stand-in (RECONCILIATION.md rules).
// Like the SDK (a non-extensible typed enum), it has no unlabelled `init(_:)`.
public struct UITextContentType: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let password = UITextContentType(rawValue: "password")
}
