import Foundation
import PlaceholderTextView
import Testing

/// The length limit and the counter (issue 14.6).
@MainActor
struct PlaceholderLengthLimitTests {
  @Test func typingStopsAtTheLimit() {
    let view = PlaceholderTextView(frame: .zero)
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
    let view = PlaceholderTextView(frame: .zero)
    view.maximumLength = 8
    view.text = "hello"
    view.becomeFirstResponder()
    view.selectedRange = NSRange(location: 2, length: 0)
    view.insertText("XYZW")  // a paste, or AutoFill inserting a whole value
    #expect(view.text == "heXYZllo")
    #expect(view.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test func markedTextIsNeverCutMidComposition() {
    let view = PlaceholderTextView(frame: .zero)
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

  @Test func charactersAreWhatTheUserSees() {
    let view = PlaceholderTextView(frame: .zero)
    view.maximumLength = 3
    type("👍🏽e\u{301}", into: view)  // a toned emoji and a combining accent: two characters
    #expect(view.remainingLength == 1)
    type("ab", into: view)
    #expect(view.text == "👍🏽e\u{301}a")
    type("🇫🇷", into: view)  // a flag is one character and is removed whole
    #expect(view.text == "👍🏽e\u{301}a")
  }

  @Test func textSetInCodeKeepsItsFirstCharacters() {
    let view = PlaceholderTextView(frame: .zero)
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
    let view = PlaceholderTextView(frame: .zero)
    view.maximumLength = 4
    view.textStorage.append(NSAttributedString(string: "abcdefgh"))
    await settle { view.text == "abcd" }
    #expect(view.text == "abcd")
  }

  @Test func nearLimitIsAStateForTheCountersColour() {
    let view = PlaceholderTextView(frame: .zero)
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
    let view = PlaceholderTextView(frame: .zero)
    view.text = "abc"
    view.maximumLength = -3
    #expect(view.maximumLength == 0)
    #expect(view.text == "")
    #expect(view.isShowingPlaceholder)
  }
}
