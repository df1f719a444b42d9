import Foundation

/// The characters a ``PinCode`` accepts.
///
/// - ``digits``: `0`–`9`; other scripts' decimal digits (`٣`, `３`) are stored as their ASCII digit.
/// - ``alphanumeric``: ASCII letters and digits.
/// - ``custom(_:)``: any character made of a single Unicode scalar the set contains.
///
/// A letter and a combining accent are judged as the composed scalar (NFC); everything else
/// (emoji, punctuation, letters into a digit code) is rejected without changing the code.
///
/// ```swift
/// print(PinAlphabet.digits.accepted("٣"))
/// // Prints "Optional("3")"
/// print(PinAlphabet.digits.accepted("a"))
/// // Prints "nil"
/// ```
public enum PinAlphabet: Hashable, Sendable {
  /// Decimal digits, stored as ASCII `0`–`9`.
  case digits
  /// ASCII letters and digits.
  case alphanumeric
  /// The single-scalar characters of a character set.
  case custom(CharacterSet)

  /// Returns the character as the code stores it, or `nil` if it is not accepted.
  ///
  public func accepted(_ character: Character) -> Character? {
    var character = character
    if character.unicodeScalars.count > 1 {
      let composed = String(character).precomposedStringWithCanonicalMapping
      guard composed.unicodeScalars.count == 1, let single = composed.first else { return nil }
      character = single
    }
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    switch self {
    case .digits:
      guard CharacterSet.decimalDigits.contains(scalar), let value = character.wholeNumberValue,
        (0...9).contains(value)
      else { return nil }
      return Character(String(value))
    case .alphanumeric:
      return scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        ? character : nil
    case .custom(let set):
      return set.contains(scalar) ? character : nil
    }
  }

  /// Whether every character the alphabet accepts is an ASCII digit, so a number pad can type it.
  package var isDigitsOnly: Bool {
    switch self {
    case .digits: return true
    case .alphanumeric: return false
    case .custom(let set): return !set.isEmpty && set.isSubset(of: CharacterSet(charactersIn: "0123456789"))
    }
  }

  /// Whether `character` is whitespace or a dash, which a multi-character insert drops
  /// (unless the alphabet accepts it).
  package static func isSeparator(_ character: Character) -> Bool {
    if character.isWhitespace { return true }
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    return scalar.properties.generalCategory == .dashPunctuation || scalar == "\u{2212}"
  }
}
