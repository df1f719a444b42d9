import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlaceholderTextView

/// `placeholderTextEditorMaximumLength(_:)`: the text view's length rule decides what is kept, and the binding
/// holds it, so a screen's counter computed from the binding matches the view's `remainingLength`.
@MainActor
@Suite("PlaceholderTextEditor logic: the text view's length limit behind the binding")
struct PlaceholderTextEditorLengthTests {
  func limitedScreen(_ limit: Int) -> EditorHarness {
    let screen = EditorHarness()
    screen.maximumLength = limit
    screen.invalidate()
    screen.settle()
    screen.resetCounts()
    return screen
  }

  /// What a screen shows as its counter: the limit minus the binding's count.
  func remaining(_ screen: EditorHarness) -> Int {
    max(0, (screen.maximumLength ?? 0) - screen.text.count)
  }

  @Test func typingStopsAtTheLimitAndTheBindingHoldsWhatTheViewKept() {
    let screen = limitedScreen(5)
    #expect(screen.view.maximumLength == 5)
    type("abc", into: screen.view)
    screen.settle()
    screen.view.insertText("defg")  // a paste past the limit
    screen.settle()
    #expect(screen.view.text == "abcde")
    #expect(screen.textWrites == ["abc", "abcde"], "one write per edit, never the cut characters")
    screen.view.insertText("x")
    screen.settle()
    #expect(screen.textWrites == ["abc", "abcde"], "an edit the view refused writes nothing")
    #expect(remaining(screen) == 0)
    #expect(screen.view.remainingLength == 0)
  }

  @Test func theCounterFromTheBindingCountsCharactersAsTheViewDoes() {
    let screen = limitedScreen(4)
    type("👍🏽e\u{301}", into: screen.view)  // a toned emoji and a combining accent: two characters
    screen.settle()
    #expect(remaining(screen) == 2)
    #expect(screen.view.remainingLength == remaining(screen))
    screen.view.insertText("ab🇫🇷")
    screen.settle()
    #expect(screen.text == "👍🏽e\u{301}ab")
    #expect(screen.view.remainingLength == remaining(screen))
  }

  @Test func aLongerTextTheScreenSetsIsCutAndWrittenBackOnce() {
    let screen = limitedScreen(4)
    screen.appSets(text: "abcdefgh")
    screen.settle()
    #expect(screen.view.text == "abcd")
    #expect(screen.text == "abcd")
    #expect(screen.textWrites == ["abcd"])
    let writes = screen.sync.viewWriteCount
    for _ in 0..<3 { screen.render() }
    screen.settle()
    #expect(screen.sync.viewWriteCount == writes, "the cut text is not pushed again")
    #expect(screen.textWrites == ["abcd"])
  }

  @Test func loweringTheLimitCutsTheTextAndRaisingItKeepsIt() {
    let screen = limitedScreen(10)
    screen.appSets(text: "abcdefgh")
    screen.settle()
    screen.resetCounts()
    screen.maximumLength = 3
    screen.invalidate()
    screen.settle()
    #expect(screen.view.text == "abc")
    #expect(screen.textWrites == ["abc"])
    screen.maximumLength = nil
    screen.invalidate()
    screen.settle()
    #expect(screen.view.maximumLength == nil)
    #expect(screen.textWrites == ["abc"], "removing the limit brings nothing back")
  }

  @Test func composingTextIsNotCutUntilCommitted() {
    let screen = limitedScreen(3)
    type("ab", into: screen.view)
    screen.settle()
    screen.view.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    screen.settle()
    #expect(screen.text == "abにほ", "the binding holds the view's text, composition included")
    #expect(remaining(screen) == 0, "the counter never goes negative")
    screen.view.unmarkText()
    screen.settle()
    #expect(screen.text == "abに")
  }

  @Test func anAppTextRacingTheUserIsKeptAndTheTypedCharactersCutToTheLimit() {
    let screen = limitedScreen(4)
    type("Hi", into: screen.view)
    screen.settle()
    screen.resetCounts()
    // The app sets a text; before the update reaches the view, the user types two characters (they fit "Hi").
    screen.appSets(text: "abc")
    screen.view.insertText("XY")
    screen.settle()
    #expect(screen.view.text == "abcX", "the app's text, then what fits of the typed characters")
    #expect(screen.text == "abcX")
    #expect(screen.textWrites == ["abcX"])
  }

  @Test func aNegativeLimitMeansNothingFitsAndIsWrittenOnce() {
    let screen = EditorHarness()
    screen.appSets(text: "abc")
    screen.settle()
    screen.maximumLength = -2
    screen.invalidate()
    screen.settle()
    #expect(screen.view.maximumLength == 0)
    #expect(screen.text == "")
    let writes = screen.sync.viewWriteCount
    screen.render()
    #expect(screen.sync.viewWriteCount == writes)
  }
}
