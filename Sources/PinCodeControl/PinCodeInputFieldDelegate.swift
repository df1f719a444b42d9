import Foundation
import QuickControl

// The edit of several ranges measured in characters: the multi-range delegate method's, tested headless.
extension PinCodeControl {
  /// The number of characters of `text` that `ranges` (UTF-16, possibly overlapping) cover together;
  /// a range outside `text` counts its length.
  static func characterCount(of ranges: [NSRange], in text: String) -> Int {
    var inside: [Range<String.Index>] = []
    var outside = 0
    for range in ranges {
      if let bounds = Range(range, in: text) {
        inside.append(bounds)
      } else {
        outside += range.length
      }
    }
    inside.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<String.Index>] = []
    for range in inside {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged.reduce(outside) { $0 + text[$1].count }
  }
}

#if QUICKCONTROL_UIKIT
  import UIKit

  /// The delegate of a ``PinCodeControl``'s input field: refuses every edit the system proposes
  /// and applies it through the control.
  ///
  /// A separate object so that the delegate methods are not the control's public API. It keeps
  /// the caret at the end (UIKit does not report Delete with the caret at the start); marked text
  /// is let through, its committed text arrives as `.editingChanged`.
  final class PinCodeInputFieldDelegate: NSObject, UITextFieldDelegate {
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

  // iOS 26's multi-range delegate method. Tools/ios-sdk-compile defines QUICKCONTROL_SDK_BEFORE_IOS_26
  // for older SDKs (`canImport(UIKit, _version:)` warns in a whole-module compile), so this is checked
  // against the stand-in only. Without it, iOS 26 calls the single-range method instead.
  #if !QUICKCONTROL_SDK_BEFORE_IOS_26
    extension PinCodeInputFieldDelegate {
      /// Takes an edit of several ranges at once (iOS 26), as one edit of the single-range method.
      @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
      func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
      ) -> Bool {
        guard let control, textField.markedTextRange == nil else { return true }
        let replaced = PinCodeControl.characterCount(of: ranges.map(\.rangeValue), in: textField.text ?? "")
        control.inputFieldWillChange(replacing: replaced, with: string)
        return false
      }
    }
  #endif
#endif
