#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import UIKit

  /// The delegate of a ``PinCodeControl``'s input field: turns every edit the
  /// system proposes into an append or a delete at the end of the code.
  ///
  /// A separate object rather than the control itself, so that the
  /// `UITextFieldDelegate` methods are not part of the control's public API and a
  /// subclass of the control stays free to be the delegate of its own fields.
  ///
  /// - It refuses every edit and applies it through the control instead, which
  ///   makes the position of the field's invisible caret irrelevant, and lets
  ///   one-time-code AutoFill replace a partly typed code.
  /// - It keeps an empty selection (the caret) at the end of the text: UIKit
  ///   does not even report Delete with the caret at the start, where a tap on
  ///   the first items or Command-Left on a hardware keyboard would put it.
  /// - It lets the field end editing only if the control may resign.
  /// - Composition by an input method is not started: keystrokes are taken as
  ///   typed, which is what a code wants. Marked text that exists anyway is let
  ///   through; its committed text arrives as `.editingChanged`.
  /// - The control's events, feedback and announcement for an edit are sent after
  ///   the delegate method returned to UIKit, on the main actor's next turn.
  /// - On iOS 26 it also takes edits of several ranges at once
  ///   (`PinInputFieldDelegate+MultiRange.swift`).
  final class PinInputFieldDelegate: NSObject, UITextFieldDelegate {
    /// The control whose field this delegate serves; weak, the control owns the delegate.
    weak var control: PinCodeControl?

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      guard let control, textField.markedTextRange == nil else { return true }
      // The range counts UTF-16 code units; the code counts characters.
      let text = textField.text ?? ""
      let replaced = Range(range, in: text).map { text[$0].count } ?? range.length
      control.inputFieldWillChange(replacing: replaced, with: string)
      return false
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      control?.canResignFirstResponder ?? true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      guard let selection = textField.selectedTextRange, selection.isEmpty,
        textField.markedTextRange == nil
      else { return }
      let end = textField.endOfDocument
      // Compared by offset: setting the selection reports a change again.
      guard textField.offset(from: selection.start, to: end) != 0 else { return }
      textField.selectedTextRange = textField.textRange(from: end, to: end)
    }
  }
#endif
