import Foundation
import QuickControl

extension PlaceholderTextView {
  /// The most characters the text may have; `nil` (the default) for no limit.
  ///
  /// Characters are what the user sees (`String.count`): an emoji counts once. A user's edit (typing,
  /// paste, dictation, AutoFill) keeps only what fits of what it inserted, never removes a character it
  /// did not insert, and clears the undo history when cut. Marked text (an input method composing) is
  /// never cut until committed. Text set in code keeps its first `maximumLength` characters, and so
  /// does a lower limit: at once, or, while an input method composes, when the composition ends.
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
  /// For example, `counter.text = textView.remainingLength.map(String.init)`.
  public var remainingLength: Int? {
    maximumLengthStorage.map { max(0, $0 - text.count) }
  }

  /// The remaining count at or under which ``nearLengthLimit`` is on; 10 by default.
  ///
  /// For example, `textView.lengthWarningThreshold = 0` (only at the limit).
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

  var isComposingText: Bool { markedTextRange != nil }

  /// After a user's edit: keeps of what it inserted only what fits; never while composing.
  ///
  /// The edit is found by comparing the text with `textBeforeEdit`. Text that was there before is never
  /// touched, even where the insertion joins a neighbour into one character (`"\r"` before `"\n"`).
  /// A limit lowered while an input method composed could not cut then: the first edit after the
  /// composition ends (its commit, a cancel, more typing) cuts as the setter does, to the first characters.
  func stopAtMaximumLength() {
    guard let limit = maximumLengthStorage, !isComposingText else { return }
    let string = textStorage.string
    guard string.count > limit else { return }
    guard textBeforeEdit.count <= limit else {
      cutToMaximumLength()
      userEditWasTrimmed()
      return
    }
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
