import Foundation

// UIKit's names for the headless stand-ins, so code (the package's, and an app's tests) reads the
// same on both flavours. `UIFont`, `UIColor` and `UIEdgeInsets` are QuickControl's.

/// `UITextView`, where UIKit is unavailable: ``HeadlessTextView``, the class `PlaceholderTextView`
/// inherits from.
///
/// <!-- snippet: context headless -->
/// ```swift
/// let notes = UITextView()
/// notes.placeholder = "Notes"
/// ```
public typealias UITextView = HeadlessTextView
/// `UILabel`, where UIKit is unavailable: ``HeadlessLabel``, the label that shows a placeholder.
public typealias UILabel = HeadlessLabel
/// `NSTextAlignment`, where UIKit is unavailable: ``HeadlessTextAlignment``.
public typealias NSTextAlignment = HeadlessTextAlignment
/// `UIUserInterfaceLayoutDirection`, where UIKit is unavailable: ``HeadlessLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = HeadlessLayoutDirection
/// `NSTextContainer`, where UIKit is unavailable: ``HeadlessTextContainer``.
public typealias NSTextContainer = HeadlessTextContainer
/// `NSTextStorage`, where UIKit is unavailable: ``HeadlessTextStorage``.
public typealias NSTextStorage = HeadlessTextStorage

/// A label without a screen: the `UILabel` properties a placeholder uses, where UIKit is unavailable.
///
/// As on `UILabel`, ``attributedText`` takes the label's font and alignment where it sets none, ``font`` and
/// ``textAlignment`` then report its first character's, and setting either restyles the whole text.
/// For example, with `numberOfLines = 0`, `label.sizeThatFits(CGSize(width: 60, height: .greatestFiniteMagnitude))` wraps.
@MainActor
open class HeadlessLabel {
  /// The frame in the superview's coordinates.
  open var frame: CGRect
  /// The plain text; setting it replaces ``attributedText``.
  open var text: String? {
    get { storedAttributedText?.string }
    set { storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
  }
  /// The attributed text; setting it replaces ``text``, and ranges without a font or alignment take the label's.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set {
      guard let newValue else { return storedAttributedText = nil }
      let styled = NSMutableAttributedString(attributedString: newValue)
      let whole = NSRange(location: 0, length: styled.length)
      let defaults: [(NSAttributedString.Key, Any)] = [
        (.headlessFont, storedFont), (.headlessAlignment, storedAlignment),
      ]
      for (key, value) in defaults {
        newValue.enumerateAttribute(key, in: whole) { existing, range, _ in
          if existing == nil { styled.addAttribute(key, value: value, range: range) }
        }
      }
      storedAttributedText = styled
      storedFont = firstCharacterAttribute(.headlessFont) ?? storedFont
      storedAlignment = firstCharacterAttribute(.headlessAlignment) ?? storedAlignment
    }
  }
  /// The font; 17-point system by default, as `UILabel`.
  open var font: HeadlessFont {
    get { firstCharacterAttribute(.headlessFont) ?? storedFont }
    set {
      storedFont = newValue
      restyleAttributedText(.headlessFont, newValue)
    }
  }
  /// The text colour.
  open var textColor: HeadlessColor = .label
  /// The alignment.
  open var textAlignment: HeadlessTextAlignment {
    get { firstCharacterAttribute(.headlessAlignment) ?? storedAlignment }
    set {
      storedAlignment = newValue
      restyleAttributedText(.headlessAlignment, newValue)
    }
  }
  /// The maximum number of lines; 0 for no limit.
  open var numberOfLines = 1
  /// Whether the label is hidden.
  open var isHidden = false
  /// The opacity.
  open var alpha: CGFloat = 1
  /// Whether the font follows the content size category.
  open var adjustsFontForContentSizeCategory = false
  /// Whether assistive technologies see the label as an element.
  open var isAccessibilityElement = true
  /// Whether the label receives touches.
  open var isUserInteractionEnabled = false

  private var storedAttributedText: NSAttributedString?
  private var storedFont: HeadlessFont = .systemFont(ofSize: 17)
  private var storedAlignment: HeadlessTextAlignment = .natural

  private func firstCharacterAttribute<Value>(_ key: NSAttributedString.Key) -> Value? {
    guard let storedAttributedText, storedAttributedText.length > 0 else { return nil }
    return storedAttributedText.attribute(key, at: 0, effectiveRange: nil) as? Value
  }

  private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard let storedAttributedText, storedAttributedText.length > 0 else { return }
    let restyled = NSMutableAttributedString(attributedString: storedAttributedText)
    restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
    self.storedAttributedText = restyled
  }

  /// Creates a label with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a label with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The size the text needs within `size`'s width, in the headless measuring model.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    HeadlessTextMeasure.size(
      of: text ?? "", font: font, width: size.width, numberOfLines: numberOfLines)
  }
}

/// Text alignment with `NSTextAlignment`'s cases and raw values.
///
/// For example, `textView.textAlignment = .natural`.
public enum HeadlessTextAlignment: Int, Sendable {
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
/// For example, `textView.effectiveUserInterfaceLayoutDirection = .rightToLeft`.
public enum HeadlessLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}

extension NSAttributedString.Key {
  /// The font of a range of attributed text (QuickControl's `HeadlessFont`), standing in for `NSAttributedString.Key.font`.
  ///
  /// For example, `NSAttributedString(string: "Optional", attributes: [.headlessFont: font])`.
  public static let headlessFont = NSAttributedString.Key("HeadlessFont")

  /// The alignment of a range of attributed text (a ``HeadlessTextAlignment``), standing in for
  /// the alignment of `NSAttributedString.Key.paragraphStyle`: for example,
  /// `NSAttributedString(string: "Optional", attributes: [.headlessAlignment: HeadlessTextAlignment.center])`.
  public static let headlessAlignment = NSAttributedString.Key("HeadlessAlignment")
}

/// The measuring model of the headless views: every character advances
/// `HeadlessFont.characterWidth`; words wrap greedily at spaces. Not typography, but deterministic.
enum HeadlessTextMeasure {
  /// More characters on a line than any text has: a width that fits more is unbounded.
  static let unboundedColumns: CGFloat = 1_073_741_824

  /// The size of `text` in `font` wrapped to `width`; unbounded if not positive, not finite, or wider
  /// than ``unboundedColumns`` characters.
  static func size(of text: String, font: HeadlessFont, width: CGFloat, numberOfLines: Int = 0)
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
