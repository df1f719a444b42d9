import Foundation
import QuickControl
import Testing

@testable import PlaceholderTextView

/// The label of a plain text view's placeholder (on UIKit a subview behind the text).
@MainActor
private func label(of view: UITextView) -> UILabel? {
  view.textViewPlaceholder(creating: false)?.label
}

/// A placeholder on any text view, not a subclass: `UITextView` is `UITextView` on UIKit and
/// `UITextView` here, with no placeholder code of its own.
@MainActor
struct TextViewPlaceholderTests {
  @Test func aTextViewHasNoPlaceholderUntilOneIsSet() {
    let view = UITextView(frame: .zero)
    #expect(view.placeholder == nil)
    #expect(view.attributedPlaceholder == nil)
    #expect(view.placeholderColor == .placeholderText)
    #expect(!view.isShowingPlaceholder)
    #expect(label(of: view) == nil)
  }

  @Test func placeholderShowsExactlyWhileTheTextIsEmpty() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.placeholder = "Comment"
    #expect(view.isShowingPlaceholder)
    #expect(label(of: view)?.text == "Comment")

    view.becomeFirstResponder()
    view.insertText("a")  // typing posts text-did-change
    #expect(!view.isShowingPlaceholder)
    view.deleteBackward()
    #expect(view.isShowingPlaceholder)

    view.text = "Set in code"  // posts nothing: the text storage's edit is seen
    #expect(!view.isShowingPlaceholder)
    view.text = ""
    #expect(view.isShowingPlaceholder)

    view.textStorage.append(NSAttributedString(string: "Pasted"))
    #expect(!view.isShowingPlaceholder)
    view.attributedText = NSAttributedString(string: "")
    #expect(view.isShowingPlaceholder)
  }

  @Test func aViewWithTextAtFirstHidesThePlaceholderAtOnce() {
    let view = UITextView(frame: .zero)
    view.text = "Already here"
    view.placeholder = "Comment"
    #expect(!view.isShowingPlaceholder)
  }

  @Test func attributedPlaceholderReplacesThePlainOneAndTheOtherWayRound() {
    let view = UITextView(frame: .zero)
    view.placeholder = "Plain"
    view.attributedPlaceholder = NSAttributedString(string: "Styled")
    #expect(view.placeholder == "Styled")
    #expect(label(of: view)?.attributedText?.string == "Styled")
    view.placeholder = "Plain again"
    #expect(view.attributedPlaceholder == nil)
    #expect(label(of: view)?.text == "Plain again")
  }

  #if !QUICKCONTROL_UIKIT
    @Test func colourFontAlignmentAndDynamicTypeFollowTheView() {
      let view = UITextView(frame: .zero)
      view.placeholder = "Comment"
      #expect(label(of: view)?.textColor == .placeholderText)
      view.placeholderColor = UIColor(name: "red")
      #expect(label(of: view)?.textColor == UIColor(name: "red"))

      #expect(label(of: view)?.font == .systemFont(ofSize: 12))
      view.font = .systemFont(ofSize: 30)
      #expect(label(of: view)?.font == .systemFont(ofSize: 30))
      view.adjustsFontForContentSizeCategory = true
      #expect(label(of: view)?.adjustsFontForContentSizeCategory == true)

      #expect(label(of: view)?.textAlignment == .left)
      view.effectiveUserInterfaceLayoutDirection = .rightToLeft  // natural: the leading edge
      #expect(label(of: view)?.textAlignment == .right)
      view.textAlignment = .center
      #expect(label(of: view)?.textAlignment == .center)
    }
  #endif

  @Test func voiceOverReadsThePlaceholderAsTheHintNeverAsText() {
    let view = UITextView(frame: .zero)
    view.placeholder = "Comment"
    #expect(view.accessibilityHint == "Comment")
    #expect(view.accessibilityValue == "")
    #expect(label(of: view)?.isAccessibilityElement == false)
    view.placeholder = "Notes"
    #expect(view.accessibilityHint == "Notes")

    view.accessibilityHint = "Visible to your team"  // the app's own hint wins from now on
    view.placeholder = "Later"
    #expect(view.accessibilityHint == "Visible to your team")
  }

  @Test func laidOutInsideTheInsetsAndPadding() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.placeholder = "Hi"
    // UITextView defaults: inset 8 top and bottom, padding 5.
    #expect(label(of: view)?.frame == CGRect(x: 5, y: 8, width: 190, height: 15))

    view.textContainerInset = UIEdgeInsets(top: 12, left: 10, bottom: 4, right: 20)
    #expect(label(of: view)?.frame.origin == CGPoint(x: 15, y: 12))
    view.textContainer.lineFragmentPadding = 0  // no setNeedsLayout() from the app
    #expect(label(of: view)?.frame == CGRect(x: 10, y: 12, width: 170, height: 15))
  }

  @Test func exclusionPathsMoveThePlaceholderAndTheirRemovalMovesItBack() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.textContainer.lineFragmentPadding = 0
    view.font = .systemFont(ofSize: 10)  // 5 points a character, 12 a line
    view.placeholder = "Hi"
    #expect(label(of: view)?.frame.origin == CGPoint(x: 0, y: 8))

    // An image in the top-left corner, 40 by 30: text starts to its right.
    view.textContainer.exclusionPaths = [CGRect(x: 0, y: 0, width: 40, height: 30)]
    #expect(label(of: view)?.frame == CGRect(x: 40, y: 8, width: 160, height: 12))

    // A banner across the first line: text starts on the next line.
    view.textContainer.exclusionPaths = [CGRect(x: 0, y: 0, width: 200, height: 12)]
    #expect(label(of: view)?.frame.origin == CGPoint(x: 0, y: 20))

    view.textContainer.exclusionPaths = []
    #expect(label(of: view)?.frame.origin == CGPoint(x: 0, y: 8))
  }

  @Test func aWrappedPlaceholderStaysClearOfAPathBesideItsLaterLines() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 100))
    view.textContainer.lineFragmentPadding = 0
    view.font = .systemFont(ofSize: 10)
    // A figure on the right, from the second line down.
    view.textContainer.exclusionPaths = [CGRect(x: 80, y: 12, width: 30, height: 40)]
    view.placeholder = "Tell us what happened and when"  // 30 characters
    let frame = label(of: view)?.frame
    #expect(frame?.maxX ?? .infinity <= 80)
    #expect(frame?.height == 36)  // 16 characters a line beside it: three lines
  }

  @Test func aNewWidthWrapsThePlaceholderAgain() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
    view.font = .systemFont(ofSize: 10)
    view.textContainer.lineFragmentPadding = 0
    view.placeholder = "Tell us what happened and when"  // 22 characters fit a line
    #expect(label(of: view)?.frame.height == 24)
    view.frame.size.width = 500  // as autoresizing lays it out on UIKit
    #expect(label(of: view)?.frame.height == 12)
    #expect(label(of: view)?.frame.width == 500)
  }

  @Test func thePlaceholderGoesAwayWithItsTextView() {
    var view: UITextView? = UITextView(frame: .zero)
    view?.placeholder = "Comment"
    weak let weakView = view
    weak let weakPlaceholder = view?.textViewPlaceholder(creating: false)
    weak let weakProxy = view?.textViewPlaceholder(creating: false)?.notifications
    // Typing and text-storage edits, through the proxy.
    #expect(view?.textViewPlaceholder(creating: false)?.notifications.observationCount == 2)
    view = nil
    #expect(weakView == nil)
    #expect(weakPlaceholder == nil)
    #expect(weakProxy == nil)
  }

  @Test func otherTextViewsAreNotAffected() {
    let view = UITextView(frame: .zero)
    let other = UITextView(frame: .zero)
    view.placeholder = "Comment"
    other.placeholder = "Other"
    view.text = "typed"
    #expect(!view.isShowingPlaceholder)
    #expect(other.isShowingPlaceholder)
  }
}

/// `PlaceholderTextView` shares the one implementation: the extension's properties are its own.
@MainActor
struct SharedPlaceholderTests {
  @Test func theSubclassPlaceholderIsTheTextViewPlaceholder() {
    let view = PlaceholderTextView(frame: .zero)
    let plain: UITextView = view
    plain.placeholder = "Through UITextView"
    #expect(view.placeholderLabel.text == "Through UITextView")
    #expect(label(of: plain) === view.placeholderLabel)
  }

  @Test func paddingAndExclusionPathChangesAreLaidOutWithoutAnAppCall() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.font = .systemFont(ofSize: 10)
    view.placeholder = "Hi"
    view.layoutIfNeeded()
    #expect(view.placeholderLabel.frame.origin == CGPoint(x: 5, y: 8))

    view.textContainer.lineFragmentPadding = 0
    view.layoutIfNeeded()  // the run loop's layout pass; the app asked for none
    #expect(view.placeholderLabel.frame.origin == CGPoint(x: 0, y: 8))

    view.textContainer.exclusionPaths = [CGRect(x: 0, y: 0, width: 40, height: 30)]
    view.layoutIfNeeded()
    #expect(view.placeholderLabel.frame == CGRect(x: 40, y: 8, width: 160, height: 12))
  }

  @Test func aPaddingChangeMeasuresAGrowingViewAgain() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 110, height: 40))
    view.font = .systemFont(ofSize: 10)
    view.minimumNumberOfLines = 1
    view.textContainer.lineFragmentPadding = 0
    view.placeholder = "Tell us what happened and when"  // 22 characters fit a line: two lines
    var heights: [CGFloat] = []
    view.heightDidChange = { heights.append($0) }
    view.textContainer.lineFragmentPadding = 20  // 14 characters a line: three lines
    #expect(heights == [3 * 12 + 16])
  }
}
