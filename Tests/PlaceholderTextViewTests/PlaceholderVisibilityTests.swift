import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlaceholderTextView

/// The placeholder is visible exactly while the text is empty, however the text changes.
@MainActor
struct PlaceholderVisibilityTests {
  let view = PlaceholderTextView(frame: .zero)

  @Test func visibleWhileEmpty() {
    view.placeholder = "Write something"
    #expect(view.isShowingPlaceholder)
    #expect(view.placeholderLabel.text == "Write something")
  }

  @Test func typingHidesAndBackspaceShowsAgain() {
    view.placeholder = "Write something"
    type("H", into: view)
    #expect(!view.isShowingPlaceholder)
    view.insertText("i")
    #expect(!view.isShowingPlaceholder)
    view.deleteBackward()
    #expect(!view.isShowingPlaceholder)
    view.deleteBackward()
    #expect(view.isShowingPlaceholder)
    view.deleteBackward()  // backspace on empty changes nothing
    #expect(view.isShowingPlaceholder)
  }

  @Test func programmaticTextSetHidesAndClearingShows() {
    view.placeholder = "Write something"
    view.text = "Loaded from a draft"
    #expect(!view.isShowingPlaceholder)
    view.text = ""
    #expect(view.isShowingPlaceholder)
    view.text = "Again"
    view.text = nil
    #expect(view.text == "")
    #expect(view.isShowingPlaceholder)
  }

  @Test func programmaticAttributedTextSetHidesAndClearingShows() {
    view.placeholder = "Write something"
    view.attributedText = NSAttributedString(string: "Styled")
    #expect(!view.isShowingPlaceholder)
    #expect(view.text == "Styled")
    view.attributedText = NSAttributedString(string: "")
    #expect(view.isShowingPlaceholder)
  }

  @Test func textSetInsideTheInitialSetupIsHonoured() {
    view.text = "Prefilled"
    view.placeholder = "Set afterwards"
    #expect(!view.isShowingPlaceholder)
  }

  @Test func attributedPlaceholderReplacesPlainAndBack() {
    view.placeholder = "Plain"
    view.attributedPlaceholder = NSAttributedString(string: "Styled")
    #expect(view.placeholder == "Styled")
    #expect(view.placeholderLabel.attributedText?.string == "Styled")
    view.placeholder = "Plain again"
    #expect(view.attributedPlaceholder == nil)
    #expect(view.placeholderLabel.text == "Plain again")
    view.attributedPlaceholder = nil
    #expect(view.placeholder == nil)
  }

  @Test func attributedPlaceholderIsCopied() {
    let source = NSMutableAttributedString(string: "Before")
    view.attributedPlaceholder = source
    source.mutableString.setString("After")
    #expect(view.placeholder == "Before")
  }

  @Test func typingInAnotherViewDoesNotAffectThisOne() {
    let other = PlaceholderTextView(frame: .zero)
    view.placeholder = "Mine"
    type("x", into: other)
    #expect(view.isShowingPlaceholder)
    #expect(!other.isShowingPlaceholder)
  }

  // MARK: - Edits through the text storage

  @Test func editsThroughTheTextStorageUpdateThePlaceholderAndTheState() async {
    // Like UIKit, editing `textStorage` directly runs no setter and posts no text-did-change
    // notification, only the storage's did-process-editing one.
    view.placeholder = "Write something"
    let send = Badge()
    view.setValue(0.3, for: \.alpha, of: send, when: .containing(PlaceholderTextView.empty))
    view.textStorage.append(NSAttributedString(string: "Pasted by an extension"))
    #expect(await settle { !view.isShowingPlaceholder })
    #expect(view.lastAppliedState == [])
    #expect(send.alpha == 1)
    view.textStorage.deleteCharacters(in: NSRange(location: 0, length: view.textStorage.length))
    #expect(await settle { view.isShowingPlaceholder })
    #expect(send.alpha == 0.3)
  }

  @Test func batchedStorageEditsAreHandledAfterTheBatch() async {
    view.placeholder = "Write something"
    view.textStorage.beginEditing()
    view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "draft")
    view.textStorage.deleteCharacters(in: NSRange(location: 0, length: 5))
    view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "final")
    view.textStorage.endEditing()
    #expect(await settle { !view.isShowingPlaceholder })
    #expect(view.text == "final")
  }

  @Test func storageEditsOfAnotherViewDoNotAffectThisOne() async {
    let other = PlaceholderTextView(frame: .zero)
    other.textStorage.append(NSAttributedString(string: "x"))
    #expect(await settle { !other.isShowingPlaceholder })
    #expect(view.isShowingPlaceholder)
  }

  /// Reported against peer placeholder libraries: the placeholder stays visible when the text is set in code.
  @Test func placeholderStaysVisibleWhenTextIsSetInCode() {
    // Libraries that only observe textDidChangeNotification miss `text =`.
    view.placeholder = "Comment"
    view.text = "Restored after relaunch"
    #expect(!view.isShowingPlaceholder)
  }

  /// Reported against peer placeholder libraries: the placeholder overlaps text set through `attributedText`.
  @Test func placeholderOverlapsTextSetThroughAttributedText() {
    view.placeholder = "Comment"
    view.attributedText = NSAttributedString(string: "Rich")
    #expect(!view.isShowingPlaceholder)
  }

  /// Reported against peer placeholder libraries: the placeholder stays hidden after the text is cleared in code.
  @Test func placeholderStaysHiddenAfterClearingTextInCode() {
    // A "Send" button that clears the field must bring the placeholder back.
    view.placeholder = "Message"
    type("Hello", into: view)
    view.text = ""
    #expect(view.isShowingPlaceholder)
  }

  /// Reported against peer placeholder libraries (why text set in code goes unseen): only typing posts the notification.
  @Test func typingPostsTheNotificationButCodeDoesNot() {
    // The UIKit behaviour behind placeholderStaysVisibleWhenTextIsSetInCode, kept by the headless base.
    var posts = 0
    let proxy = NotificationProxy()
    proxy.addObserver(forName: UITextView.textDidChangeNotification, object: view, queue: nil) {
      _ in MainActor.assumeIsolated { posts += 1 }
    }
    view.text = "code"
    #expect(posts == 0)
    type("!", into: view)
    #expect(posts == 1)
  }

  /// Reported against peer placeholder libraries: observers outlive the view and crash when a notification reaches it.
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
}
