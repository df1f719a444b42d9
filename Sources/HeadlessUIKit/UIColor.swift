import Foundation

#if canImport(CoreGraphics)
  // Re-exported as UIKit does; a module that imports Core Graphics prefers its own `CGColor` below.
  @_exported import CoreGraphics
#endif

/// A named colour with variants for the dark appearance and Increase Contrast, standing in for
/// `UIColor` where UIKit is unavailable.
///
/// As with a dynamic `UIColor`, the colour a trait collection shows is
/// ``resolvedColor(with:)``; a layer takes a resolved colour (``CGColor``), and a host
/// resolves a colour stored for a layer's property with its own traits each time it writes it.
///
/// ```swift
/// let border = UIColor(light: UIColor(name: "blue"), dark: UIColor(name: "light blue"))
/// print(border.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
/// // Prints "light blue"
/// ```
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour's name in the light appearance, at normal contrast; `#rrggbb` (`#rrggbbaa` if
  /// translucent) for a colour made from components.
  public var name: String
  private var darkName: String?
  private var increasedContrastName: String?
  private var increasedContrastDarkName: String?
  // RGBA in `0...1` of each variant, for a colour made from components (or a system colour).
  private var components: SIMD4<Double>?
  private var darkComponents: SIMD4<Double>?
  private var increasedContrastComponents: SIMD4<Double>?
  private var increasedContrastDarkComponents: SIMD4<Double>?

  /// Creates a colour with a name, the same in every appearance; it has no components.
  public init(name: String) { self.name = name }

  /// Creates a colour from RGBA components in `0...1`, as `UIColor(red:green:blue:alpha:)`;
  /// values outside are clamped. Its ``name`` is its `#rrggbb` form.
  ///
  /// ```swift
  /// let brand = UIColor(red: 0.3, green: 0.57, blue: 0.25, alpha: 1)
  /// print(brand)
  /// // Prints "#4d9140"
  /// ```
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func clamp(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(min(max(value, 0), 1)) }
    let rgba = SIMD4(clamp(red), clamp(green), clamp(blue), clamp(alpha))
    self.init(name: Self.hex(rgba))
    components = rgba
  }

  /// Creates a grey from `white` and `alpha` in `0...1`, as `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from what `dynamicProvider` answers for the light and dark appearances, each
  /// with and without Increase Contrast, as `UIColor(dynamicProvider:)` (asked once per variant here).
  public init(dynamicProvider: (UITraitCollection) -> UIColor) {
    func variant(
      _ style: UIUserInterfaceStyle,
      _ contrast: UIAccessibilityContrast
    ) -> UIColor {
      dynamicProvider(UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast))
    }
    self.init(
      light: variant(.light, .normal), dark: variant(.dark, .normal),
      increasedContrastLight: variant(.light, .high), increasedContrastDark: variant(.dark, .high))
  }

  /// Creates a colour that is `light` in the light appearance and `dark` in the dark one, and
  /// optionally other colours with Increase Contrast.
  public init(
    light: UIColor, dark: UIColor, increasedContrastLight: UIColor? = nil,
    increasedContrastDark: UIColor? = nil
  ) {
    name = light.name
    components = light.components
    darkName = dark.name
    darkComponents = dark.components
    increasedContrastName = increasedContrastLight?.name
    increasedContrastComponents = increasedContrastLight?.components
    let contrastDark = increasedContrastDark ?? increasedContrastLight
    increasedContrastDarkName = contrastDark?.name
    increasedContrastDarkComponents = contrastDark?.components
  }

  /// A system colour: a name with components for each variant.
  private init(system name: String, _ variants: [(Int, Int, Int)], alpha: [Double] = [1, 1, 1, 1]) {
    func rgba(_ index: Int) -> SIMD4<Double> {
      let rgb = variants[index]
      return SIMD4(Double(rgb.0) / 255, Double(rgb.1) / 255, Double(rgb.2) / 255, alpha[index])
    }
    self.init(name: name)
    (darkName, increasedContrastName, increasedContrastDarkName) = (name, name, name)
    components = rgba(0)
    darkComponents = rgba(1)
    increasedContrastComponents = rgba(2)
    increasedContrastDarkComponents = rgba(3)
  }

  /// The colour shown with `traits`, as `UIColor.resolvedColor(with:)`: no variants.
  public func resolvedColor(with traits: UITraitCollection) -> UIColor {
    let (dark, high) = (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high)
    var resolved: UIColor
    switch (dark, high) {
    case (false, false):
      resolved = UIColor(name: name)
      resolved.components = components
    case (true, false):
      resolved = UIColor(name: darkName ?? name)
      resolved.components = darkName == nil ? components : darkComponents
    case (false, true):
      resolved = UIColor(name: increasedContrastName ?? name)
      resolved.components = increasedContrastName == nil ? components : increasedContrastComponents
    case (true, true):
      if let increasedContrastDarkName {
        resolved = UIColor(name: increasedContrastDarkName)
        resolved.components = increasedContrastDarkComponents
      } else {
        resolved = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
      }
    }
    return resolved
  }

  /// The components of the light appearance at normal contrast, as `UIColor.getRed(_:green:blue:alpha:)`:
  /// `false`, and the arguments unchanged, for a colour with a name only.
  ///
  /// ```swift
  /// var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
  /// if UIColor.systemGreen.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
  ///   print(Int(red * 255), Int(green * 255), Int(blue * 255))  // Prints "52 199 89"
  /// }
  /// ```
  public func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    guard let components else { return false }
    (red, green, blue, alpha) = (
      CGFloat(components.x), CGFloat(components.y), CGFloat(components.z), CGFloat(components.w)
    )
    return true
  }

  /// The same colour with opacity `alpha` in every variant, as `UIColor.withAlphaComponent(_:)`;
  /// the names stay (a colour with a name only is returned unchanged).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let alpha = alpha.isNaN ? 0 : Double(min(max(alpha, 0), 1))
    func faded(_ rgba: SIMD4<Double>?) -> SIMD4<Double>? {
      rgba.map { SIMD4($0.x, $0.y, $0.z, alpha) }
    }
    var color = self
    color.components = faded(components)
    color.darkComponents = faded(darkComponents)
    color.increasedContrastComponents = faded(increasedContrastComponents)
    color.increasedContrastDarkComponents = faded(increasedContrastDarkComponents)
    if let components, name == Self.hex(components) { color.name = Self.hex(color.components!) }
    return color
  }

  /// `#rrggbb`, or `#rrggbbaa` if translucent.
  private static func hex(_ rgba: SIMD4<Double>) -> String {
    func byte(_ value: Double) -> String {
      let hex = String(Int((value * 255).rounded()), radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + byte(rgba.x) + byte(rgba.y) + byte(rgba.z) + (rgba.w == 1 ? "" : byte(rgba.w))
  }

  /// The colour as a layer takes it, for the light appearance at normal contrast (as
  /// `UIColor.cgColor` outside a trait environment); store the colour itself to follow traits.
  public var cgColor: CGColor {
    CGColor(
      name: name,
      components: components.map { [CGFloat($0.x), CGFloat($0.y), CGFloat($0.z), CGFloat($0.w)] })
  }

  /// The name, as ``name``.
  public var description: String { name }

  // The system colours: iOS's 8-bit components (and opacity) in the light and the dark appearance,
  // then both with Increase Contrast. The one table of them: PinCodeControl reads its defaults here.

  /// The system colour for placeholder text, like `UIColor.placeholderText`.
  public static let placeholderText = UIColor(name: "placeholderText")
  /// The system colour for primary text, like `UIColor.label`: black, white in the dark appearance.
  public static let label = UIColor(
    system: "label", [(0, 0, 0), (255, 255, 255), (0, 0, 0), (255, 255, 255)])
  /// The system colour for secondary text, like `UIColor.secondaryLabel`: a translucent grey.
  ///
  /// ```swift
  /// let hint = UILabel()
  /// hint.textColor = .secondaryLabel
  /// ```
  public static let secondaryLabel = UIColor(
    system: "secondaryLabel", [(60, 60, 67), (235, 235, 245), (60, 60, 67), (235, 235, 245)],
    alpha: [0.6, 0.6, 0.68, 0.68])
  /// The system colour of a thin line between items, like `UIColor.separator`: a translucent grey.
  public static let separator = UIColor(
    system: "separator", [(60, 60, 67), (84, 84, 88), (60, 60, 67), (84, 84, 88)],
    alpha: [0.29, 0.6, 0.37, 0.7])
  /// The background of a screen, like `UIColor.systemBackground`: white, black in the dark appearance.
  ///
  /// ```swift
  /// card.backgroundColor = .systemBackground
  /// ```
  public static let systemBackground = UIColor(
    system: "systemBackground", [(255, 255, 255), (0, 0, 0), (255, 255, 255), (0, 0, 0)])
  /// The background of content on a screen's background, like `UIColor.secondarySystemBackground`.
  public static let secondarySystemBackground = UIColor(
    system: "secondarySystemBackground", [(242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)])
  /// Like `UIColor.systemGray`, with iOS's components in each appearance and contrast.
  public static let systemGray = UIColor(
    system: "systemGray", [(142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178)])
  /// Like `UIColor.systemGray2`, with iOS's components in each appearance and contrast.
  ///
  /// The six greys go from `systemGray`, the darkest in the light appearance, to `systemGray6`, the
  /// lightest; in the dark appearance the order turns round:
  ///
  /// ```swift
  /// let dark = UITraitCollection(userInterfaceStyle: .dark)
  /// var (light, other, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
  /// _ = UIColor.systemGray6.resolvedColor(with: dark).getRed(&light, green: &other, blue: &blue, alpha: &alpha)
  /// print(Int(light * 255))  // Prints "28"
  /// ```
  public static let systemGray2 = UIColor(
    system: "systemGray2", [(174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128)])
  /// Like `UIColor.systemGray3`, with iOS's components in each appearance and contrast.
  public static let systemGray3 = UIColor(
    system: "systemGray3", [(199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86)])
  /// Like `UIColor.systemGray4`, with iOS's components in each appearance and contrast.
  public static let systemGray4 = UIColor(
    system: "systemGray4", [(209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70)])
  /// Like `UIColor.systemGray5`, with iOS's components in each appearance and contrast.
  public static let systemGray5 = UIColor(
    system: "systemGray5", [(229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56)])
  /// Like `UIColor.systemGray6`, with iOS's components in each appearance and contrast.
  public static let systemGray6 = UIColor(
    system: "systemGray6", [(242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)])
  /// Like `UIColor.systemGreen`, with iOS's components in each appearance and contrast.
  public static let systemGreen = UIColor(
    system: "systemGreen", [(52, 199, 89), (48, 209, 88), (36, 138, 61), (48, 219, 91)])
  /// Like `UIColor.systemRed`, with iOS's components in each appearance and contrast.
  public static let systemRed = UIColor(
    system: "systemRed", [(255, 59, 48), (255, 69, 58), (215, 0, 21), (255, 105, 97)])
  /// Like `UIColor.systemOrange`, with iOS's components in each appearance and contrast.
  public static let systemOrange = UIColor(
    system: "systemOrange", [(255, 149, 0), (255, 159, 10), (201, 52, 0), (255, 179, 64)])
  /// Like `UIColor.systemYellow`, with iOS's components in each appearance and contrast.
  public static let systemYellow = UIColor(
    system: "systemYellow", [(255, 204, 0), (255, 214, 10), (178, 80, 0), (255, 212, 38)])
  /// Like `UIColor.systemBlue`, with iOS's components in each appearance and contrast.
  public static let systemBlue = UIColor(
    system: "systemBlue", [(0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255)])
  /// Like `UIColor.tintColor`: the tint, `systemBlue`'s components where no view resolves it.
  public static let tintColor = UIColor(
    system: "tintColor", [(0, 122, 255), (10, 132, 255), (0, 64, 221), (64, 156, 255)])
  /// Fully transparent, like `UIColor.clear`.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Black, like `UIColor.black`.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White, like `UIColor.white`.
  public static let white = UIColor(white: 1, alpha: 1)
  /// 50 % grey, like `UIColor.gray`.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Two-thirds white, like `UIColor.lightGray`.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// One-third white, like `UIColor.darkGray`.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Pure red, like `UIColor.red`.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green, like `UIColor.green`.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue, like `UIColor.blue`.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
}
