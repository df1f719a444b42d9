import Foundation

extension PinCodeControl {
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
}
