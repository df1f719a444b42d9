import Foundation

extension PinCodeControl {
  /// The size of all items side by side: the control's intrinsic content size on UIKit.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)   // 20 × 20 items, 15 apart
  /// print(pin.contentSize)
  /// // Prints "(125.0, 20.0)"
  /// ```
  public var contentSize: CGSize {
    let count = CGFloat(length)
    return CGSize(
      width: count * itemSize.width + (count - 1) * itemSpacing, height: itemSize.height)
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
  public func itemFrames(in bounds: CGRect) -> [CGRect] {
    let size = contentSize
    let originX = bounds.midX - size.width / 2
    let originY = bounds.midY - itemSize.height / 2
    return (0..<length).map { index in
      CGRect(
        x: originX + CGFloat(index) * (itemSize.width + itemSpacing), y: originY,
        width: itemSize.width, height: itemSize.height)
    }
  }
}
