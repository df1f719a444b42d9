extension PinColor {
  /// The UIKit colours a ``PinColor`` can stand for.
  enum SystemColor: String, Hashable, Sendable {
    case label, systemGray, systemGreen, systemRed, tint
  }

  /// Creates a system colour from its published components (8-bit RGB): light,
  /// dark, and both with Increase Contrast.
  private init(
    system: SystemColor, _ light: (Int, Int, Int), _ dark: (Int, Int, Int),
    _ contrastLight: (Int, Int, Int), _ contrastDark: (Int, Int, Int)
  ) {
    func color(_ rgb: (Int, Int, Int)) -> PinColor {
      PinColor(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255)
    }
    self.init(
      light: color(light), dark: color(dark), increasedContrastLight: color(contrastLight),
      increasedContrastDark: color(contrastDark))
    self.system = system
  }

  /// The colour of primary text: `UIColor.label` on UIKit (black in light, white in dark).
  ///
  /// The default ``PinCodeControl/symbolColor``.
  public static let label = PinColor(system: .label, (0, 0, 0), (255, 255, 255), (0, 0, 0), (255, 255, 255))

  /// `UIColor.systemGray` on UIKit: the default border and filled-item colour.
  public static let systemGray = PinColor(
    system: .systemGray, (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178))

  /// `UIColor.systemGreen` on UIKit: the default colour of a valid code.
  public static let systemGreen = PinColor(
    system: .systemGreen, (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91))

  /// `UIColor.systemRed` on UIKit: the default colour of an invalid code.
  public static let systemRed = PinColor(
    system: .systemRed, (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97))

  /// The control's `tintColor` on UIKit (the app's accent, inherited from the
  /// window), resolved when drawn; `UIColor.systemBlue`'s components without UIKit.
  ///
  /// The default border while editing, like a focused system text field's caret.
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .clear, borderColor: .tint, borderWidth: 2), for: .highlighted)
  /// ```
  public static let tint = PinColor(
    system: .tint, (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255))
}
