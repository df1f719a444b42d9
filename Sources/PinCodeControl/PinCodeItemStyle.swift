import Foundation

/// The look of every item in the states one ``PinCodeControl/StylePreset`` matches.
///
/// ```swift
/// let invalid = PinCodeItemStyle(fillColor: .red, borderColor: .red, borderWidth: 2)
/// ```
public struct PinCodeItemStyle: Hashable, Sendable {
  /// The fill colour of an item.
  public var fillColor: PinColor
  /// The border colour of an item.
  public var borderColor: PinColor
  /// The border width, in points.
  public var borderWidth: CGFloat
  /// The fill of an item holding a character; `nil` means ``fillColor``.
  public var filledItemColor: PinColor?

  /// Creates a style; a `nil` `filledItemColor` means `fillColor`.
  public init(
    fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1, filledItemColor: PinColor? = nil
  ) {
    self.fillColor = fillColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.filledItemColor = filledItemColor
  }
}
