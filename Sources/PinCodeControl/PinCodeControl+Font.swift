import Foundation

extension PinCodeControl {
  /// The font a new control draws its characters in: the body text style.
  nonisolated static var defaultFont: PinFont { PinFont.preferredFont(forTextStyle: .body) }

  /// The font of the characters (and of the mask in secure entry); the body text style by default.
  ///
  /// With ``adjustsFontForContentSizeCategory`` on (the default), a font with a
  /// text style (`UIFont.preferredFont(forTextStyle:)`) follows the user's text
  /// size, and any other font is scaled from its size as given, like
  /// `UIFontMetrics.default` scales it. With Bold Text on, the characters are
  /// drawn in bold. Items grow to hold the font: see `drawnItemSize`.
  ///
  /// ```swift
  /// pin.font = .preferredFont(forTextStyle: .title2)
  /// pin.font = .monospacedDigitSystemFont(ofSize: 22, weight: .semibold)   // scaled as body text scales
  /// ```
  public var font: PinFont {
    get { storage.font }
    set {
      storage.font = newValue
      fontDidChange()
    }
  }

  /// Whether the font follows the user's text size (Dynamic Type); on by default.
  ///
  /// ```swift
  /// pin.adjustsFontForContentSizeCategory = false   // a fixed size, whatever the setting
  /// ```
  public var adjustsFontForContentSizeCategory: Bool {
    get { storage.adjustsFontForContentSizeCategory }
    set {
      guard newValue != storage.adjustsFontForContentSizeCategory else { return }
      storage.adjustsFontForContentSizeCategory = newValue
      fontDidChange()
    }
  }

  /// The font the characters are drawn in now: ``font`` at the user's text
  /// size (when it adjusts) and in bold while Bold Text is on.
  ///
  /// - Complexity: O(1) after the first call following a font or trait change.
  package var displayFont: PinFont {
    if let font = storage.cachedDisplayFont { return font }
    let font = platformDisplayFont()
    storage.cachedDisplayFont = font
    return font
  }

  /// The size items are drawn at: ``itemSize``, grown to the line height of
  /// `displayFont` if that is taller, so that a large text size never draws a
  /// character over an item's border.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// pin.itemSize = CGSize(width: 44, height: 44)
  /// print(pin.drawnItemSize)
  /// // Prints "(44.0, 44.0)"
  /// ```
  package var drawnItemSize: CGSize {
    let line = displayFont.lineHeight.rounded(.up)
    return CGSize(width: max(itemSize.width, line), height: max(itemSize.height, line))
  }

  /// The frame of a character's text line in an item of `size`: the whole
  /// width (the text is centred in it), one line high, placed so that the
  /// band between the baseline and the cap height (where digits and capitals
  /// sit) is centred in the item, at a whole pixel of a screen of `scale`.
  ///
  /// Centring the line box instead would draw digits low, by half the
  /// descender's depth.
  ///
  /// ```swift
  /// let frame = pin.symbolFrame(inItemOfSize: pin.drawnItemSize, scale: 3)
  /// ```
  package func symbolFrame(inItemOfSize size: CGSize, scale: CGFloat = 1) -> CGRect {
    let font = displayFont
    let scale = scale > 0 ? scale : 1
    let baseline = (size.height + font.capHeight) / 2
    let top = ((baseline - font.ascender) * scale).rounded() / scale
    return CGRect(x: 0, y: top, width: size.width, height: font.lineHeight.rounded(.up))
  }

  /// Forgets the display font and lays the items out again.
  func fontDidChange() {
    storage.cachedDisplayFont = nil
    layoutDidChange()
    contentDidChange()
  }
}
