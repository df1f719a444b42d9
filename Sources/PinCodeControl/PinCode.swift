import Foundation
import QuickControl

/// The characters entered into a PIN or one-time code of fixed length: the
/// model behind ``PinCodeControl``, which you read (`pin.pinCode`) and change through the control.
///
/// `PinCode` never holds more than ``length`` characters, each accepted by its
/// ``alphabet`` and each one character as a user sees it (a grapheme cluster).
/// Input is sanitised and never crashes: the control's `insert(_:)` returns an ``Insertion``
/// saying what it did with each character. A `PinCode` made with `init(length:alphabet:text:)`
/// holds the sanitised text, for a test or a preview.
///
/// ```swift
/// let code = PinCode(length: 4, text: "12-3 4567")
/// print(code.string, code.isComplete)
/// // Prints "1234 true"
/// ```
///
/// The characters are overwritten with zeros when removed or released, and
/// ``description``, `dump` and `Mirror` never show them (see the article "Input, AutoFill and secrecy").
public struct PinCode: Hashable, Sendable {
  /// What an insert did with its text.
  public struct Insertion: Hashable, Sendable {
    /// The characters added to the code, as stored (digits normalised to ASCII).
    public var accepted: String = ""
    /// Characters the alphabet does not accept, in order; they were ignored.
    public var rejected: String = ""
    /// Separators (spaces, dashes) that were dropped.
    public var separators: String = ""
    /// Accepted characters that did not fit into the remaining length.
    public var overflow: String = ""

    /// Whether the code is different afterwards.
    ///
    /// Replacing `"1357"` with `"1357"` changes nothing.
    public internal(set) var changedCode = false

    package init() {}
  }

  /// The number of characters of a complete code; at least 1.
  public let length: Int
  /// The characters the code accepts.
  public let alphabet: PinCode.Alphabet
  private var storage: PinCodeStorage

  /// The entered characters, at most ``length``: a copy made for the caller.
  public var characters: [Character] {
    (0..<storage.count).map { Character(storage[$0]) }
  }

  /// Creates an empty code of `length` characters, or one holding the sanitised `text`.
  ///
  /// - Precondition: `length` is at least 1.
  public init(length: Int, alphabet: PinCode.Alphabet = .digits, text: String = "") {
    guard length >= 1 else {
      fatalError(
        "PinCode: length must be at least 1 (got \(length)); pass the number of characters of a complete code."
      )
    }
    self.length = length
    self.alphabet = alphabet
    storage = PinCodeStorage(capacity: min(length, 16))
    insert(text, recording: false)
  }

  /// Where the entered scalars lie and how many bytes the storage holds; read by the secrecy tests,
  /// which check that released storage keeps no character of the code.
  var storageBytes: (address: UInt, count: Int) { (storage.address, storage.capacity * 4) }

  /// The entered code as a string: a copy made for the caller (up to 15 UTF-8 bytes, inline).
  public var string: String {
    let storage = storage
    return String(unsafeUninitializedCapacity: storage.utf8Count) { storage.encodeUTF8(into: $0) }
  }

  /// The number of entered characters.
  public var count: Int { storage.count }

  /// Whether no character is entered.
  public var isEmpty: Bool { storage.count == 0 }

  /// Whether all ``length`` characters are entered.
  public var isComplete: Bool { storage.count == length }

  package var remainingCount: Int { length - storage.count }

  func character(at index: Int) -> Character { Character(storage[index]) }

  /// Whether both hold the same characters (whatever their length and alphabet).
  func hasSameCharacters(as other: PinCode) -> Bool {
    storage === other.storage || storage.hasSameScalars(as: other.storage)
  }

  /// Where `text` continues after the characters of the code, or `nil` if it does not start with them.
  func endOfCode(in text: String) -> String.Index? {
    var index = text.startIndex
    for position in 0..<storage.count {
      guard index < text.endIndex, text[index] == Character(storage[position]) else { return nil }
      index = text.index(after: index)
    }
    return index
  }

  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Whether both have the same length, alphabet and characters.
  public static func == (lhs: PinCode, rhs: PinCode) -> Bool {
    lhs.length == rhs.length && lhs.alphabet == rhs.alphabet && lhs.hasSameCharacters(as: rhs)
  }

  /// Hashes the length, the alphabet and the characters.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(length)
    hasher.combine(alphabet)
    for index in 0..<storage.count { hasher.combine(storage[index].value) }
  }

  /// Appends the accepted characters of `text`, up to the remaining length.
  ///
  /// Separators are dropped, characters the alphabet rejects ignored, characters beyond the
  /// length dropped; the result says which were which. A single typed character that would
  /// merge with the last one (a combining accent) combines with it if the alphabet accepts the
  /// result; a multi-character paste never changes a character entered before it.
  @discardableResult
  package mutating func insert(_ text: String) -> Insertion {
    insert(text, recording: true)
  }

  /// With `recording` off the result says only whether the code changed, and no copy is made.
  @discardableResult
  mutating func insert(_ text: String, recording: Bool) -> Insertion {
    var result = Insertion()
    var changed = false
    // Typing may combine with the character before it; a paste only within itself.
    let entered = text.count == 1 ? 0 : storage.count
    for character in text {
      if storage.count > 0, Self.merges(self.character(at: storage.count - 1), character) {
        // Shown as one character with the one before it: combined, or rejected.
        let last = self.character(at: storage.count - 1)
        if storage.count > entered, let combined = alphabet.accepted(Self.joined(last, character)),
          let scalar = combined.unicodeScalars.first
        {
          makeUnique()
          storage.replaceLast(with: scalar)
          changed = true
          if recording { result.accepted.append(character) }
        } else if recording {
          result.rejected.append(character)
        }
      } else if let stored = alphabet.accepted(character), let scalar = stored.unicodeScalars.first {
        if storage.count < length {
          makeUnique()
          storage.append(scalar)
          changed = true
          if recording { result.accepted.append(stored) }
        } else if recording {
          result.overflow.append(stored)
        }
      } else if !recording {
        continue
      } else if PinCode.Alphabet.isSeparator(character) {
        result.separators.append(character)
      } else {
        result.rejected.append(character)
      }
    }
    result.changedCode = changed
    return result
  }

  static func merges(_ last: Character, _ next: Character) -> Bool {
    joinedCount(last, next) < 2
  }

  private static func joinedCount(_ last: Character, _ next: Character) -> Int {
    var text = String(last)
    text.append(next)
    return text.count
  }

  /// Only when ``merges(_:_:)``.
  private static func joined(_ last: Character, _ next: Character) -> Character {
    var text = String(last)
    text.unicodeScalars.append(contentsOf: next.unicodeScalars)
    return text.first ?? last
  }

  /// Replaces the code with the sanitised `text`, as ``insert(_:)`` on an empty code.
  @discardableResult
  package mutating func replace(with text: String) -> Insertion {
    replace(with: text, recording: true)
  }

  @discardableResult
  mutating func replace(with text: String, recording: Bool) -> Insertion {
    let old = self
    storage = PinCodeStorage(capacity: min(length, 16))
    var result = insert(text, recording: recording)
    result.changedCode = !hasSameCharacters(as: old)
    return result
  }

  /// Removes the last character; on an empty code does nothing.
  @discardableResult
  package mutating func deleteBackward() -> Character? {
    guard storage.count > 0 else { return nil }
    makeUnique()
    return Character(storage.removeLast())
  }

  package mutating func removeAll() {
    guard storage.count > 0 else { return }
    if isKnownUniquelyReferenced(&storage) {
      storage.removeAll()
    } else {
      storage = PinCodeStorage(capacity: min(length, 16))
    }
  }

  /// The same characters in a code of another length or alphabet.
  /// Characters the new alphabet rejects are dropped; a shorter length keeps the first characters.
  package func resized(to length: Int, alphabet: PinCode.Alphabet? = nil) -> PinCode {
    var resized = PinCode(length: length, alphabet: alphabet ?? self.alphabet)
    for index in 0..<storage.count {
      resized.insert(String(character(at: index)), recording: false)
    }
    return resized
  }

  /// Whether `code` is a weak PIN: two or more digits that are all equal
  /// (`1111`), ascending (`1234`) or descending (`9876`); anything else returns `false`.
  ///
  /// ```swift
  /// print(PinCode.isWeakPIN("1234"), PinCode.isWeakPIN("1357"), PinCode.isWeakPIN("12a4"))
  /// // Prints "true false false"
  /// ```
  public static func isWeakPIN(_ code: String) -> Bool {
    isWeak(code.unicodeScalars.lazy.map(\.value))
  }

  /// Read in place: no `String` is made.
  package var isWeak: Bool {
    Self.isWeak((0..<storage.count).lazy.map { self.storage[$0].value })
  }

  private static func isWeak(_ scalars: some Collection<UInt32>) -> Bool {
    guard scalars.count >= 2, scalars.allSatisfy({ (48...57).contains($0) }) else { return false }
    var (equal, ascending, descending) = (true, true, true)
    var previous: UInt32?
    for scalar in scalars {
      if let previous {
        equal = equal && scalar == previous
        ascending = ascending && scalar == previous + 1
        descending = descending && scalar + 1 == previous
      }
      previous = scalar
    }
    return equal || ascending || descending
  }
}

extension PinCode {
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
  /// print(PinCode.Alphabet.digits.accepted("٣") as Any)
  /// // Prints "Optional("3")"
  /// print(PinCode.Alphabet.digits.accepted("a") as Any)
  /// // Prints "nil"
  /// ```
  public enum Alphabet: Hashable, Sendable {
    /// Decimal digits, stored as ASCII `0`–`9`.
    case digits
    /// ASCII letters and digits.
    case alphanumeric
    /// The single-scalar characters of a character set.
    case custom(CharacterSet)

    /// Returns the character as the code stores it, or `nil` if it is not accepted.
    ///
    /// A letter and a combining accent are judged composed:
    ///
    /// ```swift
    /// print(PinCode.Alphabet.custom(CharacterSet(charactersIn: "é")).accepted("e\u{301}") == "é")
    /// // Prints "true"
    /// ```
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
}
