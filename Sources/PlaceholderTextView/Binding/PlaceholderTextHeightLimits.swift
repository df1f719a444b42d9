import Foundation

/// How tall a growing text editor may be, in lines of its font: it grows with
/// its text from ``minimumLines`` and scrolls beyond ``maximumLines``.
///
/// Heights include the text container's top and bottom insets, so one line of
/// a 17-point system font with UIKit's 8-point insets is about 37 points.
///
/// ```swift
/// let limits = PlaceholderTextHeightLimits(minimumLines: 2, maximumLines: 6)
/// let fit = limits.fit(naturalHeight: 400, lineHeight: 20, verticalInsets: 16)
/// print(fit.height, fit.scrolls)
/// // Prints "136.0 true"
/// ```
public struct PlaceholderTextHeightLimits: Hashable, Sendable {
  /// The fewest lines the editor is tall; at least 1.
  public var minimumLines: Int
  /// The most lines the editor grows to before it scrolls; `nil` grows without limit.
  public var maximumLines: Int?

  /// Creates limits; a maximum below the minimum is raised to it.
  ///
  /// - Parameters:
  ///   - minimumLines: The fewest lines; values below 1 count as 1.
  ///   - maximumLines: The most lines before scrolling; `nil` for no limit.
  public init(minimumLines: Int = 1, maximumLines: Int? = nil) {
    self.minimumLines = max(1, minimumLines)
    self.maximumLines = maximumLines.map { max($0, self.minimumLines) }
  }

  /// The height to give an editor whose text needs `naturalHeight`, and whether it must scroll.
  ///
  /// - Parameters:
  ///   - naturalHeight: The height the text (or placeholder) needs, insets included.
  ///   - lineHeight: The height of one line of the editor's font.
  ///   - verticalInsets: The text container's top plus bottom inset.
  /// - Returns: The clamped height, and `true` if the text is taller than the maximum.
  public func fit(naturalHeight: CGFloat, lineHeight: CGFloat, verticalInsets: CGFloat) -> (
    height: CGFloat, scrolls: Bool
  ) {
    let minimum = CGFloat(minimumLines) * lineHeight + verticalInsets
    guard let maximumLines else { return (max(naturalHeight, minimum), false) }
    let maximum = CGFloat(maximumLines) * lineHeight + verticalInsets
    if naturalHeight > maximum { return (maximum, true) }
    return (max(naturalHeight, minimum), false)
  }
}
