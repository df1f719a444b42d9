extension PinCodeControl {
  /// Whether the control shakes when the user completes an invalid code; off by default.
  ///
  /// The shake lets taps through and is skipped while Reduce Motion is on. It
  /// is drawn on UIKit only; the headless control keeps the setting (so that
  /// `PinCodeField`'s logic can be tested on Linux) and counts the entries in
  /// ``invalidEntryCount``.
  ///
  /// ```swift
  /// pin.shakesOnInvalid = true
  /// ```
  public var shakesOnInvalid: Bool {
    get { storage.shakesOnInvalid }
    set { storage.shakesOnInvalid = newValue }
  }

  /// Whether the control plays the error haptic when the user completes an invalid code; off by default.
  ///
  /// Only iOS, iPadOS and Mac Catalyst have haptics; elsewhere, and on the
  /// headless control, the setting is kept and does nothing. While it is on,
  /// the Taptic Engine is readied one keystroke before the code completes.
  ///
  /// ```swift
  /// pin.playsHapticOnInvalid = true
  /// ```
  public var playsHapticOnInvalid: Bool {
    get { storage.playsHapticOnInvalid }
    set { storage.playsHapticOnInvalid = newValue }
  }
}
