#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// The headless keyboard (``QUICHeadlessKeyboard``) for ``KeyboardInsetKeeper``: frames are screen frames.
  @MainActor
  enum KeyboardPlatform {
    nonisolated static let willChangeFrameNotification = QUICHeadlessKeyboard.willChangeFrameNotification
    nonisolated static let willHideNotification = QUICHeadlessKeyboard.willHideNotification

    /// The `userInfo` keys.
    static var userInfoKeys: KeyboardUserInfoKeys {
      KeyboardUserInfoKeys(
        frameEnd: QUICHeadlessKeyboard.frameEndUserInfoKey,
        animationDuration: QUICHeadlessKeyboard.animationDurationUserInfoKey,
        animationCurve: QUICHeadlessKeyboard.animationCurveUserInfoKey,
        isLocal: QUICHeadlessKeyboard.isLocalUserInfoKey)
    }

    /// The end frame of a `userInfo`: a `CGRect`.
    nonisolated static func frame(_ value: Any?) -> CGRect? {
      value as? CGRect
    }

    /// The bounds of the headless scroll view's screen (rotated when a test rotates it).
    static func screenBounds(of scrollView: QUICHeadlessScrollView) -> CGRect {
      scrollView.screenBounds
    }

    /// Observes the scroll view's frame and insets as UIKit's key-value observing does; released, it ends.
    static func observeLayout(
      of scrollView: QUICHeadlessScrollView, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      [scrollView.observeLayout(changed)]
    }

    /// A headless view has no superview: its frame is in screen coordinates.
    static func screenFrame(of scrollView: QUICHeadlessScrollView) -> CGRect? {
      scrollView.frame
    }

    /// Headless changes are not animated.
    static func animate(duration: TimeInterval, curve: Int, _ changes: @escaping () -> Void) {
      changes()
    }

    /// Scrolls the end of the content (where the headless caret is) into view, if the view is first responder.
    static func revealFirstResponder(in scrollView: QUICHeadlessScrollView) {
      guard scrollView.isFirstResponder else { return }
      let end = max(0, scrollView.contentSize.height - 1)
      scrollView.scrollRectToVisible(CGRect(x: 0, y: end, width: 1, height: 1), animated: false)
    }
  }
#endif
