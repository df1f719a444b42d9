#if canImport(UIKit) && !os(watchOS)
  import UIKit

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
