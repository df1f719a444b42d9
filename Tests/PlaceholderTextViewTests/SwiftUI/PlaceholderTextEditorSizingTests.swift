import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlaceholderTextView

/// The SwiftUI editor's height is the text view's: `placeholderTextEditorLines(_:)` reaches the view's
/// line limits and `sizeThatFits` is the view's `heightThatFits(width:)`.
///
/// 17-point headless font: 21-point lines; the text container's insets add 8 + 8, so one line is 37 points.
@MainActor
@Suite("PlaceholderTextEditor logic: a height that grows by the text view's line limits")
struct PlaceholderTextEditorSizingTests {
  #if !QUICKCONTROL_UIKIT
    @Test func theEditorGrowsLineByLineUpToTheMaximumThenScrolls() {
      let screen = EditorHarness()
      screen.maximumLines = 3
      screen.invalidate()
      screen.settle()
      screen.layOut(width: 300)
      #expect(screen.sync.fittingSize(forWidth: 300).height == 37)
      screen.resetCounts()
      type("one", into: screen.view)
      screen.settle()
      #expect(screen.heights.isEmpty, "still one line")
      screen.view.insertText("\ntwo")
      screen.settle()
      #expect(screen.heights == [58], "one report, so SwiftUI measures again once")
      #expect(screen.sync.fittingSize(forWidth: 300).height == 58)
      screen.view.insertText("\nthree\nfour\nfive")
      screen.settle()
      #expect(screen.sync.fittingSize(forWidth: 300).height == 79, "held at three lines")
      #expect(screen.view.isScrollEnabled, "beyond the maximum the text scrolls")
      #expect(
        screen.view.scrolledToVisibleRanges.last == screen.view.selectedRange, "the caret stays in view")
      screen.appSets(text: "")
      screen.settle()
      #expect(screen.sync.fittingSize(forWidth: 300).height == 37)
      #expect(screen.heights == [58, 79, 37])
    }
  #endif

  @Test func theLinesModifierReachesTheViewOnceAndANewMaximumResizesAtOnce() {
    let screen = EditorHarness()
    screen.minimumLines = 2
    screen.maximumLines = 6
    screen.invalidate()
    screen.settle()
    #expect(screen.view.minimumNumberOfLines == 2)
    #expect(screen.view.maximumNumberOfLines == 6)
    screen.layOut(width: 300)
    #expect(screen.sync.fittingSize(forWidth: 300).height == 58, "empty: the minimum, two lines")
    screen.appSets(text: "1\n2\n3\n4\n5")
    screen.settle()
    let writes = screen.sync.viewWriteCount
    screen.resetCounts()
    for _ in 0..<3 { screen.render() }
    #expect(screen.sync.viewWriteCount == writes, "re-renders with the same limits write nothing")
    // The screen turns to landscape and asks for fewer lines: the view shrinks without waiting for a keystroke.
    screen.maximumLines = 3
    screen.invalidate()
    screen.settle()
    #expect(screen.sync.fittingSize(forWidth: 300).height == 79)
    #expect(screen.heights == [79])
  }

  @Test func aLargerDynamicTypeFontMakesTheEditorTallerAtOnce() {
    let screen = EditorHarness()
    screen.layOut(width: 300)
    screen.resetCounts()
    screen.font = .systemFont(ofSize: 34)  // the environment's text style at a larger Dynamic Type size
    screen.invalidate()
    screen.settle()
    let height = screen.sync.fittingSize(forWidth: 300).height
    #expect(height > 37)
    #expect(screen.heights == [height], "one report: SwiftUI measures again once")
  }

  @Test func aLongPlaceholderGetsItsHeightToo() {
    let screen = EditorHarness()
    screen.placeholder = "A placeholder long enough to wrap onto a second line"
    screen.invalidate()
    screen.settle()
    // 300 − 2 × 5 padding = 290 points: 34 characters of 8.5 points per line.
    #expect(screen.sync.fittingSize(forWidth: 300).height == 58)
    screen.appSets(text: "Short")
    screen.settle()
    #expect(screen.sync.fittingSize(forWidth: 300).height == 37, "typed text hides the placeholder")
  }
}
