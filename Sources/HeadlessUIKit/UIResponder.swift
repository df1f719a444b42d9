import Foundation

/// UIKit's keyboard notifications and their `userInfo` keys, as `UIResponder` declares them where
/// UIKit is unavailable: what `KeyboardInsetKeeper` observes.
///
/// The values in `userInfo` are not boxed (`CGRect`, `Double`, `Int`, `Bool`). A test posts them with
/// ``simulateKeyboardWillChangeFrame(to:duration:curve:isLocal:center:)`` and
/// ``simulateKeyboardWillHide(duration:curve:isLocal:center:)`` (in `UIResponder+Testing.swift`).
///
/// ```swift
/// let token = NotificationCenter.default.addObserver(
///   forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
/// ) { _ in print("hiding") }
/// UIResponder.simulateKeyboardWillHide()
/// // Prints "hiding"
/// NotificationCenter.default.removeObserver(token)
/// ```
@MainActor
open class UIResponder {
  /// Creates a responder; a headless one only carries the keyboard's names.
  public init() {}

  /// Posted before the keyboard's frame changes (shown, moved, resized, hidden).
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted before the keyboard hides.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard's frame at the end of the change, in screen coordinates (a `CGRect`).
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The duration of the change's animation, in seconds (a `Double`).
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The curve of the change's animation, a `UIView.AnimationCurve` raw value (an `Int`).
  public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (a `Bool`); `false` for another app's in multitasking.
  public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
