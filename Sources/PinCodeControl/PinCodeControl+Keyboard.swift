import Foundation

// The keyboard a PIN asks for and the transparent text field it types into (the field's delegate is
// PinInputFieldDelegate.swift).

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
    package var returnKey: UIReturnKeyType?
    package var showsDoneButton: Bool
    /// Whether the field has the one-time-code content type (see ``PinCodeControl/Purpose``).
    package var isOneTimeCode: Bool
    package var isSecure: Bool
  }

  /// The keyboard the control asks for now; a secure field is always a one-time-code field,
  /// never left to the password heuristics.
  package var keyboardConfiguration: KeyboardConfiguration {
    let numberPad = alphabet.isDigitsOnly
    return KeyboardConfiguration(
      keyboard: numberPad ? .numberPad : .asciiCapable,
      returnKey: numberPad ? nil : returnKey,
      showsDoneButton: numberPad && showsDoneButtonOnNumberPad,
      isOneTimeCode: purpose == .oneTimeCode || isSecureTextEntry,
      isSecure: isSecureTextEntry)
  }
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
      let returnKeyType = configuration.returnKey ?? .done
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

#endif
