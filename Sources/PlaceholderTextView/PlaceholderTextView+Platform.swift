import QuickControl

#if QUICKCONTROL_UIKIT
  import UIKit

  extension PlaceholderTextView {
    /// Cross-dissolves the label's change, public API only.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      Self.crossDissolve(placeholderLabel, change)
    }

    /// Cross-dissolves `view` while `change` runs, public API only: the rotation's fade on every UIKit host.
    static func crossDissolve(_ view: UIView, _ change: @escaping () -> Void) {
      UIView.transition(
        with: view, duration: 0.3,
        options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
        animations: change)
    }

    /// After the length limit removed part of a user's edit: the undo stack still holds that edit's
    /// ranges, which no longer match the text, so it is cleared rather than left to undo into the wrong text.
    func userEditWasTrimmed() {
      undoManager?.removeAllActions()
    }

    /// Converts with Foundation, keeping every attribute.
    func makeAttributedPlaceholder(_ string: AttributedString) -> NSAttributedString {
      NSAttributedString(string)
    }
  }
#else
  extension PlaceholderTextView {
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
