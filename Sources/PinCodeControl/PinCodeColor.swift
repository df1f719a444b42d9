import Foundation
import QuickControl

/// The colour type of ``PinCodeControl``'s platform-neutral model: RGBA with variants for the
/// dark appearance and Increase Contrast, and the UIKit colour it stands for, if any.
///
/// The public API takes and returns `UIColor` (`UIColor` without UIKit); the control
/// converts at the boundary, so a transition copies plain values and allocates nothing.
package struct PinCodeColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component of the light, normal-contrast variant, in `0...1`.
  ///
  /// A renderer of its own (a terminal, an image) reads the four components:
  ///
  /// ```swift
  /// let brand = PinCodeColor(red: 0.3, green: 0.57, blue: 0.25)
  /// let rgb = [brand.red, brand.green, brand.blue].map { Int(($0 * 255).rounded()) }
  /// ```
  package private(set) var red: Double
  /// The green component of the light, normal-contrast variant, in `0...1`.
  package private(set) var green: Double
  /// The blue component of the light, normal-contrast variant, in `0...1`.
  package private(set) var blue: Double
  /// The opacity of the light, normal-contrast variant, in `0...1` (`0` is fully transparent).
  package private(set) var alpha: Double
  // The variants, stored only where they differ from the light one.
  private var darkComponents: SIMD4<Double>?
  private var contrastComponents: SIMD4<Double>?
  private var contrastDarkComponents: SIMD4<Double>?
  /// The UIKit colour this colour stands for, if any.
  var system: SystemColor?

  /// Creates a colour from RGBA components in `0...1`; values outside are clamped.
  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// Creates a colour that is `light` in the light appearance and `dark` in the dark one.
  ///
  /// ```swift
  /// let ink = PinCodeColor(light: .black, dark: .white)
  /// pin.symbolColor = ink  // black characters, white ones in dark mode
  /// ```
  package init(light: PinCodeColor, dark: PinCodeColor) {
    self.init(light: light, dark: dark, increasedContrastLight: light, increasedContrastDark: dark)
  }

  /// Creates a colour with a variant for each appearance, with and without Increase Contrast.
  ///
  /// Each argument is taken in its own appearance (a dynamic argument gives its matching variant).
  ///
  /// ```swift
  /// let border = PinCodeColor(light: .gray, dark: .gray, increasedContrastLight: .black, increasedContrastDark: .white)
  /// ```
  package init(
    light: PinCodeColor, dark: PinCodeColor, increasedContrastLight: PinCodeColor,
    increasedContrastDark: PinCodeColor
  ) {
    let base = light.resolved(dark: false, increasedContrast: false)
    self = base
    func variant(_ color: PinCodeColor) -> SIMD4<Double>? {
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

  package var isDynamic: Bool {
    darkComponents != nil || contrastComponents != nil || contrastDarkComponents != nil
  }

  package var isSystemColor: Bool { system != nil }

  package var followsTintColor: Bool { system == .tint }

  package func resolved(dark: Bool) -> PinCodeColor {
    resolved(dark: dark, increasedContrast: false)
  }

  /// The variant for one appearance; a missing one falls back to the dark, then the light one.
  package func resolved(dark: Bool, increasedContrast: Bool) -> PinCodeColor {
    let components: SIMD4<Double>? =
      switch (dark, increasedContrast) {
      case (false, false): nil
      case (true, false): darkComponents
      case (false, true): contrastComponents
      case (true, true): contrastDarkComponents ?? darkComponents ?? contrastComponents
      }
    if let components {
      return PinCodeColor(red: components.x, green: components.y, blue: components.z, alpha: components.w)
    }
    return PinCodeColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey with `white` in `0...1`.
  package init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with opacity `alpha`, in every appearance; a system colour stays one.
  ///
  /// ```swift
  /// let faded = PinCodeColor.gray.withAlpha(0.5)
  /// ```
  package func withAlpha(_ alpha: Double) -> PinCodeColor {
    func faded(_ dark: Bool, _ contrast: Bool) -> PinCodeColor {
      let color = resolved(dark: dark, increasedContrast: contrast)
      return PinCodeColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
    var result = PinCodeColor(
      light: faded(false, false), dark: faded(true, false), increasedContrastLight: faded(false, true),
      increasedContrastDark: faded(true, true))
    result.system = system
    return result
  }

  package var isClear: Bool { alpha == 0 }

  /// A readable form: `rgba(0.30, 0.57, 0.25, 1.00)`, then the variants.
  package var description: String {
    func format(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded())
      let fraction = hundredths % 100
      return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
    func rgba(_ color: PinCodeColor) -> String {
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
  package static let clear = PinCodeColor(white: 0, alpha: 0)
  /// Black.
  package static let black = PinCodeColor(white: 0)
  /// White.
  package static let white = PinCodeColor(white: 1)
  /// Grey (50 %).
  package static let gray = PinCodeColor(white: 0.5)
  /// Light grey (67 %).
  package static let lightGray = PinCodeColor(white: 2.0 / 3.0)
  /// The green of a valid code.
  package static let green = PinCodeColor(red: 76.0 / 255.0, green: 145.0 / 255.0, blue: 65.0 / 255.0)
  /// The red of an invalid code.
  package static let red = PinCodeColor(red: 250.0 / 255.0, green: 88.0 / 255.0, blue: 87.0 / 255.0)
  /// The blue of a focused control.
  package static let blue = PinCodeColor(red: 0, green: 122.0 / 255.0, blue: 1)
}

extension PinCodeColor {
  /// The UIKit colours a `PinCodeColor` can stand for.
  enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case label, systemGray, systemGreen, systemRed, tint
  }

  /// A system colour from its published 8-bit RGB: light, dark, and both with Increase Contrast.
  private init(
    system: SystemColor, _ light: (Int, Int, Int), _ dark: (Int, Int, Int),
    _ contrastLight: (Int, Int, Int), _ contrastDark: (Int, Int, Int)
  ) {
    func color(_ rgb: (Int, Int, Int)) -> PinCodeColor {
      PinCodeColor(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255)
    }
    self.init(
      light: color(light), dark: color(dark), increasedContrastLight: color(contrastLight),
      increasedContrastDark: color(contrastDark))
    self.system = system
  }

  /// `UIColor.label` on UIKit: the default ``PinCodeControl/symbolColor``.
  package static let label = PinCodeColor(
    system: .label, (0, 0, 0), (255, 255, 255), (0, 0, 0), (255, 255, 255))

  /// `UIColor.systemGray` on UIKit: the default border and filled-item colour.
  package static let systemGray = PinCodeColor(
    system: .systemGray, (142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178))

  /// `UIColor.systemGreen` on UIKit: the default colour of a valid code.
  package static let systemGreen = PinCodeColor(
    system: .systemGreen, (52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91))

  /// `UIColor.systemRed` on UIKit: the default colour of an invalid code.
  package static let systemRed = PinCodeColor(
    system: .systemRed, (255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97))

  /// The control's `tintColor` on UIKit, resolved when drawn (`UIColor.systemBlue` without UIKit):
  /// the default border while editing.
  package static let tint = PinCodeColor(
    system: .tint, (0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255))
}

extension PinCodeColor {
  /// The model colour of a `UIColor`, in the light and the dark appearance, with and without
  /// Increase Contrast; UIKit's system colours (and `UIColor.tintColor`) stay system colours.
  ///
  /// A colour without RGB components (a pattern image, a headless colour with a name only) becomes black.
  package init(_ color: UIColor) {
    if let system = SystemColor.allCases.first(where: { $0.matches(color) }) {
      let alpha = Self.components(of: color).alpha
      self = alpha == 1 ? system.color : system.color.withAlpha(alpha)
      return
    }
    func components(dark: Bool, highContrast: Bool) -> PinCodeColor {
      Self.components(of: color.resolvedColor(with: Self.traits(dark: dark, highContrast: highContrast)))
    }
    self.init(
      light: components(dark: false, highContrast: false),
      dark: components(dark: true, highContrast: false),
      increasedContrastLight: components(dark: false, highContrast: true),
      increasedContrastDark: components(dark: true, highContrast: true))
  }

  static func traits(dark: Bool, highContrast: Bool) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
      UITraitCollection(accessibilityContrast: highContrast ? .high : .normal),
    ])
  }

  private static func components(of color: UIColor) -> PinCodeColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .black }
    return PinCodeColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// The colour as a `UIColor`: UIKit's own for a system colour (``tint`` is
  /// `UIColor.tintColor`), a dynamic one if the colour has variants.
  package var uiColor: UIColor { uiColor(tintColor: nil) }

  /// The colour as a `UIColor`, ``tint`` being `tintColor` (`UIColor.tintColor` if `nil`).
  func uiColor(tintColor: UIColor?) -> UIColor {
    if let system {
      let base = system.uiColor(tintColor: tintColor)
      return alpha == 1 ? base : base.withAlphaComponent(CGFloat(alpha))
    }
    guard isDynamic else { return Self.uiColor(resolved(dark: false)) }
    let variants = [false, true].map { dark in
      [false, true].map { contrast in Self.uiColor(resolved(dark: dark, increasedContrast: contrast)) }
    }
    return UIColor { traits in
      variants[traits.userInterfaceStyle == .dark ? 1 : 0][traits.accessibilityContrast == .high ? 1 : 0]
    }
  }

  private static func uiColor(_ color: PinCodeColor) -> UIColor {
    UIColor(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}

extension PinCodeColor.SystemColor {
  /// UIKit's colour, `tintColor` (or `UIColor.tintColor`) for `PinCodeColor.tint`.
  func uiColor(tintColor: UIColor?) -> UIColor {
    switch self {
    case .label: UIColor.label
    case .systemGray: UIColor.systemGray
    case .systemGreen: UIColor.systemGreen
    case .systemRed: UIColor.systemRed
    case .tint: tintColor ?? UIColor.tintColor
    }
  }

  /// The model's colour.
  var color: PinCodeColor {
    switch self {
    case .label: .label
    case .systemGray: .systemGray
    case .systemGreen: .systemGreen
    case .systemRed: .systemRed
    case .tint: .tint
    }
  }

  /// Whether `color` is this system colour (headless: at any opacity).
  func matches(_ color: UIColor) -> Bool {
    #if QUICKCONTROL_UIKIT
      color == uiColor(tintColor: nil)
    #else
      color.name == uiColor(tintColor: nil).name  // at any opacity
    #endif
  }
}

extension PinCodeColor {
  package var cgColor: CGColor { cgColor(for: Self.traits(dark: false, highContrast: false)) }

  /// The colour in the appearance and contrast of `traits`, for layers (which have none of their own).
  package func cgColor(for traits: UITraitCollection) -> CGColor {
    cgColor(for: traits, tintColor: nil)
  }

  /// ``tint`` being `tintColor`.
  func cgColor(for traits: UITraitCollection, tintColor: UIColor?) -> CGColor {
    uiColor(tintColor: tintColor).resolvedColor(with: traits).cgColor
  }
}
