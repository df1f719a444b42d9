#if !canImport(UIKit) || os(watchOS)
  import Foundation

  extension PinCodeControl {
    /// The user's text size the headless control is drawn for, standing in for
    /// the trait collection's `preferredContentSizeCategory`; `.large` by default.
    ///
    /// ```swift
    /// pin.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    /// print(pin.displayFont.pointSize)
    /// // Prints "53.0"
    /// ```
    public var preferredContentSizeCategory: PinHeadlessFont.ContentSize {
      get { storage.preferredContentSizeCategory }
      set {
        guard newValue != storage.preferredContentSizeCategory else { return }
        storage.preferredContentSizeCategory = newValue
        fontDidChange()
      }
    }

    /// Whether the headless control is drawn as with the Bold Text setting on,
    /// standing in for the trait collection's `legibilityWeight`.
    public var isBoldTextEnabled: Bool {
      get { storage.isBoldTextEnabled }
      set {
        guard newValue != storage.isBoldTextEnabled else { return }
        storage.isBoldTextEnabled = newValue
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
