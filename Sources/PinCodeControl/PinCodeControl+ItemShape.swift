import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

extension PinCodeControl {
  /// The shape of an item of a ``PinCodeControl``.
  ///
  /// ```swift
  /// pin.itemShape = .roundedSquare(cornerRadius: 6)
  /// ```
  public enum ItemShape {
    /// A circle (an ellipse if the item is not square); the default.
    case circle
    /// A rectangle with rounded corners.
    case roundedSquare(cornerRadius: CGFloat)
    /// A line along the bottom edge; the character shows above it.
    case underline
    #if canImport(UIKit) && !os(watchOS)
      /// A path of your own, in the coordinates of one item (origin at its top-left corner).
      case custom(UIBezierPath)
    #endif
  }
}
