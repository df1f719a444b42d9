import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit

  /// UIKit's keyboard notifications, screen coordinates and animation, for ``KeyboardInsetKeeper``.
  @MainActor
  enum KeyboardPlatform {
    nonisolated static let willChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
    nonisolated static let willHideNotification = UIResponder.keyboardWillHideNotification

    /// The `userInfo` keys, read on the main actor (the SDK isolates them there).
    static var userInfoKeys: KeyboardUserInfoKeys {
      KeyboardUserInfoKeys(
        frameEnd: UIResponder.keyboardFrameEndUserInfoKey,
        animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
        animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
        isLocal: UIResponder.keyboardIsLocalUserInfoKey)
    }

    /// The end frame of a `userInfo`: an `NSValue` holding a `CGRect`.
    nonisolated static func frame(_ value: Any?) -> CGRect? {
      (value as? NSValue)?.cgRectValue
    }

    /// The bounds of the scroll view's screen; zero while it is in no window.
    static func screenBounds(of scrollView: UIScrollView) -> CGRect {
      scrollView.window?.screen.bounds ?? .zero
    }

    /// The scroll view's frame in its screen's coordinate space; `nil` while it is in no window.
    static func screenFrame(of scrollView: UIScrollView) -> CGRect? {
      guard let window = scrollView.window else { return nil }
      return scrollView.convert(scrollView.bounds, to: window.screen.coordinateSpace)
    }

    /// Key-value observes the scroll view's frame, bounds size, center (Auto Layout sets these) and insets.
    static func observeLayout(
      of scrollView: UIScrollView, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      // UIKit changes these properties on the main thread, which runs the handlers.
      [
        scrollView.observe(\.frame) { _, _ in MainActor.assumeIsolated { changed() } },
        scrollView.observe(\.center) { _, _ in MainActor.assumeIsolated { changed() } },
        // Scrolling moves the bounds' origin: only a new size counts.
        scrollView.observe(\.bounds, options: [.old, .new]) { _, change in
          guard change.oldValue?.size != change.newValue?.size else { return }
          MainActor.assumeIsolated { changed() }
        },
        scrollView.observe(\.contentInset) { _, _ in MainActor.assumeIsolated { changed() } },
        scrollView.observe(\.verticalScrollIndicatorInsets) { _, _ in
          MainActor.assumeIsolated { changed() }
        },
      ]
    }

    /// Runs `changes` in an animation with the keyboard's duration and curve.
    static func animate(duration: TimeInterval, curve: Int, _ changes: @escaping () -> Void) {
      guard duration > 0 else {
        changes()
        return
      }
      // A curve's raw value shifted by 16 is its animation option, also for the keyboard's private curve 7.
      let options = UIView.AnimationOptions(rawValue: UInt(max(0, curve)) << 16)
      UIView.animate(
        withDuration: duration, delay: 0, options: [options, .beginFromCurrentState, .allowUserInteraction],
        animations: changes)
    }

    /// Scrolls the caret of a text view, or the first responder inside the scroll view, into view.
    static func revealFirstResponder(in scrollView: UIScrollView) {
      if let textView = scrollView as? UITextView {
        if textView.isFirstResponder { textView.scrollRangeToVisible(textView.selectedRange) }
        return
      }
      guard let responder = firstResponder(in: scrollView) else { return }
      scrollView.scrollRectToVisible(responder.convert(responder.bounds, to: scrollView), animated: false)
    }

    private static func firstResponder(in view: UIView) -> UIView? {
      for subview in view.subviews {
        if subview.isFirstResponder { return subview }
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }
  }
#else
  /// The test double's keyboard notifications, for ``KeyboardInsetKeeper``: frames are screen frames.
  enum KeyboardPlatform {
    static let willChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
    static let willHideNotification = UIResponder.keyboardWillHideNotification

    /// The `userInfo` keys.
    static let userInfoKeys = KeyboardUserInfoKeys(
      frameEnd: UIResponder.keyboardFrameEndUserInfoKey,
      animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey,
      animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey,
      isLocal: UIResponder.keyboardIsLocalUserInfoKey)

    /// The end frame of a `userInfo`: a `CGRect`.
    static func frame(_ value: Any?) -> CGRect? {
      value as? CGRect
    }

    /// The bounds of the headless scroll view's screen (rotated when a test rotates it).
    @MainActor static func screenBounds(of scrollView: UIScrollView) -> CGRect {
      scrollView.screenBounds
    }

    /// Observes the scroll view's frame and insets as UIKit's key-value observing does; released, it ends.
    @MainActor static func observeLayout(
      of scrollView: UIScrollView, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      [scrollView.observeLayout(changed)]
    }

    /// A headless view has no superview: its frame is in screen coordinates.
    @MainActor static func screenFrame(of scrollView: UIScrollView) -> CGRect? {
      scrollView.frame
    }

    /// Headless changes are not animated.
    static func animate(duration: TimeInterval, curve: Int, _ changes: @escaping () -> Void) {
      changes()
    }

    /// Scrolls the end of the content (where the headless caret is) into view, if the view is first responder.
    @MainActor static func revealFirstResponder(in scrollView: UIScrollView) {
      guard scrollView.isFirstResponder else { return }
      let end = max(0, scrollView.contentSize.height - 1)
      scrollView.scrollRectToVisible(CGRect(x: 0, y: end, width: 1, height: 1), animated: false)
    }
  }
#endif
