#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinColor {
    /// Creates a colour from a `UIColor`'s RGBA components.
    ///
    /// A dynamic colour (`.label`, an asset colour) is resolved when converted,
    /// with the current trait collection; a colour without RGB components (a
    /// pattern image) becomes black.
    ///
    /// ```swift
    /// let tint = PinColor(UIColor.systemBlue)
    /// ```
    public init(_ color: UIColor) {
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        self = .black
        return
      }
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The colour as a `UIColor`.
    ///
    /// ```swift
    /// label.textColor = PinColor.green.uiColor
    /// ```
    public var uiColor: UIColor {
      UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour as a `CGColor`, for layers.
    public var cgColor: CGColor { uiColor.cgColor }
  }
#endif
