import Foundation

// The keyboard that `swift test` does not have: UIKit's notifications, posted by hand. Public on
// purpose: an app tests its own keyboard handling through them.
extension UIResponder {
  /// Posts ``keyboardWillChangeFrameNotification`` with its `userInfo`, as UIKit does when the
  /// keyboard shows, moves or hides.
  ///
  /// For example, `UIResponder.simulateKeyboardWillChangeFrame(to: CGRect(x: 0, y: 508, width: 390, height: 336))`
  /// shows an iPhone's keyboard on ``UIScreen/main``.
  public nonisolated static func simulateKeyboardWillChangeFrame(
    to frame: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true,
    center: NotificationCenter = .default
  ) {
    center.post(
      name: keyboardWillChangeFrameNotification, object: nil,
      userInfo: keyboardUserInfo(frame: frame, duration: duration, curve: curve, isLocal: isLocal))
  }

  /// Posts ``keyboardWillHideNotification``, with the end frame below the screen as UIKit does.
  public nonisolated static func simulateKeyboardWillHide(
    duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true, center: NotificationCenter = .default
  ) {
    let screen = UIScreen.headlessBounds
    let below = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 336)
    center.post(
      name: keyboardWillHideNotification, object: nil,
      userInfo: keyboardUserInfo(frame: below, duration: duration, curve: curve, isLocal: isLocal))
  }

  private nonisolated static func keyboardUserInfo(
    frame: CGRect, duration: Double, curve: Int, isLocal: Bool
  ) -> [AnyHashable: Any] {
    [
      keyboardFrameEndUserInfoKey: frame, keyboardAnimationDurationUserInfoKey: duration,
      keyboardAnimationCurveUserInfoKey: curve, keyboardIsLocalUserInfoKey: isLocal,
    ]
  }
}
