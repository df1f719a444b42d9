import Foundation

/// A layer without a screen: the border, corner and shadow a styled control sets, standing in for
/// `CALayer` where UIKit is unavailable.
///
/// ```swift
/// card.setValue(UIColor(name: "blue"), for: \.borderColor, of: card.layer, when: .containing(.selected))
/// ```
public final class CALayer {
  /// The border's colour.
  public var borderColor: CGColor?
  /// The border's width, in points.
  public var borderWidth: CGFloat = 0
  /// The corners' radius, in points.
  public var cornerRadius: CGFloat = 0
  /// The shadow's colour: black, as `CALayer`'s, until set.
  public var shadowColor: CGColor? = CGColor(name: "black")
  /// The shadow's opacity, from 0 to 1.
  public var shadowOpacity: Float = 0
  /// The shadow's blur radius, in points.
  public var shadowRadius: CGFloat = 3
  /// The shadow's offset, in points.
  public var shadowOffset = CGSize(width: 0, height: -3)

  /// Creates a layer with no border and no shadow (a shadow opacity of 0), as `CALayer()`.
  public init() {}
}
