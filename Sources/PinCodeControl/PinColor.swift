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

  /// Creates a grey with `white` in `0...1`.
  ///
  /// ```swift
  /// let midGrey = PinColor(white: 0.5)
  /// ```
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with opacity `alpha`.
  ///
  /// ```swift
  /// let faded = PinColor.gray.withAlpha(0.5)
  /// ```
  public func withAlpha(_ alpha: Double) -> PinColor {
    PinColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the colour is fully transparent (nothing is drawn).
  public var isClear: Bool { alpha == 0 }

  /// A readable form: `rgba(0.30, 0.57, 0.25, 1.00)`.
  public var description: String {
    func format(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
    return "rgba(\(format(red)), \(format(green)), \(format(blue)), \(format(alpha)))"
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
