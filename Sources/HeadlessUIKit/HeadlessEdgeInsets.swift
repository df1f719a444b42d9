import Foundation

/// `UIEdgeInsets`, where UIKit is unavailable: ``HeadlessEdgeInsets``.
///
/// Code that names UIKit's type (the package's, and an app's tests) reads the same on both flavours.
///
/// <!-- snippet: context headless -->
/// ```swift
/// let insets = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
/// print(insets.top + insets.bottom)  // Prints "16.0"
/// ```
public typealias UIEdgeInsets = HeadlessEdgeInsets

/// Edge insets with `UIEdgeInsets`' fields.
///
/// For example, `textView.textContainerInset = HeadlessEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)`.
public struct HeadlessEdgeInsets: Equatable, Sendable {
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
  public static let zero = HeadlessEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
