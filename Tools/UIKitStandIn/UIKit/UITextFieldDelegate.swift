// Declarations-only stand-in (DESIGN.md rules): UITextFieldDelegate.
//
// In the SDK every method is an `optional` requirement of an `@objc` protocol, which
// Swift cannot declare without Objective-C interop. Here the one method the package
// implements is a plain requirement instead: stricter than the SDK (a conformer must
// implement it), so a misspelled signature fails the typecheck rather than passing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
}
