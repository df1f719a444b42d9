import Foundation
import PlaceholderTextView
import Testing

/// The placeholder follows the view's font, alignment, insets and padding, wraps, and sizes the view.
@MainActor
struct PlaceholderAppearanceTests {
  @Test func defaultColourIsTheSystemPlaceholderColour() {
    let view = PlaceholderTextView(frame: .zero)
    #expect(view.placeholderColor == .placeholderText)
    #expect(view.placeholderLabel.textColor == .placeholderText)
    view.placeholderColor = QUICColor(name: "red")
    #expect(view.placeholderLabel.textColor == QUICColor(name: "red"))
  }

  @Test func withoutAFontThePlaceholderUsesTheTextViewDefault() {
    let view = PlaceholderTextView(frame: .zero)
    #expect(view.placeholderLabel.font == .systemFont(ofSize: 12))
  }

  @Test(arguments: [true, false])
  func fontFollowsWhetherSetBeforeOrAfterThePlaceholder(fontFirst: Bool) {
    let view = PlaceholderTextView(frame: .zero)
    let font = QUICFont(name: "Avenir", pointSize: 21)
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
    view.font = QUICFont(name: "Avenir", pointSize: 30)
    #expect(view.placeholderLabel.font.pointSize == 30)
    #expect(view.placeholderLabel.attributedText?.string == "Hello")
  }

  @Test func dynamicTypeSettingIsMirrored() {
    let view = PlaceholderTextView(frame: .zero)
    view.adjustsFontForContentSizeCategory = true
    #expect(view.placeholderLabel.adjustsFontForContentSizeCategory)
  }

  @Test(arguments: [
    (QUICTextAlignment.natural, QUICLayoutDirection.leftToRight, QUICTextAlignment.left),
    (.natural, .rightToLeft, .right),
    (.center, .rightToLeft, .center),
    (.right, .leftToRight, .right),
    (.left, .rightToLeft, .left),
  ])
  func alignmentFollowsIncludingNaturalInRightToLeft(
    alignment: QUICTextAlignment, direction: QUICLayoutDirection, expected: QUICTextAlignment
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

    view.textContainerInset = QUICEdgeInsets(top: 12, left: 10, bottom: 4, right: 20)
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
    #expect(view.intrinsicContentSize.height == QUICTextViewBase.noIntrinsicMetric)
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

  @Test func voiceOverReadsThePlaceholderAsValueWhileEmpty() {
    let view = PlaceholderTextView(frame: .zero)
    view.placeholder = "Your address"
    #expect(view.accessibilityValue == "Your address")
    #expect(!view.placeholderLabel.isAccessibilityElement)
    view.text = "1 Infinite Loop"
    #expect(view.accessibilityValue == "1 Infinite Loop")
    view.text = ""
    #expect(view.accessibilityValue == "Your address")
  }
}
