import Foundation

extension PinCodeControl {
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
