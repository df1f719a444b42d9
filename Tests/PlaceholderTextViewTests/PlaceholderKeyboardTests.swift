import Foundation
import PlaceholderTextView
import QuickControl
import Testing

#if !QUICKCONTROL_UIKIT

  /// `keepsClearOfKeyboard`: the cookbook's scenario in one line.
  ///
  /// The view's keeper observes the default center, so these tests run one at a time
  /// (no other suite posts keyboard notifications there).
  @MainActor
  @Suite(.serialized)
  struct PlaceholderKeyboardTests {
    let screen = UIScreen.main.bounds

    @Test func oneLineKeepsTheTextClearAndRestoresTheInset() {
      let view = PlaceholderTextView(frame: screen)
      view.contentInset.bottom = 4
      view.keepsClearOfKeyboard = true
      #expect(view.keyboardInsets?.scrollView === view)
      view.becomeFirstResponder()
      UIResponder.simulateKeyboardWillChangeFrame(
        to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
      #expect(view.contentInset.bottom == 340)
      #expect(view.verticalScrollIndicatorInsets.bottom == 336)
      #expect(view.scrolledToVisibleRects.count == 1, "the caret is kept in view")
      UIResponder.simulateKeyboardWillHide()
      #expect(view.contentInset.bottom == 4)
    }

    @Test func theViewsKeeperAndTheScreensOnOneViewGiveTheInsetBack() {
      // README offers a keeper for any scroll view; the text view has its own: both on one view.
      let view = PlaceholderTextView(frame: screen)
      view.keepsClearOfKeyboard = true
      let screensKeeper = KeyboardInsetKeeper(scrollView: view)
      let keyboard = CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336)
      UIResponder.simulateKeyboardWillChangeFrame(to: keyboard)
      #expect(view.contentInset.bottom == 336, "the overlap once (it was 1008)")
      UIResponder.simulateKeyboardWillHide()
      #expect(view.contentInset.bottom == 0, "no inset left behind (it was 672)")
      withExtendedLifetime(screensKeeper) {}
    }

    @Test func turningItOffWhileShownGivesTheInsetBack() {
      let view = PlaceholderTextView(frame: screen)
      view.keepsClearOfKeyboard = true
      UIResponder.simulateKeyboardWillChangeFrame(
        to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
      #expect(view.contentInset.bottom == 336)
      view.keepsClearOfKeyboard = false
      #expect(view.contentInset.bottom == 0)
      #expect(view.keyboardInsets == nil)
      UIResponder.simulateKeyboardWillHide()
    }

    @Test func growingAndMovingWhileTheKeyboardIsUpMovesTheInsetWithIt() {
      // A one-line comment field just above the keyboard's top (508), growing with its text.
      let view = PlaceholderTextView(frame: CGRect(x: 0, y: 470, width: screen.width, height: 28))
      view.font = .systemFont(ofSize: 10)  // a line is 12 points; the insets add 16
      view.minimumNumberOfLines = 1
      view.maximumNumberOfLines = 10
      view.heightDidChange = { [unowned view] in view.frame.size.height = $0 }
      view.keepsClearOfKeyboard = true
      UIResponder.simulateKeyboardWillChangeFrame(
        to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336))
      #expect(view.contentInset.bottom == 0)
      // Three lines: 52 points tall, its bottom 14 points under the keyboard's top.
      type("one\ntwo\nthree", into: view)
      #expect(view.frame.height == 52)
      #expect(view.contentInset.bottom == 14)
      // The app moves it down: 10 points more are covered; further down, all of it.
      view.frame.origin.y += 10
      #expect(view.contentInset.bottom == 24)
      view.frame.origin.y += 100
      #expect(view.contentInset.bottom == 52)
      // Back to one line, back up: nothing covered.
      view.text = "one"
      view.frame.origin.y = 470
      #expect(view.frame.height == 28)
      #expect(view.contentInset.bottom == 0)
      UIResponder.simulateKeyboardWillHide()
      #expect(view.contentInset.bottom == 0)
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
#endif
