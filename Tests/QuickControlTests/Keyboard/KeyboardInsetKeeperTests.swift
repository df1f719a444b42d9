import Foundation
import Testing

@testable import QuickControl

#if !QUICKCONTROL_UIKIT

  /// The whole keyboard-avoidance flow, headless: notifications with UIKit's `userInfo` move a scroll view's insets.
  @MainActor
  struct KeyboardInsetKeeperTests {
    /// Each test posts to its own center, so parallel tests never see each other's keyboard.
    let center = NotificationCenter()
    let screen = UIScreen.main.bounds
    /// The scroll view under test, as large as the screen.
    let scrollView = UIScrollView(frame: UIScreen.main.bounds)

    var keyboard: CGRect { CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336) }

    func show(_ frame: CGRect? = nil, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true) {
      UIResponder.simulateKeyboardWillChangeFrame(
        to: frame ?? keyboard, duration: duration, curve: curve, isLocal: isLocal, center: center)
    }

    func hide() {
      UIResponder.simulateKeyboardWillHide(center: center)
    }

    @Test func insetsByTheOverlapAndRestoresTheAppsInsetExactly() {
      scrollView.contentInset.bottom = 12
      scrollView.verticalScrollIndicatorInsets.bottom = 5
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      #expect(scrollView.contentInset.bottom == 348)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 341)
      #expect(keeper.addedInset == 336)
      hide()
      #expect(scrollView.contentInset.bottom == 12)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 5)
      #expect(keeper.addedInset == 0)
    }

    @Test(arguments: [1, 2, 3])
    func keepersSharingAScrollViewInsetOnceAndGiveTheAppsInsetBack(keepers count: Int) {
      // A text view keeping itself clear and the screen's own keeper on the same view, say.
      scrollView.contentInset.bottom = 12
      scrollView.verticalScrollIndicatorInsets.bottom = 5
      let keepers = (0..<count).map { _ in KeyboardInsetKeeper(scrollView: scrollView, center: center) }
      for _ in 0..<3 {
        show()
        #expect(scrollView.contentInset.bottom == 348, "the overlap once, not once per keeper")
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 341)
        #expect(keepers.allSatisfy { $0.isKeyboardCovering })
        hide()
        #expect(scrollView.contentInset.bottom == 12)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 5)
      }
      // The app sets its own inset while shown: it alone comes back.
      show()
      scrollView.contentInset.bottom = 40
      #expect(scrollView.contentInset.bottom == 376)
      hide()
      #expect(scrollView.contentInset.bottom == 40)
      // One keeper stops while shown: the others keep the view clear; the app's inset comes back at the end.
      show()
      keepers[0].stop()
      #expect(scrollView.contentInset.bottom == (count > 1 ? 376 : 40))
      hide()
      #expect(scrollView.contentInset.bottom == 40)
      // The others are alive to the end (an optimised build may release them after their last use).
      withExtendedLifetime(keepers) {}
    }

    @Test func scrollViewEndingAboveTheKeyboardIsLeftAlone() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: screen.width, height: 300))
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      #expect(scrollView.contentInset.bottom == 0)
      #expect(!keeper.isKeyboardCovering)
    }

    @Test func safeAreaUnderTheScrollViewIsNotCountedTwice() {
      // A full-screen scroll view under a tab bar and the home indicator: UIKit already insets 83 points.
      scrollView.safeAreaInsets.bottom = 83
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      #expect(scrollView.contentInset.bottom == 253)
      #expect(scrollView.adjustedContentInset.bottom == 336)
      #expect(keeper.addedInset == 253)
    }

    @Test func floatingKeyboardAndShortcutBar() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      #expect(scrollView.contentInset.bottom == 336)
      // The keyboard undocks into a floating one: nothing to inset for.
      show(CGRect(x: 40, y: 400, width: 300, height: 250))
      #expect(scrollView.contentInset.bottom == 0)
      // A hardware keyboard: only the shortcut bar shows.
      show(CGRect(x: 0, y: screen.maxY - 55, width: screen.width, height: 55))
      #expect(scrollView.contentInset.bottom == 55)
      #expect(keeper.isKeyboardCovering)
    }

    @Test func frameChangeWhileShownAndRotation() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      // The predictive bar appears: a taller keyboard.
      show(CGRect(x: 0, y: screen.maxY - 380, width: screen.width, height: 380))
      #expect(scrollView.contentInset.bottom == 380)
      // The scroll view shrinks (a layout change, a rotation): update() uses the last keyboard.
      scrollView.frame.size.height = screen.height - 100
      keeper.update()
      #expect(scrollView.contentInset.bottom == 280)
      hide()
      #expect(scrollView.contentInset.bottom == 0)
      withExtendedLifetime(keeper) {}
    }

    @Test func appChangingItsInsetWhileTheKeyboardIsUpKeepsTheNewInset() {
      scrollView.contentInset.bottom = 10
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      #expect(scrollView.contentInset.bottom == 346)
      // The app sets its own inset, unaware of the keyboard.
      scrollView.contentInset.bottom = 20
      keeper.update()
      #expect(scrollView.contentInset.bottom == 356)
      show(CGRect(x: 0, y: screen.maxY - 300, width: screen.width, height: 300))
      #expect(scrollView.contentInset.bottom == 320)
      hide()
      #expect(scrollView.contentInset.bottom == 20)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 0)
      withExtendedLifetime(keeper) {}
    }

    @Test func animatesWithTheNotificationsDurationAndCurve() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show(duration: 0.4, curve: 3)
      #expect(keeper.lastAnimation?.duration == 0.4)
      #expect(keeper.lastAnimation?.curve == 3)
    }

    @Test func anotherAppsKeyboardIsInsetForButScrollsNothing() {
      let textView = FirstResponderScrollView(frame: screen)
      textView.contentSize.height = 2000
      let keeper = KeyboardInsetKeeper(scrollView: textView, center: center)
      show(isLocal: false)
      #expect(scrollViewInset(textView) == 336)
      #expect(keeper.keyboard?.isLocal == false)
      #expect(textView.scrolledToVisibleRects.isEmpty)
      // This app's keyboard: the caret (at the end of the content, headless) is scrolled into view.
      show()
      #expect(textView.scrolledToVisibleRects == [CGRect(x: 0, y: 1999, width: 1, height: 1)])
      withExtendedLifetime(keeper) {}
    }

    @Test func frameChangeWithoutAFrameIsIgnored() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      show()
      center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: ["junk": 1])
      center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: nil)
      #expect(scrollView.contentInset.bottom == 336)
      #expect(keeper.isKeyboardCovering)
    }

    @Test func hideWithoutAFrameStillRestoresTheAppsInset() {
      scrollView.contentInset.bottom = 12
      scrollView.verticalScrollIndicatorInsets.bottom = 5
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      var coverage: [Bool] = []
      let token = keeper.observeCoverage { coverage.append($0) }
      show()
      center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: nil)
      #expect(scrollView.contentInset.bottom == 12)
      #expect(scrollView.verticalScrollIndicatorInsets.bottom == 5)
      #expect(keeper.keyboard == nil)
      #expect(coverage == [true, false])
      // Without its end frame but with its animation: the hide is animated with it.
      show()
      center.post(
        name: UIResponder.keyboardWillHideNotification, object: nil,
        userInfo: [UIResponder.keyboardAnimationDurationUserInfoKey: 0.3])
      #expect(scrollView.contentInset.bottom == 12)
      #expect(keeper.lastAnimation?.duration == 0.3)
      token.cancel()
    }

    @Test func keeperGoneEndsItsObservationsAndRetainsNothing() {
      weak var weakKeeper: KeyboardInsetKeeper?
      do {
        let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
        weakKeeper = keeper
      }
      #expect(weakKeeper == nil)
      show()
      #expect(scrollView.contentInset.bottom == 0)
    }

    @Test func scrollViewGoneIsNotRetainedAndStopsTheObservations() {
      weak var weakScrollView: UIScrollView?
      var keeper: KeyboardInsetKeeper?
      do {
        let scrollView = UIScrollView(frame: screen)
        weakScrollView = scrollView
        keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      }
      #expect(weakScrollView == nil)
      show()
      #expect(keeper?.scrollView == nil)
      #expect(keeper?.isKeyboardCovering == false)
    }

    @Test func keyboardPresenceIsAStateOfAHost() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      let form = QUIckControl()
      let footer = Footer()
      let keyboardUp = HostState(ControlState(rawValue: 1 << 20))
      form.register(keyboardUp, whileKeyboardCovers: keeper)
      form.setValue(true, for: \.isHidden, of: footer, when: .containing(keyboardUp))
      #expect(!footer.isHidden)
      show()
      #expect(form.state.contains(keyboardUp))
      #expect(footer.isHidden)
      // A move that keeps it covered changes nothing; hiding applies the state again.
      show(CGRect(x: 0, y: screen.maxY - 300, width: screen.width, height: 300))
      #expect(footer.isHidden)
      hide()
      #expect(!form.state.contains(keyboardUp))
      #expect(!footer.isHidden)
      withExtendedLifetime(keeper) {}
    }

    @Test func hostGoneLeavesNoHandlerInTheKeeper() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      let keyboardUp = HostState(ControlState(rawValue: 1 << 20))
      let footer = Footer()
      weak var weakForm: QUIckControl?
      do {
        let form = QUIckControl()
        weakForm = form
        form.register(keyboardUp, whileKeyboardCovers: keeper)
        form.setValue(true, for: \.isHidden, of: footer, when: .containing(keyboardUp))
        #expect(keeper.coverageObserverCount == 1)
        show()
        #expect(footer.isHidden)
        hide()
      }
      #expect(weakForm == nil)
      #expect(keeper.coverageObserverCount == 0)
      // Another host still registers and follows the keyboard.
      let other = QUIckControl()
      other.register(keyboardUp, whileKeyboardCovers: keeper)
      #expect(keeper.coverageObservers.count == 1, "the dead host's entry is gone, not only its handler")
      show()
      #expect(other.state.contains(keyboardUp))
    }

    @Test func coverageObservationEndsWhenCancelled() {
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      var changes: [Bool] = []
      let token = keeper.observeCoverage { changes.append($0) }
      show()
      show(CGRect(x: 0, y: screen.maxY - 300, width: screen.width, height: 300))
      hide()
      token.cancel()
      show()
      #expect(changes == [true, false])
      withExtendedLifetime(keeper) {}
    }

    private func scrollViewInset(_ scrollView: UIScrollView) -> CGFloat {
      scrollView.contentInset.bottom
    }
  }

  /// A scroll view that is first responder, as a text view being edited.
  private final class FirstResponderScrollView: UIScrollView {
    override var isFirstResponder: Bool { true }
  }

  /// A target for per-state values.
  @MainActor
  private final class Footer {
    var isHidden = false
  }

  @MainActor
  struct KeyboardInsetKeeperStopTests {
    let center = NotificationCenter()

    @Test func stopRestoresTheAppsInsetAndEndsTheObservations() {
      let screen = UIScreen.main.bounds
      let scrollView = UIScrollView(frame: screen)
      scrollView.contentInset.bottom = 8
      let keeper = KeyboardInsetKeeper(scrollView: scrollView, center: center)
      UIResponder.simulateKeyboardWillChangeFrame(
        to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336), center: center)
      #expect(scrollView.contentInset.bottom == 344)
      keeper.stop()
      #expect(scrollView.contentInset.bottom == 8)
      #expect(!keeper.isKeyboardCovering)
      UIResponder.simulateKeyboardWillChangeFrame(
        to: CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336), center: center)
      #expect(scrollView.contentInset.bottom == 8)
    }
  }
#endif
