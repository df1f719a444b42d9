import Foundation
import Testing

@testable import QuickControl

#if !QUICKCONTROL_UIKIT

  /// A rotation or a frame change while the keyboard is shown, and the app changing its own inset
  /// while the keyboard is up: the keeper follows them by itself, without a keyboard notification or `update()`.
  @MainActor
  struct KeyboardLayoutChangeTests {
    /// Each test posts to its own center, so parallel tests never see each other's keyboard.
    let center = NotificationCenter()
    let portrait = UIScreen.main.bounds
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

    /// The docked keyboard of `screen`, `height` tall.
    func keyboard(on screen: CGRect, height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    }

    func show(_ frame: CGRect) {
      UIResponder.simulateKeyboardWillChangeFrame(to: frame, center: center)
    }

    /// The screen turns to `screen` with a keyboard `height` tall: `layoutFirst` is laid out before the
    /// keyboard's notification, `notificationFirst` after it.
    func turn(
      to screen: CGRect, keyboardHeight height: CGFloat, layoutFirst: UIScrollView,
      notificationFirst: UIScrollView
    ) {
      layoutFirst.screenBounds = screen
      notificationFirst.screenBounds = screen
      layoutFirst.frame = screen
      show(keyboard(on: screen, height: height))
      notificationFirst.frame = screen
    }

    @Test func appSettingItsInsetWhileTheKeyboardIsUpGetsTheOverlapAddedAndBackExactly() {
      let scrollView = UIScrollView(frame: portrait)
      scrollView.contentInset.bottom = 10
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show(keyboard(on: portrait, height: 336))
      #expect(scrollView.contentInset.bottom == 346)
      // The app sets its own insets, unaware of the keyboard, and calls nothing.
      scrollView.contentInset.bottom = 20
      #expect(scrollView.contentInset.bottom == 356)
      scrollView.verticalScrollIndicatorInsets.bottom = 4
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 340)
      // A whole new struct with the top changed only: the bottom stays the app's 20 plus the overlap.
      scrollView.contentInset = UIEdgeInsets(
        top: 30, left: 0, bottom: scrollView.contentInset.bottom, right: 0)
      #expect(scrollView.contentInset.bottom == 356)
      #expect(scrollView.contentInset.top == 30)
      UIResponder.simulateKeyboardWillHide(center: center)
      #expect(scrollView.contentInset.bottom == 20)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 4)
      // Hidden, the app's inset is its own and nothing is observed.
      scrollView.contentInset.bottom = 0
      #expect(scrollView.contentInset.bottom == 0)
      #expect(scrollView.layoutObservationCount == 0)
      withExtendedLifetime(keeper) {}
    }

    @Test func frameChangeWhileShownIsFollowedWithoutUpdate() {
      let scrollView = UIScrollView(frame: portrait)
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      var coverage: [Bool] = []
      let token = keeper.observeCoverage { coverage.append($0) }
      show(keyboard(on: portrait, height: 336))
      #expect(scrollView.contentInset.bottom == 336)
      // A layout shrinks the scroll view: its bottom 100 points above the screen's.
      scrollView.frame.size.height = portrait.height - 100
      #expect(scrollView.contentInset.bottom == 236)
      // It moves up until it ends above the keyboard: no overlap, not covered.
      scrollView.frame.origin.y = -250
      #expect(scrollView.contentInset.bottom == 0)
      #expect(!keeper.isKeyboardCovering)
      // And back.
      scrollView.frame = portrait
      #expect(scrollView.contentInset.bottom == 336)
      #expect(coverage == [true, false, true])
      token.cancel()
    }

    @Test func rotationWithTheKeyboardUpFollowsTheNewScreenInEitherOrder() {
      // The layout first, then the keyboard's notification for the landscape keyboard.
      let first = UIScrollView(frame: portrait)
      let firstKeeper = KeyboardInsetKeeper(scrollView: first, center: center)
      // The keyboard's notification first, then the layout.
      let second = UIScrollView(frame: portrait)
      second.contentInset.bottom = 6
      let secondKeeper = KeyboardInsetKeeper(scrollView: second, center: center)
      show(keyboard(on: portrait, height: 336))
      #expect(first.contentInset.bottom == 336)
      #expect(second.contentInset.bottom == 342)

      turn(to: landscape, keyboardHeight: 209, layoutFirst: first, notificationFirst: second)
      #expect(first.contentInset.bottom == 209)
      #expect(second.contentInset.bottom == 215)
      #expect(firstKeeper.keyboard?.screenBounds == landscape)

      // Back to portrait, the other way round for each.
      turn(to: portrait, keyboardHeight: 336, layoutFirst: second, notificationFirst: first)
      #expect(first.contentInset.bottom == 336)
      #expect(second.contentInset.bottom == 342)
      UIResponder.simulateKeyboardWillHide(center: center)
      #expect(first.contentInset.bottom == 0)
      #expect(second.contentInset.bottom == 6)
      withExtendedLifetime((firstKeeper, secondKeeper)) {}
    }

    @Test func keeperGoneWhileShownLeavesNoObservationOnTheScrollView() {
      let scrollView = UIScrollView(frame: portrait)
      var keeper: KeyboardInsetKeeper? = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show(keyboard(on: portrait, height: 336))
      #expect(scrollView.layoutObservationCount == 1)
      #expect(keeper?.isKeyboardCovering == true)
      keeper = nil
      #expect(scrollView.layoutObservationCount == 0)
      // The inset the keeper added stays (see stop()); the app's next inset is simply its own.
      scrollView.contentInset.bottom = 8
      #expect(scrollView.contentInset.bottom == 8)
    }
  }
#endif
