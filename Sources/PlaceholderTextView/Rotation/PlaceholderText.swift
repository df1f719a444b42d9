import Foundation

/// A placeholder as plain or styled text, for the hosts this package provides.
///
/// A string literal is a `.plain` placeholder.
///
/// ```swift
/// let placeholders: [PlaceholderText] = ["Running", .attributed(AttributedString("Walking"))]
/// ```
public enum PlaceholderText: Hashable, Sendable, ExpressibleByStringLiteral {
  /// Plain text, drawn in the host's placeholder font and colour.
  case plain(String)
  /// Styled text; attributes it does not set come from the host.
  case attributed(AttributedString)

  /// Creates a plain placeholder from a string literal.
  public init(stringLiteral value: String) {
    self = .plain(value)
  }

  /// The characters, without attributes.
  public var string: String {
    switch self {
    case .plain(let string): string
    case .attributed(let string): String(string.characters)
    }
  }
}
