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
/// A colour can have a variant for the dark appearance
/// (``init(light:dark:)``); a dynamic `UIColor` such as `.systemGreen`
/// converts to one, so the UIKit drawing follows the control's appearance
/// when it changes. The components are the light variant.
///
/// ```swift
/// let brand = PinColor(red: 0.3, green: 0.57, blue: 0.25)
/// pin.setFillColor(brand, for: PinCodeControl.States.valid)
/// ```
public struct PinColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, `0...1`.
  public var red: Double
  /// The green component, `0...1`.
  public var green: Double
  /// The blue component, `0...1`.
  public var blue: Double
  /// The opacity, `0...1`.
  public var alpha: Double
  /// The RGBA components in the dark appearance, if they differ.
  private var darkComponents: SIMD4<Double>?

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
    self = light.resolved(dark: false)
    let darkColor = dark.resolved(dark: true)
    if darkColor != self {
      darkComponents = SIMD4(darkColor.red, darkColor.green, darkColor.blue, darkColor.alpha)
    }
  }

  /// Whether the colour has a different variant for the dark appearance.
  public var isDynamic: Bool { darkComponents != nil }

  /// The colour in the light (`dark == false`) or dark appearance, without variants.
  ///
  /// ```swift
  /// let fill = item.fillColor.resolved(dark: traitCollection.userInterfaceStyle == .dark)
  /// ```
  public func resolved(dark: Bool) -> PinColor {
    if dark, let components = darkComponents {
      return PinColor(red: components.x, green: components.y, blue: components.z, alpha: components.w)
    }
    var plain = self
    plain.darkComponents = nil
    return plain
  }

  /// Creates a grey with `white` in `0...1`.
  ///
  /// ```swift
  /// let midGrey = PinColor(white: 0.5)
  /// ```
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with opacity `alpha`, in both appearances.
  ///
  /// ```swift
  /// let faded = PinColor.gray.withAlpha(0.5)
  /// ```
  public func withAlpha(_ alpha: Double) -> PinColor {
    let light = PinColor(red: red, green: green, blue: blue, alpha: alpha)
    guard isDynamic else { return light }
    let dark = resolved(dark: true)
    return PinColor(
      light: light, dark: PinColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha))
  }

  /// Whether the colour is fully transparent (nothing is drawn).
  public var isClear: Bool { alpha == 0 }

  /// A readable form: `rgba(0.30, 0.57, 0.25, 1.00)`, and the dark variant after ` / dark ` if there is one.
  public var description: String {
    func format(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
    func rgba(_ color: PinColor) -> String {
      "rgba(\(format(color.red)), \(format(color.green)), \(format(color.blue)), \(format(color.alpha)))"
    }
    return isDynamic ? rgba(self) + " / dark " + rgba(resolved(dark: true)) : rgba(self)
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
