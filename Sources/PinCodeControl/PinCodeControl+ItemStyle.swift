import Foundation
import QuickControl

extension PinCodeControl {
  /// The look of every item in the states a condition matches (``PinCodeControl/setItemStyles(_:)``,
  /// ``PinCodeControl/setItemStyle(_:when:)``).
  ///
  /// ```swift
  /// let invalid = PinCodeControl.ItemStyle(fillColor: .systemRed, borderColor: .systemRed, borderWidth: 2)
  /// ```
  ///
  /// Dynamic colours follow dark mode and Increase Contrast, and `UIColor.tintColor` the control's tint.
  public struct ItemStyle: Hashable, Sendable {
    /// The fill colour of an item.
    public var fillColor: UIColor
    /// The border colour of an item.
    public var borderColor: UIColor
    /// The border width, in points.
    public var borderWidth: CGFloat
    /// The fill of an item holding a character; with `nil`, filled items keep the fill the looks
    /// below give them: the rows below in ``PinCodeControl/setItemStyles(_:)``, the looks at lower
    /// priorities with ``PinCodeControl/setItemStyle(_:when:)``, and the default look's.
    public var filledItemColor: UIColor?

    /// Creates a style; a `nil` `filledItemColor` leaves the filled items' fill to the looks below.
    public init(
      fillColor: UIColor, borderColor: UIColor, borderWidth: CGFloat = 1, filledItemColor: UIColor? = nil
    ) {
      self.fillColor = fillColor
      self.borderColor = borderColor
      self.borderWidth = borderWidth
      self.filledItemColor = filledItemColor
    }
  }
}
