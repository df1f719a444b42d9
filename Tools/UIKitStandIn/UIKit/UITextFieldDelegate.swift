// Declarations-only stand-in (RECONCILIATION.md rules): UITextFieldDelegate.
//
// In the SDK every method is an `optional` requirement of an `@objc` protocol, which
// Swift cannot declare without Objective-C interop. Here the methods the package
// implements are plain requirements instead: stricter than the SDK (a conformer must
// implement them), so a misspelled signature fails the typecheck rather than passing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  // iOS 26; not in the 17.4 SDK, whose compile (Tools/ios-sdk-compile) defines
  // QUICKCONTROL_SDK_BEFORE_IOS_26 and leaves the package's implementation out.
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
}
