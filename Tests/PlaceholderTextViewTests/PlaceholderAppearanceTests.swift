import Foundation
import PlaceholderTextView
import QuickControl
import Testing

#if !QUICKCONTROL_UIKIT

  /// The placeholder follows the view's font, alignment, insets and padding, wraps, and sizes the view.
  @MainActor
  struct PlaceholderAppearanceTests {
    @Test func defaultColourIsTheSystemPlaceholderColour() {
      let view = PlaceholderTextView(frame: .zero)
      #expect(view.placeholderColor == .placeholderText)
      #expect(view.placeholderLabel.textColor == .placeholderText)
      view.placeholderColor = UIColor(name: "red")
      #expect(view.placeholderLabel.textColor == UIColor(name: "red"))
    }

    @Test func withoutAFontThePlaceholderUsesTheTextViewDefault() {
      let view = PlaceholderTextView(frame: .zero)
      #expect(view.placeholderLabel.font == .systemFont(ofSize: 12))
    }

    @Test(arguments: [true, false])
    func fontFollowsWhetherSetBeforeOrAfterThePlaceholder(fontFirst: Bool) {
      let view = PlaceholderTextView(frame: .zero)
      let font = UIFont(name: "Avenir", pointSize: 21)
      if fontFirst {
        view.font = font
        view.placeholder = "Hello"
      } else {
        view.placeholder = "Hello"
        view.font = font
      }
      #expect(view.placeholderLabel.font == font)
    }

    @Test func fontFollowsForAnAttributedPlaceholderToo() {
      let view = PlaceholderTextView(frame: .zero)
      view.attributedPlaceholder = NSAttributedString(string: "Hello")
      view.font = UIFont(name: "Avenir", pointSize: 30)
      #expect(view.placeholderLabel.font.pointSize == 30)
      #expect(view.placeholderLabel.attributedText?.string == "Hello")
    }

    @Test func dynamicTypeSettingIsMirrored() {
      let view = PlaceholderTextView(frame: .zero)
      view.adjustsFontForContentSizeCategory = true
      #expect(view.placeholderLabel.adjustsFontForContentSizeCategory)
    }

    @Test(arguments: [
      (NSTextAlignment.natural, UIUserInterfaceLayoutDirection.leftToRight, NSTextAlignment.left),
      (.natural, .rightToLeft, .right),
      (.center, .rightToLeft, .center),
      (.right, .leftToRight, .right),
      (.left, .rightToLeft, .left),
    ])
    func alignmentFollowsIncludingNaturalInRightToLeft(
      alignment: NSTextAlignment, direction: UIUserInterfaceLayoutDirection, expected: NSTextAlignment
    ) {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.effectiveUserInterfaceLayoutDirection = direction
      view.placeholder = "مرحبا"
      view.textAlignment = alignment
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == expected)
    }

    @Test func layoutDirectionChangeIsPickedUpAtTheNextLayout() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.placeholder = "Hello"
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == .left)
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == .right)
    }

    @Test func frameFollowsInsetAndLineFragmentPadding() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.placeholder = "Hi"
      view.layoutIfNeeded()
      // UITextView defaults: inset 8 top and bottom, padding 5.
      #expect(view.placeholderLabel.frame.origin == CGPoint(x: 5, y: 8))
      #expect(view.placeholderLabel.frame.width == 190)

      view.textContainerInset = UIEdgeInsets(top: 12, left: 10, bottom: 4, right: 20)
      view.textContainer.lineFragmentPadding = 0
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.origin == CGPoint(x: 10, y: 12))
      #expect(view.placeholderLabel.frame.width == 170)
    }

    @Test func longPlaceholderWrapsToSeveralLines() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
      view.font = .systemFont(ofSize: 10)  // 5 points a character, 12 a line
      view.textContainer.lineFragmentPadding = 0
      view.placeholder = "Tell us what happened and when"  // 30 characters, 22 fit a line
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.numberOfLines == 0)
      #expect(view.placeholderLabel.frame.height == 24)
    }

    @Test func intrinsicSizeGrowsForAMultiLinePlaceholderAndShrinksWhenTyping() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
      view.isScrollEnabled = false
      view.font = .systemFont(ofSize: 10)
      view.textContainer.lineFragmentPadding = 0
      #expect(view.intrinsicContentSize.height == CGFloat(12 + 16))
      view.placeholder = "one two three four five six seven eight nine ten"
      // 48 characters at 22 a line: 3 lines of 12 points, plus 8 + 8 inset.
      #expect(view.intrinsicContentSize.height == CGFloat(36 + 16))
      #expect(view.sizeThatFits(CGSize(width: 110, height: 0)).height == CGFloat(36 + 16))
      type("ok", into: view)
      #expect(view.intrinsicContentSize.height == CGFloat(12 + 16))
    }

    @Test func scrollingViewKeepsNoIntrinsicHeight() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
      view.placeholder = "one two three four five six seven eight nine ten"
      #expect(view.intrinsicContentSize.height == UITextView.noIntrinsicMetric)
    }

    @Test func placeholderChangesInvalidateTheIntrinsicSize() {
      let view = PlaceholderTextView(frame: .zero)
      let before = view.intrinsicContentSizeInvalidations
      view.placeholder = "A"
      view.font = .systemFont(ofSize: 30)
      view.textContainerInset = .zero
      type("x", into: view)
      #expect(view.intrinsicContentSizeInvalidations >= before + 4)
    }

    // MARK: - Widths a layout pass really gives

    @Test func zeroWidthViewMeasuresThePlaceholderOnOneLine() {
      // A view created with .zero before Auto Layout gives it a width: the placeholder is measured
      // unbounded (.greatestFiniteMagnitude), which must not overflow the measuring model.
      let view = PlaceholderTextView(frame: .zero)
      view.isScrollEnabled = false
      view.font = .systemFont(ofSize: 10)
      view.placeholder = "one two three four five six seven eight nine ten"
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.height == 12)
      #expect(view.intrinsicContentSize.height == CGFloat(12 + 16))
      #expect(view.sizeThatFits(.zero).height == CGFloat(12 + 16))
    }

    @Test(arguments: [CGFloat.greatestFiniteMagnitude, 1e30, .infinity])
    func hugeWidthIsUnbounded(width: CGFloat) {
      let view = PlaceholderTextView(frame: .zero)
      view.font = .systemFont(ofSize: 10)
      view.placeholder = "one two three four five six seven eight nine ten"
      let unbounded = CGSize(width: width, height: .greatestFiniteMagnitude)
      #expect(view.sizeThatFits(unbounded).height == CGFloat(12 + 16))
      view.text = "a text of several words that would wrap on a narrow view"
      #expect(view.sizeThatFits(unbounded).height == CGFloat(12 + 16))
      #expect(view.placeholderLabel.sizeThatFits(unbounded).height == 12)
    }

    // MARK: - Intrinsic size at layout

    @Test func widthArrivingAtLayoutInvalidatesTheIntrinsicSize() {
      let view = PlaceholderTextView(frame: .zero)
      view.isScrollEnabled = false
      view.font = .systemFont(ofSize: 10)
      view.textContainer.lineFragmentPadding = 0
      view.placeholder = "one two three four five six seven eight nine ten"
      view.layoutIfNeeded()
      #expect(view.intrinsicContentSize.height == CGFloat(12 + 16))
      let before = view.intrinsicContentSizeInvalidations
      view.frame = CGRect(x: 0, y: 0, width: 110, height: 40)
      view.layoutIfNeeded()
      // 48 characters at 22 a line: the placeholder grew to three lines, so Auto Layout must ask again.
      #expect(view.placeholderLabel.frame.height == 36)
      #expect(view.intrinsicContentSizeInvalidations == before + 1)
      #expect(view.intrinsicContentSize.height == CGFloat(36 + 16))
      // The same size at the next layout asks nothing.
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.intrinsicContentSizeInvalidations == before + 1)
    }

    @Test func restyleAtLayoutDoesNotInvalidateFromInsideLayout() {
      // Invalidating from layoutSubviews comes too late for a self-sizing cell: a
      // direction change picked up at layout restyles the label and leaves the height alone.
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.placeholder = "Hello"
      view.layoutIfNeeded()
      let before = view.intrinsicContentSizeInvalidations
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft  // picked up only at layout
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == .right)
      #expect(view.intrinsicContentSizeInvalidations == before)
    }

    @Test func hiddenPlaceholderIsNotMeasuredAndIsMeasuredAgainWhenItShows() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
      view.font = .systemFont(ofSize: 10)
      view.textContainer.lineFragmentPadding = 0
      view.placeholder = "one two three four five six seven eight nine ten"
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.height == 36)
      view.text = "typed"
      view.frame = CGRect(x: 0, y: 0, width: 500, height: 40)
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.width == 110)  // not measured while hidden
      view.text = ""
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.width == 500)
      #expect(view.placeholderLabel.frame.height == 12)
    }

    // MARK: - Attributed placeholder

    @Test func attributedPlaceholderKeepsItsOwnStyleWhenTheViewsStyleChanges() {
      // UILabel restyles all of its attributed text when its font or alignment is set (the headless
      // label does the same); the view gives the placeholder back its own attributes after that.
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let small = UIFont(name: "Avenir", pointSize: 9)
      view.attributedPlaceholder = NSAttributedString(
        string: "Optional",
        attributes: [.headlessFont: small, .headlessAlignment: NSTextAlignment.center])
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.font == small)
      #expect(view.placeholderLabel.textAlignment == .center)
      view.font = .systemFont(ofSize: 30)
      #expect(view.placeholderLabel.font == small)
      // A right-to-left layout restyles the label's alignment at layout, not in a setter.
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == .center)
      #expect(view.placeholderLabel.font == small)
    }

    @Test func plainPlaceholderAfterAStyledOneTakesTheViewsStyleAgain() {
      // A UILabel given attributed text takes its font and alignment from the first character and
      // keeps them for plain text set later (a rotation going from a styled item to a plain one).
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.font = .systemFont(ofSize: 20)
      view.attributedPlaceholder = NSAttributedString(
        string: "Walking",
        attributes: [
          .headlessFont: UIFont(name: "Avenir", pointSize: 9),
          .headlessAlignment: NSTextAlignment.center,
        ])
      view.placeholder = "Cycling"
      #expect(view.placeholderLabel.font == .systemFont(ofSize: 20))
      #expect(view.placeholderLabel.textAlignment == .left)
    }

    @Test func attributedPlaceholderWithoutStyleTakesTheViews() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      view.attributedPlaceholder = NSAttributedString(string: "Optional")
      view.font = .systemFont(ofSize: 30)
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft
      view.setNeedsLayout()
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.font == .systemFont(ofSize: 30))
      #expect(view.placeholderLabel.textAlignment == .right)
    }

    /// Reported against peer placeholder libraries: the wrong font when the font is set after the placeholder.
    @Test func wrongFontWhenFontIsSetAfterThePlaceholder() {
      let view = PlaceholderTextView(frame: .zero)
      view.placeholder = "Comment"
      view.font = .systemFont(ofSize: 24)
      #expect(view.placeholderLabel.font == .systemFont(ofSize: 24))
    }

    /// Reported against peer placeholder libraries: the wrong alignment when the alignment is set after the placeholder.
    @Test func wrongAlignmentWhenAlignmentIsSetAfterThePlaceholder() {
      let view = PlaceholderTextView(frame: .zero)
      view.placeholder = "Comment"
      view.textAlignment = .center
      #expect(view.placeholderLabel.textAlignment == .center)
    }

    /// Reported against peer placeholder libraries: a right-to-left placeholder is left-aligned.
    @Test func rightToLeftPlaceholderIsLeftAligned() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft
      view.placeholder = "اكتب تعليقا"
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.textAlignment == .right)
    }

    /// Reported against peer placeholder libraries: a multi-line placeholder is cut off.
    @Test func multiLinePlaceholderIsCutOff() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      view.isScrollEnabled = false
      view.font = .systemFont(ofSize: 10)
      view.placeholder = "A placeholder long enough to need three lines here"
      view.layoutIfNeeded()
      let lines = view.placeholderLabel.frame.height / UIFont.systemFont(ofSize: 10).lineHeight
      #expect(lines >= 3)
      #expect(view.intrinsicContentSize.height >= view.placeholderLabel.frame.maxY)
    }

    /// Reported against peer placeholder libraries: the placeholder ignores the text container inset and padding.
    @Test func placeholderIgnoresTextContainerInsetAndPadding() {
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
      view.placeholder = "Comment"
      view.textContainerInset = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
      view.textContainer.lineFragmentPadding = 2
      view.layoutIfNeeded()
      #expect(view.placeholderLabel.frame.minX == 18)
      #expect(view.placeholderLabel.frame.minY == 20)
    }

    /// Reported against peer placeholder libraries: a hard-coded grey instead of the dynamic placeholder colour.
    @Test func hardCodedGreyInsteadOfTheDynamicPlaceholderColour() {
      // A fixed grey is unreadable in dark mode; the default is the system colour.
      #expect(PlaceholderTextView(frame: .zero).placeholderLabel.textColor == .placeholderText)
    }
  }
#endif
