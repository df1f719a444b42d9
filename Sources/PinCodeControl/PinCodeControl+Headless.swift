// The control without UIKit: nothing is drawn, and QuickControl's headless font stands in for `UIFont` and the text size.

#if !QUICKCONTROL_UIKIT
  import Foundation
  import QuickControl

  extension PinCodeControl {
    func setUpPlatform() {}

    func contentDidChange() {}

    func layoutDidChange() {}

    func keyboardDidChange() {}

    func beginEditingInput() -> Bool {
      guard super.becomeFirstResponder() else { return false }
      didBeginEditing()
      return true
    }

    func endEditingInput() -> Bool {
      guard super.resignFirstResponder() else { return false }
      didEndEditing()
      return true
    }

    func userDidEnterInvalidCode() {}

    /// ``font`` at ``preferredContentSizeCategory`` when it adjusts, bold with ``isBoldTextEnabled``.
    func platformDisplayFont() -> PinFont {
      let scaled = adjustsFontForContentSizeCategory ? font.scaled(for: preferredContentSizeCategory) : font
      return isBoldTextEnabled ? scaled.bold : scaled
    }
  }
#endif
