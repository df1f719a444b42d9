// Declarations-only stand-in (RECONCILIATION.md rules): the keyboard notifications and userInfo keys
// KeyboardInsetKeeper uses (class constants in the SDK; the names nonisolated, the keys main-actor isolated
// as the iOS 17.4 SDK imports them).
extension UIResponder {
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey: String = "UIKeyboardIsLocalUserInfoKey"
}
