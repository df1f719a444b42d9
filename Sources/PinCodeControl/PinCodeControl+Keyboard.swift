import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

// The keyboard and the transparent text field it types into, and the field's delegate.

extension PinCodeControl {
  /// The keyboard a ``PinCodeControl`` asks for: what the UIKit layer sets on the input
  /// field (which also turns off all text assistance), and what tests check.
  package struct KeyboardConfiguration: Hashable, Sendable {
    package enum Keyboard: String, Hashable, Sendable {
      case numberPad
      case asciiCapable
    }

    package var keyboard: Keyboard
    /// Only letter keyboards have a Return key.
    package var returnKey: PinReturnKey?
    package var showsDoneButton: Bool
    /// Whether the field has the one-time-code content type (see ``PinCodeControl/Purpose``).
    package var isOneTimeCode: Bool
    package var isSecure: Bool
  }

  /// The keyboard the control asks for now; a secure field is always a one-time-code field,
  /// never left to the password heuristics.
  package var keyboardConfiguration: KeyboardConfiguration {
    let numberPad = acceptedCharacters.isDigitsOnly
    return KeyboardConfiguration(
      keyboard: numberPad ? .numberPad : .asciiCapable,
      returnKey: numberPad ? nil : returnKey,
      showsDoneButton: numberPad && showsDoneButtonOnNumberPad,
      isOneTimeCode: purpose == .oneTimeCode || isSecureTextEntry,
      isSecure: isSecureTextEntry)
  }

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

/// The title of the Return key of a letter keyboard (`UIReturnKeyType`); Return ends editing.
///
/// The number pad of a digit code has none: see ``PinCodeControl/showsDoneButtonOnNumberPad``.
///
/// ```swift
/// let code = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: .alphanumeric)
/// code.returnKey = .go
/// ```
public enum PinReturnKey: String, Hashable, Sendable, CaseIterable {
  /// "done": the default; the code is entered.
  case done
  /// "go": entering the code submits it.
  case go
  /// "next": another field follows.
  case next
  /// "continue".
  case `continue`
  /// "send".
  case send
  /// "join".
  case join
}

#if QUICKCONTROL_UIKIT
  extension PinCodeControl {
    /// Applies `keyboardConfiguration` to the input field, reloading the keyboard if it is up.
    func keyboardDidChange() {
      let configuration = keyboardConfiguration
      let field = inputField
      var changed = false
      let keyboardType: UIKeyboardType = configuration.keyboard == .numberPad ? .numberPad : .asciiCapable
      if field.keyboardType != keyboardType {
        field.keyboardType = keyboardType
        changed = true
      }
      let returnKeyType = Self.returnKeyType(configuration.returnKey ?? .done)
      if field.returnKeyType != returnKeyType {
        field.returnKeyType = returnKeyType
        changed = true
      }
      let contentType: UITextContentType? = configuration.isOneTimeCode ? .oneTimeCode : nil
      if field.textContentType != contentType {
        field.textContentType = contentType
        changed = true
      }
      let accessory = configuration.showsDoneButton ? doneBar() : nil
      if field.inputAccessoryView !== accessory {
        field.inputAccessoryView = accessory
        changed = true
      }
      disableTextAssistance(of: field)
      // A first responder keeps its keyboard until its input views are reloaded.
      if changed && field.isFirstResponder { field.reloadInputViews() }
    }

    private func disableTextAssistance(of field: UITextField) {
      field.autocorrectionType = .no
      field.autocapitalizationType = .none
      field.spellCheckingType = .no
      field.smartQuotesType = .no
      field.smartDashesType = .no
      field.smartInsertDeleteType = .no
      if #available(iOS 17.0, tvOS 17.0, *) {
        // Inline predictions draw grey ghost text after the caret, over the items.
        field.inlinePredictionType = .no
      }
      // Tools/ios-sdk-compile's iOS 17.4 SDK lacks Writing Tools (QUICKCONTROL_SDK_BEFORE_IOS_18).
      #if !QUICKCONTROL_SDK_BEFORE_IOS_18 && !os(tvOS)
        if #available(iOS 18.0, visionOS 2.4, *) {
          field.writingToolsBehavior = .none
        }
      #endif
    }

    private static func returnKeyType(_ key: PinReturnKey) -> UIReturnKeyType {
      switch key {
      case .done: .done
      case .go: .go
      case .next: .next
      case .continue: .continue
      case .send: .send
      case .join: .join
      }
    }

    /// `nil` where there are no toolbars.
    private func doneBar() -> UIView? {
      #if os(tvOS)
        return nil
      #else
        if let bar = cachedDoneBar { return bar }
        let done = UIBarButtonItem(
          systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.resignFirstResponder() })
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
        bar.sizeToFit()
        bar.autoresizingMask = .flexibleWidth
        cachedDoneBar = bar
        return bar
      #endif
    }

    /// Takes an edit the delegate was asked about and refused; resets the field to the code.
    func inputFieldWillChange(replacing replacedCount: Int, with replacement: String) {
      systemDidProposeEdit(replacing: replacedCount, with: replacement)
      syncInputField()
    }

    /// Takes the field's text after a change the delegate let through (committed marked text).
    func inputFieldDidChange() {
      // While an input method composes (marked text), wait for the committed text.
      guard inputField.markedTextRange == nil else { return }
      systemDidChangeText(inputField.text ?? "")
      syncInputField()
    }

    func syncInputField() {
      if inputField.text != code { inputField.text = code }
    }
  }

  /// The delegate of a ``PinCodeControl``'s input field: refuses every edit the system proposes
  /// and applies it through the control.
  ///
  /// A separate object so that the delegate methods are not the control's public API. It keeps
  /// the caret at the end (UIKit does not report Delete with the caret at the start); marked text
  /// is let through, its committed text arrives as `.editingChanged`.
  final class PinInputFieldDelegate: NSObject, UITextFieldDelegate {
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

// iOS 26's multi-range delegate method. Tools/ios-sdk-compile defines QUICKCONTROL_SDK_BEFORE_IOS_26
// for older SDKs (`canImport(UIKit, _version:)` warns in a whole-module compile), so this is checked
// against the stand-in only. Without it, iOS 26 calls the single-range method instead.
#if QUICKCONTROL_UIKIT && !QUICKCONTROL_SDK_BEFORE_IOS_26
  extension PinInputFieldDelegate {
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
