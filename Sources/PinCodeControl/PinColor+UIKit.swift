// PinColor and UIKit's and SwiftUI's colours: conversions both ways, and the system colours and the
// tint drawn as UIKit's own.

#if QUICKCONTROL_UIKIT
  import UIKit

  extension PinColor {
    /// Creates a colour from a `UIColor`'s RGBA components in the light and the
    /// dark appearance, each with and without Increase Contrast.
    ///
    /// A dynamic colour (`.systemGreen`, `.label`, an asset colour with a
    /// high-contrast variant) is resolved for all four, so the control follows
    /// a switch to dark mode or to Increase Contrast; a colour without RGB
    /// components (a pattern image) becomes black.
    ///
    /// ```swift
    /// let tint = PinColor(UIColor.systemBlue)
    /// ```
    public init(_ color: UIColor) {
      func components(dark: Bool, highContrast: Bool) -> PinColor {
        Self.components(of: color.resolvedColor(with: Self.traits(dark: dark, highContrast: highContrast)))
      }
      self.init(
        light: components(dark: false, highContrast: false),
        dark: components(dark: true, highContrast: false),
        increasedContrastLight: components(dark: false, highContrast: true),
        increasedContrastDark: components(dark: true, highContrast: true))
    }

    /// A trait collection with one appearance and one contrast.
    static func traits(dark: Bool, highContrast: Bool) -> UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
        UITraitCollection(accessibilityContrast: highContrast ? .high : .normal),
      ])
    }

    private static func components(of color: UIColor) -> PinColor {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return .black }
      return PinColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour as a `UIColor`: UIKit's own for a system colour, a dynamic one
    /// if the colour has variants for dark mode or Increase Contrast.
    ///
    /// ``tint`` becomes `UIColor.tintColor`, which follows the tint of the view it is drawn in.
    ///
    /// ```swift
    /// label.textColor = PinColor.systemGreen.uiColor
    /// ```
    public var uiColor: UIColor { uiColor(tintColor: nil) }

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

    private static func uiColor(_ color: PinColor) -> UIColor {
      UIColor(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
        alpha: CGFloat(color.alpha))
    }

    /// The colour as a `CGColor` in the light appearance, for layers.
    package var cgColor: CGColor { cgColor(for: Self.traits(dark: false, highContrast: false)) }

    /// The colour as a `CGColor` in the appearance and contrast of `traits`, for
    /// layers (which have no appearance of their own).
    ///
    /// ```swift
    /// shape.fillColor = item.fillColor.cgColor(for: traitCollection)
    /// ```
    package func cgColor(for traits: UITraitCollection) -> CGColor {
      cgColor(for: traits, tintColor: nil)
    }

    /// The colour as a `CGColor` in `traits`, ``tint`` being `tintColor`.
    func cgColor(for traits: UITraitCollection, tintColor: UIColor?) -> CGColor {
      uiColor(tintColor: tintColor).resolvedColor(with: traits).cgColor
    }
  }

  extension PinColor.SystemColor {
    /// UIKit's colour, `tintColor` (or `UIColor.tintColor`) for ``PinColor/tint``.
    func uiColor(tintColor: UIColor?) -> UIColor {
      switch self {
      case .label: UIColor.label
      case .systemGray: UIColor.systemGray
      case .systemGreen: UIColor.systemGreen
      case .systemRed: UIColor.systemRed
      case .tint: tintColor ?? UIColor.tintColor
      }
    }
  }
#endif

#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import SwiftUI

  extension PinColor {
    /// Creates a colour from a SwiftUI colour, in the light and the dark appearance.
    ///
    /// ```swift
    /// let valid = PinColor(Color.green)
    /// ```
    public init(_ color: Color) {
      self.init(UIColor(color))
    }
  }

  extension Color {
    /// A SwiftUI colour from a ``PinColor``, following the colour scheme if the colour has a dark variant.
    ///
    /// ```swift
    /// Circle().fill(Color(item.fillColor))
    /// ```
    public init(_ color: PinColor) {
      self.init(uiColor: color.uiColor)
    }
  }
#endif
