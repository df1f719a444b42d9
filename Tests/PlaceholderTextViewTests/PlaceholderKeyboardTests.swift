import Foundation
import PlaceholderTextView
import QuickControl
import Testing

/// `keepsClearOfKeyboard`: the cookbook's scenario in one line (issue 14.4).
///
/// The view's keeper observes the default center, so these tests run one at a time
/// (no other suite posts keyboard notifications there).
@MainActor
@Suite(.serialized)
struct PlaceholderKeyboardTests {
  let screen = QUICHeadlessKeyboard.screenBounds

  @Test func oneLineKeepsTheTextClearAndRestoresTheInset() {
    let view = PlaceholderTextView(frame: screen)
    view.contentInset.bottom = 4
    view.keepsClearOfKeyboard = true
    #expect(view.keyboardInsets?.scrollView === view)
    view.becomeFirstResponder()
    QUICHeadlessKeyboard.postWillChangeFrame(
      to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
    #expect(view.contentInset.bottom == 340)
    #expect(view.verticalScrollIndicatorInsets.bottom == 336)
    #expect(view.scrolledToVisibleRects.count == 1, "the caret is kept in view")
    QUICHeadlessKeyboard.postWillHide()
    #expect(view.contentInset.bottom == 4)
  }

  @Test func turningItOffWhileShownGivesTheInsetBack() {
    let view = PlaceholderTextView(frame: screen)
    view.keepsClearOfKeyboard = true
    QUICHeadlessKeyboard.postWillChangeFrame(
      to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
    #expect(view.contentInset.bottom == 336)
    view.keepsClearOfKeyboard = false
    #expect(view.contentInset.bottom == 0)
    #expect(view.keyboardInsets == nil)
    QUICHeadlessKeyboard.postWillHide()
  }

  @Test func viewGoesAwayWithItsKeeper() {
    var view: PlaceholderTextView? = PlaceholderTextView(frame: screen)
    view?.keepsClearOfKeyboard = true
    weak let weakView = view
    weak let weakKeeper = view?.keyboardInsets
    view = nil
    #expect(weakView == nil)
    #expect(weakKeeper == nil)
  }
}
