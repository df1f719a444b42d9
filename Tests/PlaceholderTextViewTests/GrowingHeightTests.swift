import Foundation
import QuickControl
import Testing

@testable import PlaceholderTextView

@MainActor
@Suite("PlaceholderTextEditor logic: a height that grows with the text between limits")
struct GrowingHeightTests {
  @Test func theLimitsClampAndSayWhenToScroll() {
    let limits = PlaceholderTextHeightLimits(minimumLines: 2, maximumLines: 4)
    #expect(limits.fit(naturalHeight: 30, lineHeight: 20, verticalInsets: 16) == (56, false))
    #expect(limits.fit(naturalHeight: 70, lineHeight: 20, verticalInsets: 16) == (70, false))
    #expect(limits.fit(naturalHeight: 97, lineHeight: 20, verticalInsets: 16) == (96, true))
    #expect(
      PlaceholderTextHeightLimits().fit(naturalHeight: 900, lineHeight: 20, verticalInsets: 0) == (
        900, false
      ),
      "no maximum: grows without limit")
  }

  @Test func nonsensicalLimitsAreCorrectedNotTrapped() {
    let limits = PlaceholderTextHeightLimits(minimumLines: -3, maximumLines: 0)
    #expect(limits.minimumLines == 1)
    #expect(limits.maximumLines == 1)
  }

  @Test func theEditorGrowsLineByLineUpToTheMaximumThenScrolls() {
    let screen = EditorHarness()
    screen.sync.heightLimits = PlaceholderTextHeightLimits(minimumLines: 1, maximumLines: 3)
    // 17-point headless font: 21-point lines; insets 8 + 8.
    #expect(screen.sync.fittingSize(forWidth: 300).height == 37)
    type("one", into: screen.view)
    screen.settle()
    #expect(screen.heightChanges == 0, "still one line")
    screen.view.insertText("\ntwo")
    screen.settle()
    #expect(screen.heightChanges == 1)
    #expect(screen.sync.fittingSize(forWidth: 300).height == 58)
    #expect(!screen.view.isScrollEnabled)
    screen.view.insertText("\nthree\nfour\nfive")
    screen.settle()
    #expect(screen.sync.fittingSize(forWidth: 300).height == 79, "clamped at three lines")
    #expect(screen.view.isScrollEnabled, "beyond the maximum the text scrolls")
    screen.appSets(text: "")
    screen.settle()
    #expect(screen.sync.fittingSize(forWidth: 300).height == 37)
    #expect(!screen.view.isScrollEnabled)
  }

  @Test func aLongPlaceholderGetsItsHeightToo() {
    let screen = EditorHarness()
    screen.placeholder = "A placeholder long enough to wrap onto a second line"
    screen.invalidate()
    screen.settle()
    // 300 − 2 × 5 padding = 290 points: 34 characters of 8.5 points per line.
    #expect(screen.sync.fittingSize(forWidth: 300).height == 58)
  }
}
