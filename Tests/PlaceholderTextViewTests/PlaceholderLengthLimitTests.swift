import Foundation
import PlaceholderTextView
import TestSupport
import Testing

/// The length limit and the counter.
@MainActor
struct PlaceholderLengthLimitTests {
  let view = PlaceholderTextView(frame: .zero)

  @Test func typingStopsAtTheLimit() {
    view.maximumLength = 5
    type("abc", into: view)
    type("def", into: view)
    #expect(view.text == "abcde")
    #expect(view.remainingLength == 0)
    #expect(view.selectedRange == NSRange(location: 5, length: 0))
    type("g", into: view)
    #expect(view.text == "abcde")
  }

  @Test func pasteOrAutoFillInTheMiddleKeepsWhatFitsAndTheRestOfTheText() {
    view.maximumLength = 8
    view.text = "hello"
    view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 2, length: 0)
    view.insertText("XYZW")  // a paste, or AutoFill inserting a whole value
    #expect(view.text == "heXYZllo")
    #expect(view.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func markedTextIsNeverCutMidComposition() {
    view.maximumLength = 3
    type("ab", into: view)
    view.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    #expect(view.text == "abにほ", "composing text stays whole, even beyond the limit")
    view.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
    #expect(view.text == "ab日本")
    view.unmarkText()
    #expect(view.text == "ab日")
    #expect(view.remainingLength == 0)
  }

  /// How an input method's composition ends.
  enum CompositionEnd: String, CaseIterable, Sendable {
    case commit, unmarkText, cancel, moreTyping
  }

  /// A limit lowered while an input method composes applies when the composition ends.
  @Test(arguments: CompositionEnd.allCases)
  func aLimitLoweredWhileComposingAppliesWhenTheCompositionEnds(end: CompositionEnd) {
    type("abcd", into: view)
    view.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    view.maximumLength = 3
    #expect(view.text == "abcdにほ", "the composition is never cut while marked")
    switch end {
    case .commit: view.insertText("日本")
    case .unmarkText: view.unmarkText()
    case .cancel: view.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
    case .moreTyping:
      view.unmarkText()
      type("e", into: view)
    }
    #expect(view.text == "abc", "as the same limit set while not composing cuts")
    #expect(view.remainingLength == 0)
    #expect(view.selectedRange.location <= 3)
  }

  @Test func charactersAreWhatTheUserSees() {
    view.maximumLength = 3
    type("👍🏽e\u{301}", into: view)  // a toned emoji and a combining accent: two characters
    #expect(view.remainingLength == 1)
    type("ab", into: view)
    #expect(view.text == "👍🏽e\u{301}a")
    type("🇫🇷", into: view)  // a flag is one character and is removed whole
    #expect(view.text == "👍🏽e\u{301}a")
  }

  @Test func textSetInCodeKeepsItsFirstCharacters() {
    view.maximumLength = 4
    view.text = "abcdefgh"
    #expect(view.text == "abcd")
    view.attributedText = NSAttributedString(string: "123456")
    #expect(view.text == "1234")
    view.maximumLength = 2  // lowering the limit cuts the same way
    #expect(view.text == "12")
    view.maximumLength = nil
    view.text = "no limit at all"
    #expect(view.text == "no limit at all")
    #expect(view.remainingLength == nil)
  }

  @Test func textStorageEditsAreCutToo() async {
    view.maximumLength = 4
    view.textStorage.append(NSAttributedString(string: "abcdefgh"))
    await settle { view.text == "abcd" }
    #expect(view.text == "abcd")
  }

  @Test func nearLimitIsAStateForTheCountersColour() {
    let counter = Badge()
    view.setValue("red", for: \.title, of: counter, when: .containing(PlaceholderTextView.nearLengthLimit))
    view.maximumLength = 20
    view.lengthWarningThreshold = 5
    type(String(repeating: "x", count: 14), into: view)
    #expect(view.remainingLength == 6)
    #expect(!view.state.contains(PlaceholderTextView.nearLengthLimit))
    #expect(counter.title == "default")
    type("x", into: view)
    #expect(view.state.contains(PlaceholderTextView.nearLengthLimit))
    #expect(counter.title == "red")
    view.deleteBackward()
    #expect(counter.title == "default")
    view.lengthWarningThreshold = 6
    #expect(counter.title == "red")
    view.maximumLength = nil
    #expect(counter.title == "default")
  }

  @Test func negativeLimitMeansNothingFits() {
    view.text = "abc"
    view.maximumLength = -3
    #expect(view.maximumLength == 0)
    #expect(view.text == "")
    #expect(view.isShowingPlaceholder)
  }

  // MARK: - An edit never removes what it did not insert

  /// The text `view` holds after `text` with the caret at `caret` (UTF-16) gets `inserted` typed.
  private func edit(_ text: String, limit: Int, caret: Int, inserting inserted: String) -> PlaceholderTextView
  {
    view.maximumLength = limit
    view.text = text
    view.becomeFirstResponder()
    view.selectedRange = NSRange(location: caret, length: 0)
    view.insertText(inserted)
    return view
  }

  @Test func aCarriageReturnJoiningTheNextLineFeedNeverCostsTheLastCharacter() {
    let view = edit("ab\ncd", limit: 5, caret: 2, inserting: "x\r")
    #expect(view.text == "ab\ncd", "nothing fits: the text is as it was, the d kept")
    #expect(view.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func aLoneRegionalIndicatorBetweenTwoFlagsKeepsBothFlags() {
    let view = edit("🇺🇸🇫🇷", limit: 2, caret: 4, inserting: "🇩")
    #expect(view.text == "🇺🇸🇫🇷")
    #expect(view.selectedRange == NSRange(location: 4, length: 0))
  }

  @Test func aPasteEndingInAJoinerBeforeAnEmojiKeepsTheTextsEnd() {
    let view = edit("abc👩", limit: 4, caret: 3, inserting: "x👨\u{200D}")
    #expect(view.text.unicodeScalars.last == "👩" && view.text.hasPrefix("abc"), "\(view.text!)")
    #expect(view.text.count <= 4)
    let caret = view.selectedRange.location
    #expect(String.Index(utf16Offset: caret, in: view.text).samePosition(in: view.text) != nil)
  }

  @Test func anEditFarFromTheEndNeverTouchesTheEnd() {
    let message = "ab\nMeet at the café at 9!"  // 25 characters, the "!" 22 after the edit
    let view = edit(message, limit: 30, caret: 2, inserting: "0123456\r")
    #expect(view.text.hasSuffix("\nMeet at the café at 9!") && view.text.hasPrefix("ab"), "\(view.text!)")
    #expect(view.text.count <= 30)
    #expect(view.text == "ab01234\nMeet at the café at 9!")
    #expect(view.selectedRange == NSRange(location: 7, length: 0))
  }

  /// Random texts and insertions from a pool of joining characters, at a random caret between
  /// characters: the result never exceeds the limit, keeps every scalar of the text before the
  /// edit in order around the insertion, and a trimmed edit leaves the caret on a character
  /// boundary.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsKeepTheTextAroundThem(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let pool = ["a", "é", "e", "\u{301}", "\r", "\n", "🇺", "🇸", "🇫", "👨", "\u{200D}", "👩", "🏽", "日", " "]
    func randomText(_ maximum: Int) -> String {
      (0..<Int.random(in: 0...maximum, using: &random)).map { _ in pool.randomElement(using: &random)! }
        .joined()
    }
    for _ in 0..<300 {
      let text = randomText(8)
      let limit = Int.random(in: 0...8, using: &random)
      let view = PlaceholderTextView(frame: .zero)
      view.maximumLength = limit
      view.text = text
      let before = view.text!
      let characterCaret = Int.random(in: 0...before.count, using: &random)
      let scalarCaret = before.prefix(characterCaret).unicodeScalars.count
      view.becomeFirstResponder()
      view.selectedRange = NSRange(location: before.prefix(characterCaret).utf16.count, length: 0)
      let inserted = randomText(5)
      view.insertText(inserted)
      let after = view.text!
      #expect(
        after.count <= max(limit, before.count), "\(before.debugDescription) → \(after.debugDescription)")
      // The scalars before the caret and after it are still there, in order, around the kept insertion.
      let head = Array(before.unicodeScalars.prefix(scalarCaret))
      let tail = Array(before.unicodeScalars.dropFirst(scalarCaret))
      let scalars = Array(after.unicodeScalars)
      #expect(
        Array(scalars.prefix(head.count)) == head, "\(before.debugDescription) → \(after.debugDescription)")
      #expect(
        Array(scalars.suffix(tail.count)) == tail, "\(before.debugDescription) → \(after.debugDescription)")
      guard scalars.count < before.unicodeScalars.count + inserted.unicodeScalars.count else { continue }
      let caretIndex = String.Index(utf16Offset: view.selectedRange.location, in: after)
      #expect(
        caretIndex.samePosition(in: after) != nil, "caret inside a character: \(after.debugDescription)")
    }
  }
}
