import Foundation

/// The characters a ``PinCode`` accepts.
///
/// - ``digits``: `0`–`9`. Other scripts' decimal digits (Arabic-Indic `٣`,
///   full-width `３`, as some keyboards and SMS messages produce) are accepted
///   and stored as their ASCII digit, so the code is always plain ASCII.
/// - ``alphanumeric``: ASCII letters and digits (`A`–`Z`, `a`–`z`, `0`–`9`).
/// - ``custom(_:)``: any character made of a single Unicode scalar the set contains.
///
/// A character made of several scalars that compose into one (a letter and a
/// combining accent, Hangul jamo) is judged, and stored, as the composed scalar
/// (Unicode normalisation form C): `"a\u{301}"` is accepted as `"á"` by a set
/// containing `"á"`. Every accepted character is therefore one Unicode scalar,
/// and one item of the code.
///
/// Everything else (emoji, punctuation, letters into a digit code) is rejected:
/// it never crashes and never changes the code.
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
  /// ```swift
  /// print(PinAlphabet.alphanumeric.accepted("Z") as Any)
  /// // Prints "Optional("Z")"
  /// ```
  public func accepted(_ character: Character) -> Character? {
    var character = character
    if character.unicodeScalars.count > 1 {
      // A letter and its accent typed apart, or jamo: judged as the composed scalar.
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
  ///
  /// ```swift
  /// print(PinAlphabet.custom(CharacterSet(charactersIn: "0123")).isDigitsOnly)
  /// // Prints "true"
  /// ```
  package var isDigitsOnly: Bool {
    switch self {
    case .digits: return true
    case .alphanumeric: return false
    case .custom(let set): return !set.isEmpty && set.isSubset(of: CharacterSet(charactersIn: "0123456789"))
    }
  }

  /// Whether `character` is a separator that a multi-character insert drops: whitespace or a dash.
  ///
  /// A separator the alphabet accepts (a custom set containing `-`) is kept.
  ///
  /// ```swift
  /// print(PinAlphabet.isSeparator("-"))
  /// // Prints "true"
  /// ```
  package static func isSeparator(_ character: Character) -> Bool {
    if character.isWhitespace { return true }
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    return scalar.properties.generalCategory == .dashPunctuation || scalar == "\u{2212}"
  }
}
