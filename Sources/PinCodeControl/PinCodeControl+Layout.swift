import Foundation
import QuickControl

// The font at the user's text size, the item size that holds it, item and character frames, the tap area.

extension PinCodeControl {
  nonisolated static var defaultFont: UIFont { UIFont.preferredFont(forTextStyle: .body) }

  /// ``font`` at the user's text size (when it adjusts) and in bold while Bold Text is on; cached.
  package var displayFont: UIFont {
    if let font = cachedDisplayFont { return font }
    let font = platformDisplayFont()
    cachedDisplayFont = font
    return font
  }

  /// ``itemSize``, grown to the line height of `displayFont`.
  package var drawnItemSize: CGSize {
    let line = displayFont.lineHeight.rounded(.up)
    return CGSize(width: max(itemSize.width, line), height: max(itemSize.height, line))
  }

  /// A character's line in an item, with the baseline-to-cap-height band centred (centring the
  /// line box would draw digits low), at a whole pixel.
  package func symbolFrame(inItemOfSize size: CGSize, scale: CGFloat = 1) -> CGRect {
    let font = displayFont
    let scale = scale > 0 ? scale : 1
    let baseline = (size.height + font.capHeight) / 2
    let top = ((baseline - font.ascender) * scale).rounded() / scale
    return CGRect(x: 0, y: top, width: size.width, height: font.lineHeight.rounded(.up))
  }

  func fontDidChange() {
    cachedDisplayFont = nil
    layoutDidChange()
    contentDidChange()
  }

  /// The size of all items side by side, at `drawnItemSize`.
  package var contentSize: CGSize {
    let count = CGFloat(length)
    let item = drawnItemSize
    return CGSize(width: count * item.width + (count - 1) * itemSpacing, height: item.height)
  }

  /// The frame of each item in `bounds`, centred; the first character is on the left also in
  /// right-to-left layouts, as a code is read left to right in every language.
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

  /// Apple's minimum for a touch target, in points.
  package static let minimumHitSize: CGFloat = 44

  /// `contentSize` grown to at least `minimumHitSize`: the intrinsic content size on UIKit.
  package var fittingSize: CGSize {
    let size = contentSize
    return CGSize(width: max(size.width, Self.minimumHitSize), height: max(size.height, Self.minimumHitSize))
  }

  /// `bounds` grown around their centre to at least `minimumHitSize` on each side.
  package func hitArea(in bounds: CGRect) -> CGRect {
    let dx = max(0, Self.minimumHitSize - bounds.width) / 2
    let dy = max(0, Self.minimumHitSize - bounds.height) / 2
    return bounds.insetBy(dx: -dx, dy: -dy)
  }
}
