#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinColor {
    /// Creates a colour from a `UIColor`'s RGBA components, in the light and the dark appearance.
    ///
    /// A dynamic colour (`.systemGreen`, `.label`, an asset colour) is resolved
    /// for both appearances, so the control follows a switch to dark mode; a
    /// colour without RGB components (a pattern image) becomes black.
    ///
    /// ```swift
    /// let tint = PinColor(UIColor.systemBlue)
    /// ```
    public init(_ color: UIColor) {
      let light = Self.components(
        of: color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
      let dark = Self.components(of: color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
      self.init(light: light, dark: dark)
    }

    private static func components(of color: UIColor) -> PinColor {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .black }
      return PinColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour as a `UIColor`: a dynamic one if the colour has a dark variant.
    ///
    /// ```swift
    /// label.textColor = PinColor.green.uiColor
    /// ```
    public var uiColor: UIColor {
      guard isDynamic else { return Self.uiColor(resolved(dark: false)) }
      let light = Self.uiColor(resolved(dark: false))
      let dark = Self.uiColor(resolved(dark: true))
      return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    private static func uiColor(_ color: PinColor) -> UIColor {
      UIColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }

    /// The colour as a `CGColor` in the light appearance, for layers.
    public var cgColor: CGColor { cgColor(for: UITraitCollection(userInterfaceStyle: .light)) }

    /// The colour as a `CGColor` in the appearance of `traits`, for layers (which have no appearance of their own).
    ///
    /// ```swift
    /// shape.fillColor = item.fillColor.cgColor(for: traitCollection)
    /// ```
    public func cgColor(for traits: UITraitCollection) -> CGColor {
      Self.uiColor(resolved(dark: traits.userInterfaceStyle == .dark)).cgColor
    }
  }
#endif
