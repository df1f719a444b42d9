import Foundation

/// The keyboard notifications of UIKit, posted by hand: what `KeyboardInsetKeeper` observes, for `swift test`.
///
/// The names and `userInfo` keys are UIKit's; the values are not boxed (`CGRect`, `Double`, `Int`, `Bool`).
/// For example, `HeadlessKeyboard.postWillChangeFrame(to: frame, duration: 0.25)`, then `postWillHide()`.
public enum HeadlessKeyboard {
  /// Posted before the keyboard's frame changes (shown, moved, resized, hidden), as `UIResponder.keyboardWillChangeFrameNotification`.
  public static let willChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// Posted before the keyboard hides, as `UIResponder.keyboardWillHideNotification`.
  public static let willHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// The keyboard's frame at the end of the change, in screen coordinates (a `CGRect`).
  public static let frameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The duration of the change's animation, in seconds (a `Double`).
  public static let animationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The curve of the change's animation, a `UIView.AnimationCurve` raw value (an `Int`).
  public static let animationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (a `Bool`); `false` for another app's in multitasking.
  public static let isLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// The bounds of the headless screen: an iPhone's, in points, in portrait.
  public static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Posts the will-change-frame notification with its `userInfo`, as UIKit does when the keyboard shows, moves or hides.
  public static func postWillChangeFrame(
    to frame: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true,
    center: NotificationCenter = .default
  ) {
    center.post(
      name: willChangeFrameNotification, object: nil,
      userInfo: userInfo(frame: frame, duration: duration, curve: curve, isLocal: isLocal))
  }

  /// Posts the will-hide notification, with the end frame below the screen as UIKit does.
  public static func postWillHide(
    duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true, center: NotificationCenter = .default
  ) {
    let below = CGRect(x: 0, y: screenBounds.maxY, width: screenBounds.width, height: 336)
    center.post(
      name: willHideNotification, object: nil,
      userInfo: userInfo(frame: below, duration: duration, curve: curve, isLocal: isLocal))
  }

  private static func userInfo(frame: CGRect, duration: Double, curve: Int, isLocal: Bool) -> [AnyHashable:
    Any]
  {
    [
      frameEndUserInfoKey: frame, animationDurationUserInfoKey: duration,
      animationCurveUserInfoKey: curve, isLocalUserInfoKey: isLocal,
    ]
  }
}
