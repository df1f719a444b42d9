extension PinCodeControl {
  /// The default accessibility value: "invalid", "verifying", "complete" or "2 of 4 entered", in the user's language.
  ///
  /// The value never contains the code itself. The strings come from the
  /// module's resources (English, Spanish, Simplified Chinese, Japanese,
  /// Russian; English otherwise), with the plural forms of the language.
  ///
  /// ```swift
  /// pin.insertText("12")
  /// print(PinCodeControl.defaultAccessibilityValue(pin))
  /// // Prints "2 of 4 entered"
  /// ```
  static func defaultAccessibilityValue(_ control: PinCodeControl) -> String {
    if control.isInvalid { return PinStrings.invalid }
    if control.isVerifying { return PinStrings.verifying }
    if control.isFilled { return PinStrings.complete }
    return PinStrings.progress(entered: control.pinCode.count, of: control.length)
  }

  /// Recomputes `accessibilityValue` with ``accessibilityValueFormatter``.
  func updateAccessibility() {
    accessibilityValue = accessibilityValueFormatter(self)
  }
}
