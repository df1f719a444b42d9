import Foundation
import QuickControl

// The keyboard a PIN asks for and the transparent text field it types into (the field's delegate is
// PinCodeInputFieldDelegate.swift).

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
