import Foundation
import PlaceholderTextView
import Testing

/// Growing height and the sizing path: self-sizing cells (width 0), lines and scrolling.
///
/// Headless font 10: a line is 12 points; the text container's insets add 8 + 8.
@MainActor
struct PlaceholderSizingTests {
  func growingView(minimum: Int = 1, maximum: Int = 4) -> PlaceholderTextView {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    view.font = .systemFont(ofSize: 10)
    view.minimumNumberOfLines = minimum
    view.maximumNumberOfLines = maximum
    return view
  }

  func lines(_ count: Int) -> String {
    (1...count).map { "line \($0)" }.joined(separator: "\n")
  }

  @Test func heightFollowsTheTextBetweenTheMinimumAndMaximumLines() {
    let view = growingView(minimum: 2, maximum: 4)
    #expect(view.intrinsicContentSize.height == 40)  // empty: the minimum, 2 lines
    view.text = lines(3)
    #expect(view.intrinsicContentSize.height == 52)
    view.text = lines(9)
    #expect(view.intrinsicContentSize.height == 64)  // the maximum, 4 lines
    // A growing view has an intrinsic height although it scrolls (UIKit would report none).
    #expect(view.isScrollEnabled)
  }

  @Test func heightDidChangeFiresOncePerChange() {
    let view = growingView()
    var heights: [CGFloat] = []
    view.heightDidChange = { heights.append($0) }
    type("a", into: view)
    type("b", into: view)  // same line: no call
    type("\nc", into: view)
    type("\nd\ne\nf", into: view)  // past the maximum: 4 lines
    type("\ng", into: view)  // still the maximum: no call
    view.text = ""
    #expect(heights == [40, 64, 28])
  }

  #if !QUICKCONTROL_UIKIT
    @Test func beyondTheMaximumTheTextScrollsAndTheCaretStaysInView() {
      // GrowingTextView's reported bug: at the maximum the last line hid under the bottom edge.
      let view = growingView(maximum: 2)
      type("one\ntwo", into: view)
      #expect(view.scrolledToVisibleRanges.isEmpty)  // everything fits: nothing to scroll
      type("\nthree", into: view)
      #expect(view.isScrollEnabled, "the view never toggles scrolling")
      #expect(view.scrolledToVisibleRanges.last == view.selectedRange)
      #expect(view.intrinsicContentSize.height == 40)
    }
  #endif

  @Test func changingTheMaximumWhileShownResizesAtOnceWithOneCall() {
    // GrowingTextView's other reported bug: a new maximum took effect only at the next keystroke.
    let view = growingView(maximum: 4)
    view.text = lines(6)
    var heights: [CGFloat] = []
    view.heightDidChange = { heights.append($0) }
    view.maximumNumberOfLines = 2
    #expect(view.intrinsicContentSize.height == 40)
    view.maximumNumberOfLines = 2
    view.maximumNumberOfLines = 0  // no maximum: all six lines
    #expect(view.intrinsicContentSize.height == 88)
    #expect(heights == [40, 88])
  }

  @Test func minimumAboveTheMaximumWins() {
    let view = growingView(minimum: 3, maximum: 2)
    #expect(view.intrinsicContentSize.height == 52)
  }

  @Test func placeholderCountsWhileItShows() {
    let view = growingView(maximum: 5)
    view.textContainer.lineFragmentPadding = 0
    view.frame.size.width = 110  // 22 characters a line
    view.placeholder = "one two three four five six seven eight nine ten"
    #expect(view.intrinsicContentSize.height == 52)  // the placeholder's three lines
    type("x", into: view)
    #expect(view.intrinsicContentSize.height == 28)
  }

  #if !QUICKCONTROL_UIKIT
    @Test func widthArrivingMeasuresBeforeLayoutAndCallsBack() {
      // The first measurement happens at width 0; when the width arrives the height is
      // measured at once (the frame or bounds setter), not from layoutSubviews, and reported.
      let view = PlaceholderTextView(frame: .zero)
      view.font = .systemFont(ofSize: 10)
      view.textContainer.lineFragmentPadding = 0
      view.minimumNumberOfLines = 1
      view.placeholder = "one two three four five six seven eight nine ten"
      #expect(view.intrinsicContentSize.height == 28)  // unwrapped at width 0
      var heights: [CGFloat] = []
      view.heightDidChange = { heights.append($0) }
      let before = view.intrinsicContentSizeInvalidations
      view.frame = CGRect(x: 0, y: 0, width: 110, height: 28)
      #expect(view.intrinsicContentSizeInvalidations == before + 1)
      #expect(heights == [52])
      #expect(view.intrinsicContentSize.height == 52)
      view.layoutIfNeeded()
      #expect(view.intrinsicContentSizeInvalidations == before + 1, "layout invalidates nothing")
    }
  #endif

  @Test func sizeThatFitsMeasuresAtTheGivenWidthWithoutLayout() {
    // The sizing path a cell or a manual layout uses: the width it asks for, not the view's bounds.
    let view = PlaceholderTextView(frame: .zero)
    view.font = .systemFont(ofSize: 10)
    view.textContainer.lineFragmentPadding = 0
    view.placeholder = "one two three four five six seven eight nine ten"
    #expect(view.sizeThatFits(CGSize(width: 110, height: 1000)).height == 52)
    #expect(view.heightThatFits(width: 110) == 52)
    view.maximumNumberOfLines = 2
    #expect(view.sizeThatFits(CGSize(width: 110, height: 1000)).height == 40)
  }

  @Test func nonGrowingScrollingViewHasNoIntrinsicHeightAndNoCallbacks() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    var calls = 0
    view.heightDidChange = { _ in calls += 1 }
    type("a\nb\nc", into: view)
    #expect(view.intrinsicContentSize.height == UITextView.noIntrinsicMetric)
    #expect(calls == 0)
  }

  @Test func nonScrollingViewReportsItsHeightChanges() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 10)
    var heights: [CGFloat] = []
    view.heightDidChange = { heights.append($0) }
    type("a\nb", into: view)
    #expect(heights == [40])
  }
}
