#if !canImport(UIKit) || os(watchOS)
  import Foundation

  extension PlaceholderTextView {
    /// Headless views have no subviews: the label is drawn by nobody and read by tests.
    func installPlaceholderLabel() {}

    /// Headless changes are not animated.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      change()
    }

    /// Headless views have no undo stack.
    func userEditWasTrimmed() {}

    /// Corelibs Foundation cannot convert attributes; headless placeholders keep the characters.
    func makeAttributedPlaceholder(_ string: AttributedString) -> NSAttributedString {
      NSAttributedString(string: String(string.characters))
    }
  }
#endif
