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

    /// The user's text size the headless control is drawn for (`preferredContentSizeCategory`).
    ///
    /// ```swift
    /// pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    /// print(pin.displayFont.pointSize)
    /// // Prints "53.0"
    /// ```
    public var preferredContentSizeCategory: QUICHeadlessFont.ContentSize {
      get { _preferredContentSizeCategory }
      set {
        guard newValue != _preferredContentSizeCategory else { return }
        _preferredContentSizeCategory = newValue
        fontDidChange()
      }
    }

    /// Whether the headless control is drawn as with Bold Text on (`legibilityWeight`).
    public var isBoldTextEnabled: Bool {
      get { _isBoldTextEnabled }
      set {
        guard newValue != _isBoldTextEnabled else { return }
        _isBoldTextEnabled = newValue
        fontDidChange()
      }
    }

    /// ``font`` at ``preferredContentSizeCategory`` when it adjusts, bold with ``isBoldTextEnabled``.
    func platformDisplayFont() -> PinFont {
      let scaled = adjustsFontForContentSizeCategory ? font.scaled(for: preferredContentSizeCategory) : font
      return isBoldTextEnabled ? scaled.bold : scaled
    }
  }
#endif
