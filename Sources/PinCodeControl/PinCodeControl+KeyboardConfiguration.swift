extension PinCodeControl {
  /// The keyboard a ``PinCodeControl`` asks for, as a platform-neutral value:
  /// what the UIKit layer sets on the input field, and what tests check.
  ///
  /// Besides these, the input field always turns off what would change or
  /// cover the characters typed: autocorrection, spell checking, smart quotes,
  /// smart dashes, smart insert and delete, autocapitalisation, inline
  /// predictions (iOS 17, grey ghost text over the items) and Writing Tools
  /// (iOS 18).
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// print(pin.keyboardConfiguration.keyboard)
  /// // Prints "numberPad"
  /// ```
  package struct KeyboardConfiguration: Hashable, Sendable {
    /// The keyboards the control uses.
    package enum Keyboard: String, Hashable, Sendable {
      /// Digits only (`UIKeyboardType.numberPad`): no Return key on an iPhone.
      case numberPad
      /// Letters and digits (`UIKeyboardType.asciiCapable`), with a Return key.
      case asciiCapable
    }

    /// The keyboard: the number pad for a digit code, an ASCII keyboard otherwise.
    package var keyboard: Keyboard
    /// The Return key's title; it ends editing. Only letter keyboards have one.
    package var returnKey: PinReturnKey?
    /// Whether a bar with a Done button sits above the keyboard (number pad only, opt-in).
    package var showsDoneButton: Bool
    /// Whether the field tells iOS it takes a one-time code (see ``PinCodeControl/Purpose``);
    /// otherwise it has no content type.
    package var isOneTimeCode: Bool
    /// Whether the field is a secure text field (``PinCodeControl/isSecureTextEntry``).
    package var isSecure: Bool
  }

  /// The keyboard the control asks for now, from its alphabet, ``purpose``,
  /// ``returnKey``, ``showsDoneButtonOnNumberPad`` and ``isSecureTextEntry``.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// pin.isSecureTextEntry = true
  /// pin.purpose = .newPIN
  /// print(pin.keyboardConfiguration.isOneTimeCode)   // a secure field is never left to the password heuristics
  /// // Prints "true"
  /// ```
  package var keyboardConfiguration: KeyboardConfiguration {
    let numberPad = acceptedCharacters.isDigitsOnly
    return KeyboardConfiguration(
      keyboard: numberPad ? .numberPad : .asciiCapable,
      returnKey: numberPad ? nil : storage.returnKey,
      showsDoneButton: numberPad && storage.showsDoneButtonOnNumberPad,
      isOneTimeCode: storage.purpose == .oneTimeCode || isSecureTextEntry,
      isSecure: isSecureTextEntry)
  }

  /// The Return key's title on a letter keyboard (``PinAlphabet`` other than digits); `.done` by default.
  ///
  /// ```swift
  /// code.returnKey = .next
  /// ```
  public var returnKey: PinReturnKey {
    get { storage.returnKey }
    set {
      guard newValue != storage.returnKey else { return }
      storage.returnKey = newValue
      keyboardDidChange()
    }
  }

  /// Whether the number pad gets a bar with a Done button that ends editing; off by default.
  ///
  /// The iPhone's number pad has no Return key, so a user who stops before
  /// the code is complete cannot dismiss it from the keyboard. Turn this on,
  /// or give the screen its own way out (a button, a tap outside that calls
  /// `resignFirstResponder()`, or finishing on `PinCodeControl.codeCompleted`).
  /// Off by default because many PIN screens finish on completion and the
  /// bar covers 44 points of the screen. Done sends `.editingDidEnd` like
  /// any end of editing.
  ///
  /// ```swift
  /// pin.showsDoneButtonOnNumberPad = true
  /// ```
  public var showsDoneButtonOnNumberPad: Bool {
    get { storage.showsDoneButtonOnNumberPad }
    set {
      guard newValue != storage.showsDoneButtonOnNumberPad else { return }
      storage.showsDoneButtonOnNumberPad = newValue
      keyboardDidChange()
    }
  }
}
