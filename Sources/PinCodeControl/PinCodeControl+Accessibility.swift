extension PinCodeControl {
  /// The default accessibility value: "invalid", "complete" or "2 of 4 entered".
  ///
  /// The value never contains the code itself.
  ///
  /// ```swift
  /// pin.insertText("12")
  /// print(PinCodeControl.defaultAccessibilityValue(pin))
  /// // Prints "2 of 4 entered"
  /// ```
  public static func defaultAccessibilityValue(_ control: PinCodeControl) -> String {
    if control.isInvalid { return "invalid" }
    if control.isFilled { return "complete" }
    return "\(control.pinCode.count) of \(control.length) entered"
  }

  /// Recomputes `accessibilityValue` with ``accessibilityValueFormatter``.
  func updateAccessibility() {
    accessibilityValue = accessibilityValueFormatter(self)
  }
}
