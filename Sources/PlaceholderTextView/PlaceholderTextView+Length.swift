import Foundation
import QuickControl

// The length limit and the remaining count.
extension PlaceholderTextView {
  /// The most characters the text may have; `nil` (the default) for no limit.
  ///
  /// Characters are what the user sees (`String.count`, grapheme clusters): an
  /// emoji or an accented letter counts once. The rules:
  /// - Typing, paste, dictation and AutoFill stop at the limit: of what the
  ///   user's edit inserted, the characters beyond the limit are removed (the
  ///   ones just before the caret), and the caret stays after what was kept.
  ///   The undo history is cleared then (its ranges no longer match the text).
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

  /// After a user's edit: removes what goes beyond the limit just before the caret; never while composing.
  func stopAtMaximumLength() {
    guard let limit = maximumLengthStorage, !isComposingText else { return }
    let string = textStorage.string
    var excess = string.count - limit
    guard excess > 0 else { return }
    let caret = selectedRange.location
    guard
      let caretIndex = String.Index(utf16Offset: min(caret, string.utf16.count), in: string).samePosition(
        in: string)
    else {
      cutToMaximumLength()
      return
    }
    var start = caretIndex
    while excess > 0, start > string.startIndex {
      start = string.index(before: start)
      excess -= 1
    }
    let removed = NSRange(start..<caretIndex, in: string)
    textStorage.deleteCharacters(in: removed)
    selectedRange = NSRange(location: removed.location, length: 0)
    userEditWasTrimmed()
    // Fewer characters before the caret than the excess (a limit lowered behind the view's back): cut the rest.
    if excess > 0 { cutToMaximumLength() }
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
