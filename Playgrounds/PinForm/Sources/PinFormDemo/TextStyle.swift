#if !QUICKCONTROL_UIKIT
  import Foundation
  import PinCodeControl
  import QuickControl

  /// How a piece of text looks in the terminal; a value the form stores per state through the engine.
  ///
  /// The renderer maps it to ANSI SGR codes and never decides a look itself.
  package struct TextStyle: Hashable, Sendable {
    /// The text colour, or the terminal's own.
    package var foreground: UIColor?
    /// The background colour, or none.
    package var background: UIColor?
    /// Bold (SGR 1).
    package var isBold = false
    /// Faint (SGR 2): the disabled look.
    package var isFaint = false
    /// Underlined (SGR 4).
    package var isUnderlined = false

    /// Creates a style.
    package init(
      foreground: UIColor? = nil, background: UIColor? = nil, bold: Bool = false, faint: Bool = false,
      underlined: Bool = false
    ) {
      self.foreground = foreground
      self.background = background
      self.isBold = bold
      self.isFaint = faint
      self.isUnderlined = underlined
    }

    /// The terminal's default look.
    package static let plain = TextStyle()
  }
#endif
