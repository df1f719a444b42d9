import Foundation
import QuickControl

// Keyboard avoidance with one property.
extension PlaceholderTextView {
  /// Whether the view keeps its text clear of the keyboard; `false` by default.
  ///
  /// On, the view keeps a `KeyboardInsetKeeper` (QuickControl) for itself: its
  /// bottom content inset follows the keyboard's real overlap with it and the
  /// caret stays in view while typing. When the view's frame, size or measured
  /// height changes (it grows with its text, a layout moves it, a rotation), it
  /// updates the keeper, so the overlap follows while the keyboard is up. Off
  /// again, the view's own inset comes back.
  ///
  /// ```swift
  /// notes.keepsClearOfKeyboard = true
  /// ```
  public var keepsClearOfKeyboard: Bool {
    get { keyboardInsetKeeper != nil }
    set {
      guard newValue != (keyboardInsetKeeper != nil) else { return }
      if newValue {
        keyboardInsetKeeper = KeyboardInsetKeeper(scrollView: self)
      } else {
        keyboardInsetKeeper?.stop()
        keyboardInsetKeeper = nil
      }
    }
  }

  /// The keeper behind ``keepsClearOfKeyboard``, for a keyboard state of another host; `nil` while it is off.
  ///
  /// ```swift
  /// form.register(keyboardUp, whileKeyboardCovers: notes.keyboardInsets!)
  /// ```
  public var keyboardInsets: KeyboardInsetKeeper? { keyboardInsetKeeper }
}
