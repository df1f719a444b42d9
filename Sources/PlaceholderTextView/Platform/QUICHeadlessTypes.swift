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

  extension NSAttributedString.Key {
    /// The font of a range of attributed text (a ``QUICHeadlessFont``), standing in for `NSAttributedString.Key.font`.
    ///
    /// ```swift
    /// let hint = NSAttributedString(
    ///   string: "Optional", attributes: [.quicHeadlessFont: QUICHeadlessFont.systemFont(ofSize: 9)])
    /// ```
    public static let quicHeadlessFont = NSAttributedString.Key("QUICHeadlessFont")

    /// The alignment of a range of attributed text (a ``QUICHeadlessTextAlignment``), standing in for
    /// the alignment of `NSAttributedString.Key.paragraphStyle`.
    ///
    /// ```swift
    /// let hint = NSAttributedString(
    ///   string: "Optional", attributes: [.quicHeadlessAlignment: QUICHeadlessTextAlignment.center])
    /// ```
    public static let quicHeadlessAlignment = NSAttributedString.Key("QUICHeadlessAlignment")
  }

  /// A named colour, standing in for `UIColor` where UIKit is unavailable.
  ///
  /// ```swift
  /// textView.placeholderColor = QUICHeadlessColor(name: "red")
  /// ```
  public struct QUICHeadlessColor: Hashable, Sendable {
    /// The colour's name.
    public var name: String

    /// Creates a colour with a name.
    public init(name: String) { self.name = name }

    /// The system colour for placeholder text, like `UIColor.placeholderText`.
    public static let placeholderText = QUICHeadlessColor(name: "placeholderText")
    /// The system colour for primary text, like `UIColor.label`.
    public static let label = QUICHeadlessColor(name: "label")
  }

  /// Text alignment with `NSTextAlignment`'s cases and raw values.
  ///
  /// ```swift
  /// textView.textAlignment = .natural
  /// ```
  public enum QUICHeadlessTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Justified.
    case justified = 3
    /// Aligned to the leading edge of the layout direction.
    case natural = 4
  }

  /// A layout direction with `UIUserInterfaceLayoutDirection`'s cases.
  ///
  /// ```swift
  /// textView.effectiveUserInterfaceLayoutDirection = .rightToLeft
  /// ```
  public enum QUICHeadlessLayoutDirection: Int, Sendable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
  }

  /// Edge insets with `UIEdgeInsets`' fields.
  ///
  /// ```swift
  /// textView.textContainerInset = QUICHeadlessEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
  /// ```
  public struct QUICHeadlessEdgeInsets: Equatable, Sendable {
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
    public static let zero = QUICHeadlessEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// The text container of a ``QUICHeadlessTextView``: its line fragment padding, as `NSTextContainer` has.
  ///
  /// ```swift
  /// textView.textContainer.lineFragmentPadding = 0
  /// ```
  public final class QUICHeadlessTextContainer {
    /// The space left empty at each end of a line; 5 points, as in UIKit.
    public var lineFragmentPadding: CGFloat = 5

    /// Creates a text container of `size`; the size is not used headlessly.
    public init(size: CGSize) {}
  }

  /// The measuring model of the headless views.
  ///
  /// Every character advances ``QUICHeadlessFont/characterWidth``; words wrap
  /// greedily at spaces and lines break at newlines; a word longer than a line
  /// is broken. It is not typography, but it makes wrapping and sizes testable
  /// and deterministic.
  enum QUICHeadlessTextMeasure {
    /// More characters on a line than any text has: a width that fits more is unbounded.
    static let unboundedColumns: CGFloat = 1_073_741_824

    /// The size of `text` in `font` wrapped to `width`.
    ///
    /// The width is unbounded if it is not positive, not finite, or so large
    /// that more than ``unboundedColumns`` characters would fit a line
    /// (`.greatestFiniteMagnitude`, as UIKit callers pass for "no limit").
    static func size(of text: String, font: QUICHeadlessFont, width: CGFloat, numberOfLines: Int = 0)
      -> CGSize
    {
      guard !text.isEmpty else { return .zero }
      let columns = width / font.characterWidth
      let perLine =
        width > 0 && columns.isFinite && columns < unboundedColumns ? max(1, Int(columns)) : Int.max
      var lines: [Int] = []
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
          var length = word.count
          let needed = current == 0 ? length : current + 1 + length
          if needed <= perLine {
            current = needed
            continue
          }
          if current > 0 { lines.append(current) }
          while length > perLine {
            lines.append(perLine)
            length -= perLine
          }
          current = length
        }
        lines.append(current)
      }
      if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
      let widest = CGFloat(lines.max() ?? 0) * font.characterWidth
      return CGSize(width: widest, height: CGFloat(lines.count) * font.lineHeight)
    }
  }
#endif
