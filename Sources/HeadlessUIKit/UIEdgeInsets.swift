import Foundation

/// Edge insets with `UIEdgeInsets`' fields.
///
/// For example, `textView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)`.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
