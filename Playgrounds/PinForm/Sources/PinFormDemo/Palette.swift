#if !QUICKCONTROL_UIKIT
  import Foundation
  import PinCodeControl
  import PlaceholderTextView
  import QuickControl

  /// The colours of the demo, as `UIColor`s with components (`UIColor` here), which the
  /// controls take and the renderer reads back.
  package enum Palette {
    /// Text on a filled item and the focused button.
    package static let ink = UIColor(white: 0.95, alpha: 1)
    /// Hints, disabled text, the idle placeholder.
    package static let muted = UIColor(white: 0.55, alpha: 1)
    /// A filled item.
    package static let filled = UIColor(white: 0.35, alpha: 1)
    /// A filled item while editing.
    package static let filledFocused = UIColor(red: 0.15, green: 0.3, blue: 0.55, alpha: 1)
    /// Focus.
    package static let focus = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
    /// The placeholder while editing.
    package static let focusMuted = UIColor(red: 0.45, green: 0.6, blue: 0.85, alpha: 1)
    /// Valid.
    package static let success = UIColor(
      red: 76.0 / 255.0, green: 145.0 / 255.0, blue: 65.0 / 255.0, alpha: 1)
    /// Invalid.
    package static let error = UIColor(red: 250.0 / 255.0, green: 88.0 / 255.0, blue: 87.0 / 255.0, alpha: 1)
    /// Nearing a limit: the comment's counter.
    package static let warning = UIColor(red: 1, green: 0.7, blue: 0, alpha: 1)

    /// The colour the terminal shows for a text view's colour: a system colour without components
    /// as the demo's own, any other as it is.
    package static func color(_ color: UIColor?) -> UIColor? {
      guard let color else { return nil }
      if color.name == UIColor.placeholderText.name { return muted }
      if color.name == UIColor.label.name { return ink }
      return color
    }

    /// The RGBA components of `color` in the light appearance, black for a colour with a name only.
    package static func components(_ color: UIColor) -> (
      red: Double, green: Double, blue: Double, alpha: Double
    ) {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
      _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return (Double(red), Double(green), Double(blue), Double(alpha))
    }
  }
#endif
