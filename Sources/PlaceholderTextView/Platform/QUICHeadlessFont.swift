#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A font without a renderer: a name and a point size, standing in for `UIFont` where UIKit is unavailable.
  ///
  /// ```swift
  /// let font = QUICHeadlessFont.systemFont(ofSize: 17)
  /// print(font.lineHeight)
  /// // Prints "21.0"
  /// ```
  public struct QUICHeadlessFont: Hashable, Sendable {
    /// The font's name, for example `"system"` or a text style such as `"body"`.
    public var name: String
    /// The point size.
    public var pointSize: CGFloat

    /// Creates a font with a name and a point size.
    public init(name: String, pointSize: CGFloat) {
      self.name = name
      self.pointSize = pointSize
    }

    /// The system font of `fontSize` points, like `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> QUICHeadlessFont {
      QUICHeadlessFont(name: "system", pointSize: fontSize)
    }

    /// The height of one line: 1.2 × the point size, rounded up.
    public var lineHeight: CGFloat { (pointSize * 12 / 10).rounded(.up) }

    /// The advance of one character in the headless measuring model: half the point size.
    public var characterWidth: CGFloat { pointSize / 2 }
  }
#endif
