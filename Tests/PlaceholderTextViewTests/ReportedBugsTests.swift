import Foundation
import QuickControl
import Testing

@testable import PlaceholderTextView

/// Bugs users of KMPlaceholderTextView, UITextView+Placeholder, GrowingTextView,
/// SZTextView and RSKPlaceholderTextView keep reporting, each pinned down here.
@MainActor
struct ReportedBugsTests {
  let view = PlaceholderTextView(frame: .zero)

  @Test func placeholderStaysVisibleWhenTextIsSetInCode() {
    // Libraries that only observe textDidChangeNotification miss `text =`.
    view.placeholder = "Comment"
    view.text = "Restored after relaunch"
    #expect(!view.isShowingPlaceholder)
  }

  @Test func placeholderOverlapsTextSetThroughAttributedText() {
    view.placeholder = "Comment"
    view.attributedText = NSAttributedString(string: "Rich")
    #expect(!view.isShowingPlaceholder)
  }

  @Test func placeholderStaysHiddenAfterClearingTextInCode() {
    // A "Send" button that clears the field must bring the placeholder back.
    view.placeholder = "Message"
    type("Hello", into: view)
    view.text = ""
    #expect(view.isShowingPlaceholder)
  }

  @Test func wrongFontWhenFontIsSetAfterThePlaceholder() {
    view.placeholder = "Comment"
    view.font = .systemFont(ofSize: 24)
    #expect(view.placeholderLabel.font == .systemFont(ofSize: 24))
  }

  @Test func wrongAlignmentWhenAlignmentIsSetAfterThePlaceholder() {
    view.placeholder = "Comment"
    view.textAlignment = .center
    #expect(view.placeholderLabel.textAlignment == .center)
  }

  @Test func rightToLeftPlaceholderIsLeftAligned() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    view.effectiveUserInterfaceLayoutDirection = .rightToLeft
    view.placeholder = "اكتب تعليقا"
    view.layoutIfNeeded()
    #expect(view.placeholderLabel.textAlignment == .right)
  }

  @Test func multiLinePlaceholderIsCutOff() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 10)
    view.placeholder = "A placeholder long enough to need three lines here"
    view.layoutIfNeeded()
    let lines = view.placeholderLabel.frame.height / QUICFont.systemFont(ofSize: 10).lineHeight
    #expect(lines >= 3)
    #expect(view.intrinsicContentSize.height >= view.placeholderLabel.frame.maxY)
  }

  @Test func placeholderIgnoresTextContainerInsetAndPadding() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    view.placeholder = "Comment"
    view.textContainerInset = QUICEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    view.textContainer.lineFragmentPadding = 2
    view.layoutIfNeeded()
    #expect(view.placeholderLabel.frame.minX == 18)
    #expect(view.placeholderLabel.frame.minY == 20)
  }

  @Test func hardCodedGreyInsteadOfTheDynamicPlaceholderColour() {
    // A fixed grey is unreadable in dark mode; the default is the system colour.
    #expect(PlaceholderTextView(frame: .zero).placeholderLabel.textColor == .placeholderText)
  }

  @Test func voiceOverReadsNothingForAnEmptyView() {
    view.placeholder = "Search"
    #expect(view.accessibilityLabel == "Search")
    #expect(view.accessibilityValue == "", "the placeholder is never mistaken for typed text")
  }

  @Test func observersGoAwayWithTheViewInsteadOfOutlivingIt() {
    // Libraries that forget removeObserver crash when a notification reaches a dead view.
    // Here the view owns a NotificationProxy; nothing retains the view (the blocks hold it
    // weakly), so it goes away, the proxy with it, and the proxy's deinit removes the
    // observations (NotificationProxyTests prove that no block runs after that).
    var view: PlaceholderTextView? = PlaceholderTextView(frame: .zero)
    view?.placeholder = "Comment"
    weak let weakView = view
    weak let weakProxy = view?.notifications
    // Typing and text-storage edits.
    #expect(view?.notifications.observationCount == 2)
    view = nil
    #expect(weakView == nil)
    #expect(weakProxy == nil)
  }

  @Test func rotationWipesTheAppsStyledPlaceholder() {
    // Setting `placeholder` on a UITextField drops its styled `attributedPlaceholder`; a rotation
    // of plain strings takes the existing one's attributes instead (the logic the UITextField
    // host uses, on any platform).
    let key = NSAttributedString.Key("app.style")
    let styled = NSAttributedString(string: "Search", attributes: [key: "bold"])
    let next = PlaceholderText.attributed("Running", styledLike: styled)
    #expect(next?.string == "Running")
    #expect(next?.attribute(key, at: 0, effectiveRange: nil) as? String == "bold")
    let size = NSAttributedString.Key("app.size")
    let sized = NSAttributedString(string: "Search", attributes: [key: "bold", size: 9])
    let unsized = PlaceholderText.attributed("Walking", styledLike: sized, excluding: [size])
    #expect(unsized?.attribute(key, at: 0, effectiveRange: nil) as? String == "bold")
    #expect(
      unsized?.attribute(size, at: 0, effectiveRange: nil) == nil, "an excluded attribute is not copied")
    #expect(PlaceholderText.attributed("Running", styledLike: nil) == nil)
    #expect(PlaceholderText.attributed("Running", styledLike: NSAttributedString(string: "")) == nil)
  }

  @Test func typingPostsTheNotificationButCodeDoesNot() {
    // The UIKit behaviour behind the first bug, kept by the headless base.
    var posts = 0
    let proxy = NotificationProxy()
    proxy.addObserver(forName: QUICTextViewBase.textDidChangeNotification, object: view, queue: nil) {
      _ in MainActor.assumeIsolated { posts += 1 }
    }
    view.text = "code"
    #expect(posts == 0)
    type("!", into: view)
    #expect(posts == 1)
  }
}
