#if !QUICKCONTROL_UIKIT
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
#endif
