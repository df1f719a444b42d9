import Foundation

/// A font without a renderer, standing in for `UIFont` where UIKit is unavailable: the one font
/// model of every headless view (the PIN's items, the text view, its placeholder).
///
/// Sizes follow Apple's published Dynamic Type sizes; a font without a text style scales like
/// `UIFontMetrics.default`. The metrics model the system font's proportions, and every
/// character advances half the point size. For example,
/// `UIFont.systemFont(ofSize: 17).lineHeight` is 21.
public struct UIFont: Hashable, Sendable {
  /// The Dynamic Type text styles the model knows.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case body, title3, title2, title1, largeTitle

    var sizes: [CGFloat] {
      switch self {
      case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      }
    }
  }

  /// The font's name: `"system"`, a text style's (`"body"`) or a family's (`"Avenir"`).
  public var name: String
  /// The text style the font scales with, or `nil` for a fixed font.
  public var textStyle: TextStyle?
  /// The point size.
  public var pointSize: CGFloat
  /// Whether the font is bold.
  public var isBold: Bool

  /// A font of a family and a point size, like `UIFont(name:size:)`.
  public init(name: String, pointSize: CGFloat) {
    self.init(name: name, textStyle: nil, pointSize: pointSize, isBold: false)
  }

  init(name: String, textStyle: TextStyle?, pointSize: CGFloat, isBold: Bool) {
    self.name = name
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.isBold = isBold
  }

  /// The system font of `pointSize`, scaled with the body style's ratios when it adjusts.
  public static func systemFont(ofSize pointSize: CGFloat, bold: Bool = false) -> UIFont {
    UIFont(name: "system", textStyle: nil, pointSize: pointSize, isBold: bold)
  }

  /// The font of `style` at `contentSize` (the default size, `.large`, unless given).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith contentSize: UIContentSizeCategory = .large
  ) -> UIFont {
    UIFont(
      name: style.rawValue, textStyle: style, pointSize: style.sizes[contentSize.index], isBold: false)
  }

  /// A text style's size at `contentSize`, or a fixed font scaled by the body style's ratio.
  public func scaled(for contentSize: UIContentSizeCategory) -> UIFont {
    var font = self
    if let textStyle {
      font.pointSize = textStyle.sizes[contentSize.index]
    } else {
      let body = TextStyle.body.sizes
      font.pointSize = (pointSize * body[contentSize.index] / body[UIContentSizeCategory.large.index])
        .rounded()
    }
    return font
  }

  /// The same font in bold.
  public var bold: UIFont {
    var font = self
    font.isBold = true
    return font
  }

  /// The height of one line: 1.2 × the point size, rounded up.
  public var lineHeight: CGFloat { (pointSize * 12 / 10).rounded(.up) }
  /// The distance from the baseline to the top of the line.
  public var ascender: CGFloat { pointSize * 95 / 100 }
  /// The distance from the baseline to the bottom of the line (negative).
  public var descender: CGFloat { ascender - lineHeight }
  /// The height of a capital letter or a digit above the baseline.
  public var capHeight: CGFloat { pointSize * 7 / 10 }
  /// The advance of one character in the headless measuring model: half the point size.
  public var characterWidth: CGFloat { pointSize / 2 }
}
