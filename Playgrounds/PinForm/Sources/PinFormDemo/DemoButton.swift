#if !QUICKCONTROL_UIKIT
  import Foundation
  import QuickControl

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
