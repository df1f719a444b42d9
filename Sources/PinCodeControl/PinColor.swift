/// A platform-neutral RGBA colour, the colour type of ``PinCodeControl``'s model.
///
/// The control stores its per-state colours as `PinColor` values so that the
/// same styling resolves on every platform: the UIKit drawing converts them to
/// `UIColor`/`CGColor`, the terminal demo and the tests read them as they are.
/// On UIKit, `PinColor(uiColor)` and `PinColor.uiColor` convert, and every
/// colour setter of ``PinCodeControl`` has a `UIColor` overload.
///
/// Components are in `0...1` (values outside are clamped).
///
/// A colour can have variants for the dark appearance and for Increase
/// Contrast (``init(light:dark:increasedContrastLight:increasedContrastDark:)``);
/// a dynamic `UIColor` such as `.systemGreen` converts to one with all four, so
/// the UIKit drawing follows the control's appearance and contrast when they
/// change. The components are the light, normal-contrast variant.
///
/// The system colours (``label``, ``systemGray``, ``systemGreen``,
/// ``systemRed``) and ``tint`` stand for UIKit's own: on UIKit they draw as
/// `UIColor.label`, `.systemGray`, … and the view's `tintColor`, exactly as
/// the system defines them on the device; their components here are the
/// published values, used where there is no UIKit (the headless flavour).
///
/// ```swift
/// let brand = PinColor(red: 0.3, green: 0.57, blue: 0.25)
/// pin.setItemStyle(PinCodeItemStyle(fillColor: brand, borderColor: brand), for: .valid)
/// ```
public struct PinColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, `0...1`.
  package var red: Double
  /// The green component, `0...1`.
  package var green: Double
  /// The blue component, `0...1`.
  package var blue: Double
  /// The opacity, `0...1`.
  package var alpha: Double
  /// The RGBA components in the dark appearance, if they differ.
  private var darkComponents: SIMD4<Double>?
  /// The RGBA components with Increase Contrast on, light appearance, if they differ.
  private var contrastComponents: SIMD4<Double>?
  /// The RGBA components with Increase Contrast on, dark appearance, if they differ.
  private var contrastDarkComponents: SIMD4<Double>?
  /// The UIKit colour this colour stands for, if it is one of the system colours or ``tint``.
  var system: SystemColor?

  /// Creates a colour from RGBA components in `0...1`; values outside are clamped.
  ///
  /// ```swift
  /// let translucentRed = PinColor(red: 1, green: 0, blue: 0, alpha: 0.5)
  /// ```
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// Creates a colour that is `light` in the light appearance and `dark` in the dark one.
  ///
  /// ```swift
  /// let ink = PinColor(light: .black, dark: .white)
  /// print(ink.resolved(dark: true) == .white)
  /// // Prints "true"
  /// ```
  public init(light: PinColor, dark: PinColor) {
    self.init(light: light, dark: dark, increasedContrastLight: light, increasedContrastDark: dark)
  }

  /// Creates a colour with a variant for each appearance, with and without Increase Contrast.
  ///
  /// Each argument is taken in its own appearance (a dynamic argument gives
  /// its matching variant). A variant equal to the light one is not stored.
  ///
  /// ```swift
  /// let border = PinColor(
  ///   light: PinColor(white: 0.56), dark: PinColor(white: 0.56),
  ///   increasedContrastLight: PinColor(white: 0.42), increasedContrastDark: PinColor(white: 0.68))
  /// print(border.resolved(dark: false, increasedContrast: true) == PinColor(white: 0.42))
  /// // Prints "true"
  /// ```
  public init(
    light: PinColor, dark: PinColor, increasedContrastLight: PinColor, increasedContrastDark: PinColor
  ) {
    let base = light.resolved(dark: false, increasedContrast: false)
    self = base
    func variant(_ color: PinColor) -> SIMD4<Double>? {
      color == base ? nil : SIMD4(color.red, color.green, color.blue, color.alpha)
    }
    darkComponents = variant(dark.resolved(dark: true, increasedContrast: false))
    contrastComponents = variant(increasedContrastLight.resolved(dark: false, increasedContrast: true))
    // Stored only if it differs from what the fallback already gives.
    let contrastDark = increasedContrastDark.resolved(dark: true, increasedContrast: true)
    if contrastDark != resolved(dark: true, increasedContrast: true) {
      contrastDarkComponents = SIMD4(
        contrastDark.red, contrastDark.green, contrastDark.blue, contrastDark.alpha)
    }
  }

  /// Whether the colour has a different variant for the dark appearance or for Increase Contrast.
  package var isDynamic: Bool {
    darkComponents != nil || contrastComponents != nil || contrastDarkComponents != nil
  }

  /// Whether the colour stands for a UIKit system colour (``label``, ``systemGray``, …) or ``tint``.
  ///
  /// The defaults of ``PinCodeControl`` are all system colours, so they follow
  /// the appearance, Increase Contrast and the app's tint on a device.
  package var isSystemColor: Bool { system != nil }

  /// Whether the colour is the view's tint colour (``tint``) on UIKit.
  package var followsTintColor: Bool { system == .tint }

  /// The colour in the light (`dark == false`) or dark appearance, without variants.
  ///
  /// ```swift
  /// let fill = item.fillColor.resolved(dark: traitCollection.userInterfaceStyle == .dark)
  /// ```
  package func resolved(dark: Bool) -> PinColor {
    resolved(dark: dark, increasedContrast: false)
  }

  /// The colour in one appearance, with or without Increase Contrast, without variants.
  ///
  /// A variant that was not given falls back to the nearest one: the dark
  /// variant for dark with increased contrast, then the light one.
  ///
  /// ```swift
  /// print(PinColor.systemRed.resolved(dark: false, increasedContrast: true))
  /// // Prints "rgba(0.84, 0.00, 0.08, 1.00)"
  /// ```
  package func resolved(dark: Bool, increasedContrast: Bool) -> PinColor {
    let components: SIMD4<Double>? =
      switch (dark, increasedContrast) {
      case (false, false): nil
      case (true, false): darkComponents
      case (false, true): contrastComponents
      case (true, true): contrastDarkComponents ?? darkComponents ?? contrastComponents
      }
    if let components {
      return PinColor(red: components.x, green: components.y, blue: components.z, alpha: components.w)
    }
    return PinColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey with `white` in `0...1`.
  ///
  /// ```swift
  /// let midGrey = PinColor(white: 0.5)
  /// ```
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with opacity `alpha`, in every appearance; a system colour stays one.
  ///
  /// ```swift
  /// let faded = PinColor.gray.withAlpha(0.5)
  /// ```
  public func withAlpha(_ alpha: Double) -> PinColor {
    func faded(_ dark: Bool, _ contrast: Bool) -> PinColor {
      let color = resolved(dark: dark, increasedContrast: contrast)
      return PinColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
    var result = PinColor(
      light: faded(false, false), dark: faded(true, false), increasedContrastLight: faded(false, true),
      increasedContrastDark: faded(true, true))
    result.system = system
    return result
  }

  /// Whether the colour is fully transparent (nothing is drawn).
  package var isClear: Bool { alpha == 0 }

  /// A readable form: `rgba(0.30, 0.57, 0.25, 1.00)`, the dark variant after ` / dark `
  /// and the Increase Contrast variants if there are any, after the system colour's name if it is one.
  public var description: String {
    func format(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
    func rgba(_ color: PinColor) -> String {
      "rgba(\(format(color.red)), \(format(color.green)), \(format(color.blue)), \(format(color.alpha)))"
    }
    var text = rgba(self)
    if darkComponents != nil { text += " / dark " + rgba(resolved(dark: true)) }
    if contrastComponents != nil || contrastDarkComponents != nil {
      text +=
        " / increased contrast " + rgba(resolved(dark: false, increasedContrast: true))
        + " / dark " + rgba(resolved(dark: true, increasedContrast: true))
    }
    return system.map { "\($0.rawValue) " + text } ?? text
  }

  /// Fully transparent.
  public static let clear = PinColor(white: 0, alpha: 0)
  /// Black.
  public static let black = PinColor(white: 0)
  /// White.
  public static let white = PinColor(white: 1)
  /// Grey (50 %).
  public static let gray = PinColor(white: 0.5)
  /// Light grey (67 %).
  public static let lightGray = PinColor(white: 2.0 / 3.0)
  /// The green of a valid code.
  public static let green = PinColor(red: 76.0 / 255.0, green: 145.0 / 255.0, blue: 65.0 / 255.0)
  /// The red of an invalid code.
  public static let red = PinColor(red: 250.0 / 255.0, green: 88.0 / 255.0, blue: 87.0 / 255.0)
  /// The blue of a focused control.
  public static let blue = PinColor(red: 0, green: 122.0 / 255.0, blue: 1)
}

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
