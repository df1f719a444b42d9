#if !QUICKCONTROL_UIKIT
  import PinCodeControl
  import PlaceholderTextView
  import QuickControl

  /// The colours of the demo, as the platform-neutral `PinColor` the controls use.
  package enum Palette {
    /// Text on a filled item and the focused button.
    package static let ink = PinColor(white: 0.95)
    /// Hints, disabled text, the idle placeholder.
    package static let muted = PinColor(white: 0.55)
    /// A filled item.
    package static let filled = PinColor(white: 0.35)
    /// A filled item while editing.
    package static let filledFocused = PinColor(red: 0.15, green: 0.3, blue: 0.55)
    /// Focus.
    package static let focus = PinColor.blue
    /// The placeholder while editing.
    package static let focusMuted = PinColor(red: 0.45, green: 0.6, blue: 0.85)
    /// Valid.
    package static let success = PinColor.green
    /// Invalid.
    package static let error = PinColor.red
    /// Nearing a limit: the comment's counter.
    package static let warning = PinColor(red: 1, green: 0.7, blue: 0)

    /// A headless colour for the text view: its name is the colour's hex form, which the renderer reads back.
    package static func headless(_ color: PinColor) -> HeadlessColor {
      HeadlessColor(name: hex(color))
    }

    /// `#rrggbb` of `color`.
    package static func hex(_ color: PinColor) -> String {
      func byte(_ value: Double) -> String {
        let hex = String(Int((value * 255).rounded()), radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }
      return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// The colour a headless colour stands for: a `#rrggbb` name, or a system colour.
    package static func color(_ headless: HeadlessColor?) -> PinColor? {
      guard let name = headless?.name else { return nil }
      if name == HeadlessColor.placeholderText.name { return muted }
      if name == HeadlessColor.label.name { return ink }
      guard name.hasPrefix("#"), name.count == 7, let value = Int(name.dropFirst(), radix: 16) else {
        return nil
      }
      return PinColor(
        red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255)
    }
  }
#endif
