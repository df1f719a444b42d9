import Foundation

/// A label without a screen: the `UILabel` properties a placeholder uses, where UIKit is unavailable.
///
/// As on `UILabel`, ``attributedText`` takes the label's font and alignment where it sets none, ``font`` and
/// ``textAlignment`` then report its first character's, and setting either restyles the whole text.
/// For example, with `numberOfLines = 0`, `label.sizeThatFits(CGSize(width: 60, height: .greatestFiniteMagnitude))` wraps.
@MainActor
open class UILabel {
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
  open var font: UIFont {
    get { firstCharacterAttribute(.headlessFont) ?? storedFont }
    set {
      storedFont = newValue
      restyleAttributedText(.headlessFont, newValue)
    }
  }
  /// The text colour.
  open var textColor: UIColor! = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment {
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
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedAlignment: NSTextAlignment = .natural

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
    TextMeasure.size(
      of: text ?? "", font: font, width: size.width, numberOfLines: numberOfLines)
  }
}
