import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit

  /// The font type of ``PinCodeControl/font``: `UIFont` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PinFont = UIFont
#else
  /// The font type of ``PinCodeControl/font``: ``PinHeadlessFont`` where UIKit is unavailable.
  public typealias PinFont = PinHeadlessFont
#endif

// How big items are and where they go: the font at the user's text size, the item size that holds it,
// the frames of the items and of their characters, and the area that takes taps.

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
    get { _font }
    set {
      _font = newValue
      fontDidChange()
    }
  }

  /// Whether the font follows the user's text size (Dynamic Type); on by default.
  ///
  /// ```swift
  /// pin.adjustsFontForContentSizeCategory = false   // a fixed size, whatever the setting
  /// ```
  public var adjustsFontForContentSizeCategory: Bool {
    get { _adjustsFontForContentSizeCategory }
    set {
      guard newValue != _adjustsFontForContentSizeCategory else { return }
      _adjustsFontForContentSizeCategory = newValue
      fontDidChange()
    }
  }

  /// The font the characters are drawn in now: ``font`` at the user's text
  /// size (when it adjusts) and in bold while Bold Text is on.
  ///
  /// - Complexity: O(1) after the first call following a font or trait change.
  package var displayFont: PinFont {
    if let font = cachedDisplayFont { return font }
    let font = platformDisplayFont()
    cachedDisplayFont = font
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
    cachedDisplayFont = nil
    layoutDidChange()
    contentDidChange()
  }

  /// The size of all items side by side, at `drawnItemSize`.
  ///
  /// The control's intrinsic content size on UIKit is this grown to the
  /// minimum touch target (`fittingSize`).
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)   // 21-point items for the body font, 15 apart
  /// print(pin.contentSize)
  /// // Prints "(129.0, 21.0)"
  /// ```
  package var contentSize: CGSize {
    let count = CGFloat(length)
    let item = drawnItemSize
    return CGSize(width: count * item.width + (count - 1) * itemSpacing, height: item.height)
  }

  /// The frame of each item in `bounds`, centred, in the code's reading order.
  ///
  /// The first character is always on the left, also in right-to-left
  /// layouts: a code is read left to right in every language (as digits are in
  /// Arabic and Hebrew text), and the keyboard types in that order.
  ///
  /// ```swift
  /// let frames = pin.itemFrames(in: CGRect(x: 0, y: 0, width: 200, height: 40))
  /// print(frames[0].minX < frames[1].minX)
  /// // Prints "true"
  /// ```
  package func itemFrames(in bounds: CGRect) -> [CGRect] {
    let size = contentSize
    let item = drawnItemSize
    let originX = bounds.midX - size.width / 2
    let originY = bounds.midY - item.height / 2
    return (0..<length).map { index in
      CGRect(
        x: originX + CGFloat(index) * (item.width + itemSpacing), y: originY,
        width: item.width, height: item.height)
    }
  }

  /// The smallest side of the area a tap can land on, in points: 44, Apple's
  /// minimum for a touch target.
  package static let minimumHitSize: CGFloat = 44

  /// The size of all items and the spaces between them, grown to at least
  /// `minimumHitSize` in each dimension: the control's intrinsic content size on UIKit.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)   // 21-point items for the body font, 15 apart
  /// print(pin.fittingSize)
  /// // Prints "(129.0, 44.0)"
  /// ```
  package var fittingSize: CGSize {
    let size = contentSize
    return CGSize(width: max(size.width, Self.minimumHitSize), height: max(size.height, Self.minimumHitSize))
  }

  /// The area that takes taps for a control with `bounds`: the bounds, grown
  /// around their centre to at least `minimumHitSize` × `minimumHitSize`.
  ///
  /// On UIKit, `point(inside:with:)` answers from it and the input field
  /// covers it, so a control laid out smaller than 44 points still takes a
  /// tap on its edge (as long as its superview contains the point).
  ///
  /// ```swift
  /// print(pin.hitArea(in: CGRect(x: 0, y: 0, width: 100, height: 20)))
  /// // Prints "(0.0, -12.0, 100.0, 44.0)"
  /// ```
  package func hitArea(in bounds: CGRect) -> CGRect {
    let dx = max(0, Self.minimumHitSize - bounds.width) / 2
    let dy = max(0, Self.minimumHitSize - bounds.height) / 2
    return bounds.insetBy(dx: -dx, dy: -dy)
  }
}

#if QUICKCONTROL_UIKIT
  extension PinCodeControl {
    /// ``font`` for the control's traits: at the user's text size when it
    /// adjusts (a text-style font is looked up again for the content size; any
    /// other font is scaled by `UIFontMetrics.default`), in bold with Bold Text.
    func platformDisplayFont() -> PinFont {
      let traits = traitCollection
      var drawn = font
      if adjustsFontForContentSizeCategory {
        if let style = drawn.fontDescriptor.object(forKey: .textStyle) as? String {
          let styled = UIFont.preferredFont(
            forTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: traits)
          // Keep the weight and traits the app asked for (a bold title stays bold).
          let symbolic = drawn.fontDescriptor.symbolicTraits
          drawn =
            styled.fontDescriptor.withSymbolicTraits(symbolic).map { UIFont(descriptor: $0, size: 0) }
            ?? styled
        } else {
          drawn = UIFontMetrics.default.scaledFont(for: drawn, compatibleWith: traits)
        }
      }
      if traits.legibilityWeight == .bold,
        let bold = drawn.fontDescriptor.withSymbolicTraits(
          drawn.fontDescriptor.symbolicTraits.union(.traitBold))
      {
        drawn = UIFont(descriptor: bold, size: 0)
      }
      return drawn
    }
  }
#endif
