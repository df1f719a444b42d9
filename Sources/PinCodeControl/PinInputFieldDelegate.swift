#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit

  /// The delegate of a ``PinCodeControl``'s input field: turns every edit the
  /// system proposes into an append or a delete at the end of the code.
  ///
  /// A separate object rather than the control itself, so that the
  /// `UITextFieldDelegate` method is not part of the control's public API and a
  /// subclass of the control stays free to be the delegate of its own fields.
  /// It refuses every edit and applies it through the control instead, which
  /// makes the position of the field's invisible caret irrelevant (a tap or an
  /// arrow key that moved it mid-code cannot delete the wrong character), and
  /// lets one-time-code AutoFill replace a partly typed code. An input method's
  /// marked text is let through; its committed text arrives as `.editingChanged`.
  final class PinInputFieldDelegate: NSObject, UITextFieldDelegate {
    /// The control whose field this delegate serves; weak, the control owns the delegate.
    weak var control: PinCodeControl?

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      guard let control, textField.markedTextRange == nil else { return true }
      control.inputFieldWillChange(replacing: range, with: string)
      return false
    }
  }
#endif
