#if !canImport(UIKit)
  import Foundation
  import PinCodeControl
  import QuickControl

  /// How a piece of text looks in the terminal; a value the form stores per state through the engine.
  ///
  /// The renderer maps it to ANSI SGR codes and never decides a look itself.
  package struct TextStyle: Hashable, Sendable {
    /// The text colour, or the terminal's own.
    package var foreground: PinColor?
    /// The background colour, or none.
    package var background: PinColor?
    /// Bold (SGR 1).
    package var isBold = false
    /// Faint (SGR 2): the disabled look.
    package var isFaint = false
    /// Underlined (SGR 4).
    package var isUnderlined = false

    /// Creates a style.
    package init(
      foreground: PinColor? = nil, background: PinColor? = nil, bold: Bool = false, faint: Bool = false,
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

  /// A piece of text on the terminal screen whose text and style are targets of per-state values.
  @MainActor
  package final class DemoLabel {
    /// The text.
    package var text: String
    /// The look.
    package var style: TextStyle

    /// Creates a label.
    package init(_ text: String = "", style: TextStyle = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The Apply button: a `QUIckControl` (headless here) whose title and look are declared per state.
  ///
  /// Its `isEnabled` is driven by the repeat PIN's state; its own state (disabled,
  /// focused) drives its title style.
  package final class DemoButton: QUIckControl {
    /// The text on the button.
    package var title: String
    /// The look of the title, resolved by the engine for the current state.
    package var titleStyle = TextStyle.plain

    /// Creates a button titled `title`.
    package init(title: String) {
      self.title = title
      super.init(frame: .zero)
    }

    /// Not supported.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Presses the button, as a tap would: sends `.primaryActionTriggered` while enabled.
    package func press() {
      guard isEnabled else { return }
      sendActions(for: .primaryActionTriggered)
    }
  }
#endif
