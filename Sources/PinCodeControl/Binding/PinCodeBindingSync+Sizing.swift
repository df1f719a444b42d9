import Foundation

extension PinCodeBindingSync {
  /// The size of a `PinCodeField`'s control for the size SwiftUI proposes:
  /// what its `sizeThatFits(_:uiView:context:)` answers.
  ///
  /// The answer is never smaller than `minimumHitSize` in
  /// either dimension, since SwiftUI clips touches to the frame it gives a
  /// UIKit view, and a 21-point frame would cut the control's 44-point
  /// hit area (`hitArea(in:)`) in half:
  ///
  /// - The control draws its items (`drawsItems`): its
  ///   `fittingSize`, the items side by side grown to 44 × 44
  ///   points, whatever the proposal (the control hugs its items, as its
  ///   intrinsic content size does in Auto Layout).
  /// - Custom SwiftUI items lie under the control: the proposal (the size the
  ///   items take; the control is their overlay), grown to 44 points in each
  ///   dimension. The control is centred on the items, so its taps reach past
  ///   items smaller than 44 points as a UIKit control's do, without changing
  ///   the items' layout. A dimension left unspecified, or not finite, is
  ///   taken from `contentSize`.
  ///
  /// ```swift
  /// let sync = PinCodeBindingSync(control: PinCodeControl(length: 4))   // 21-point items for the body font
  /// print(sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true))
  /// // Prints "(129.0, 44.0)"
  /// print(sync.fieldSize(proposedWidth: 200, proposedHeight: 30, drawsItems: false))
  /// // Prints "(200.0, 44.0)"
  /// ```
  ///
  /// - Parameters:
  ///   - proposedWidth: The width SwiftUI proposes; `nil` if unspecified.
  ///   - proposedHeight: The height SwiftUI proposes; `nil` if unspecified.
  ///   - drawsItems: Whether the control draws its items; `false` under custom items.
  /// - Returns: The size to give the control, at least 44 × 44 points.
  package func fieldSize(proposedWidth: CGFloat?, proposedHeight: CGFloat?, drawsItems: Bool) -> CGSize {
    guard !drawsItems else { return control.fittingSize }
    let content = control.contentSize
    func side(_ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
      let side = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? content
      return max(side, PinCodeControl.minimumHitSize)
    }
    return CGSize(width: side(proposedWidth, content.width), height: side(proposedHeight, content.height))
  }
}
