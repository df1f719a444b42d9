import Foundation
import QuickControl

// The length limit and the remaining count.
extension PlaceholderTextView {
  /// The most characters the text may have; `nil` (the default) for no limit.
  ///
  /// Characters are what the user sees (`String.count`, grapheme clusters): an
  /// emoji or an accented letter counts once. The rules:
  /// - Typing, paste, dictation and AutoFill stop at the limit: of what the
  ///   user's edit inserted, the characters beyond the limit are removed (from
  ///   its end, whole as the inserted text counts them), and the caret stays
  ///   after what was kept. An edit never removes a character it did not
  ///   insert, also where the insertion would join its neighbour into one
  ///   character (a `"\r"` before a `"\n"`, a regional indicator between two
  ///   flags): then less, or nothing, of it is kept, and the caret sits on a
  ///   character boundary. The undo history is cleared then (its ranges no
  ///   longer match the text).
  /// - Text an input method is still composing (marked text: Chinese, Japanese,
  ///   Korean) is never cut; when it is committed, the rule above applies.
  /// - Text set in code (``text``, ``attributedText``, the text storage) and the
  ///   text present when the limit is set or lowered keep their first
  ///   `maximumLength` characters; the rest is dropped.
  ///
  /// ```swift
  /// comment.maximumLength = 140
  /// comment.lengthWarningThreshold = 20
  /// comment.setValue(.systemRed, for: \.textColor, of: counter, when: .containing(PlaceholderTextView.nearLengthLimit))
  /// comment.subscribe(to: .editingChanged) { view in counter.text = "\(view.remainingLength ?? 0)" }
  /// ```
  ///
  /// A negative limit is treated as 0.
  public var maximumLength: Int? {
    get { maximumLengthStorage }
    set {
      maximumLengthStorage = newValue.map { max(0, $0) }
      cutToMaximumLength()
      textDidChange()
    }
  }

  /// How many more characters fit under ``maximumLength``; `nil` without a limit, never negative.
  ///
  /// ```swift
  /// counter.text = textView.remainingLength.map(String.init)
  /// ```
  public var remainingLength: Int? {
    maximumLengthStorage.map { max(0, $0 - text.count) }
  }

  /// The remaining count at or under which ``nearLengthLimit`` is on; 10 by default.
  ///
  /// ```swift
  /// textView.lengthWarningThreshold = 0  // only at the limit
  /// ```
  public var lengthWarningThreshold: Int {
    get { lengthWarningThresholdStorage }
    set {
      lengthWarningThresholdStorage = newValue
      applyCurrentState()
    }
  }

  /// Whether ``remainingLength`` is at or under ``lengthWarningThreshold``; `false` without a limit.
  public var isNearLengthLimit: Bool {
    guard let remaining = remainingLength else { return false }
    return remaining <= lengthWarningThresholdStorage
  }

  /// Whether an input method is composing text (there is marked text).
  var isComposingText: Bool { markedTextRange != nil }

  /// After a user's edit: keeps of what it inserted only what fits; never while composing.
  ///
  /// The edit is found by comparing the text with `textBeforeEdit` (in a run of
  /// equal characters, the caret says where the insertion ends). Only inserted characters are removed,
  /// whole as the inserted text itself counts them, from its end; text that was
  /// there before is never touched, even where the insertion joins a neighbour
  /// into one character (`"\r"` before `"\n"`, a regional indicator between two
  /// flags). The caret goes after what was kept, on a character boundary.
  func stopAtMaximumLength() {
    guard let limit = maximumLengthStorage, !isComposingText else { return }
    let string = textStorage.string
    guard string.count > limit else { return }
    let new = Array(string.unicodeScalars)
    let old = Array(textBeforeEdit.unicodeScalars)
    var prefix = 0
    while prefix < min(new.count, old.count), new[prefix] == old[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(new.count, old.count) - prefix,
      new[new.count - 1 - suffix] == old[old.count - 1 - suffix]
    {
      suffix += 1
    }
    // In a run of equal scalars ("aa" + "a") the insertion ends at the caret.
    let caret = Self.scalarOffset(ofUTF16Offset: selectedRange.location, in: new)
    while new.count - suffix > caret, prefix > 0, new[prefix - 1] == new[new.count - suffix - 1] {
      prefix -= 1
      suffix += 1
    }
    let head = String(String.UnicodeScalarView(new[..<prefix]))
    let inserted = String(String.UnicodeScalarView(new[prefix..<(new.count - suffix)]))
    let tail = String(String.UnicodeScalarView(new[(new.count - suffix)...]))
    // The longest run of the inserted text's own characters that fits. Joining at the two
    // seams makes the whole at most two characters shorter than its parts: start there.
    let room = max(0, limit - head.count - tail.count + 2)
    var kept = inserted.count > room ? String(inserted.prefix(room)) : inserted
    while !kept.isEmpty, (head + kept + tail).count > limit { kept.removeLast() }
    // Replace whole characters of the current text (Foundation on Linux rounds a range that
    // starts or ends inside one), with the same stretch of the result.
    let result = Array((head + kept + tail).utf16)
    let lower = Self.characterBoundary(atOrBeforeUTF16Offset: head.utf16.count, in: string)
    let upper = Self.characterBoundary(
      atOrAfterUTF16Offset: head.utf16.count + inserted.utf16.count, in: string)
    let removed = inserted.utf16.count - kept.utf16.count
    textStorage.replaceCharacters(
      in: NSRange(location: lower, length: upper - lower),
      with: String(decoding: result[lower..<(upper - removed)], as: UTF16.self))
    selectedRange = NSRange(
      location: Self.characterBoundary(
        atOrAfterUTF16Offset: head.utf16.count + kept.utf16.count, in: textStorage.string),
      length: 0)
    userEditWasTrimmed()
  }

  /// The number of scalars in the first `utf16Offset` UTF-16 units of `scalars` (rounded up inside a pair).
  private static func scalarOffset(ofUTF16Offset utf16Offset: Int, in scalars: [Unicode.Scalar]) -> Int {
    var units = 0
    for (index, scalar) in scalars.enumerated() {
      if units >= utf16Offset { return index }
      units += scalar.utf16.count
    }
    return scalars.count
  }

  /// `utf16Offset`, or the end of the character it falls inside.
  private static func characterBoundary(atOrAfterUTF16Offset utf16Offset: Int, in string: String) -> Int {
    var units = 0
    for character in string {
      if units >= utf16Offset { return units }
      units += character.utf16.count
    }
    return units
  }

  /// `utf16Offset`, or the start of the character it falls inside.
  private static func characterBoundary(atOrBeforeUTF16Offset utf16Offset: Int, in string: String) -> Int {
    var units = 0
    for character in string {
      let next = units + character.utf16.count
      if next > utf16Offset { return units }
      units = next
    }
    return units
  }

  /// Text set in code: keeps the first `maximumLength` characters; never while composing.
  func cutToMaximumLength() {
    guard let limit = maximumLengthStorage, !isComposingText else { return }
    let string = textStorage.string
    guard string.count > limit else { return }
    let end = string.index(string.startIndex, offsetBy: limit)
    textStorage.deleteCharacters(in: NSRange(end..<string.endIndex, in: string))
  }
}
