#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A label without a screen: the `UILabel` properties a placeholder uses, where UIKit is unavailable.
  ///
  /// ``PlaceholderTextView`` shows its placeholder in one; tests read what it
  /// would draw (text, font, colour, alignment, frame, visibility).
  ///
  /// It models how `UILabel` treats the font and alignment of attributed
  /// text, which a placeholder view must work around: set ``attributedText``
  /// takes the label's font and alignment where it sets none (attributes
  /// `NSAttributedString.Key.quicHeadlessFont` and `.quicHeadlessAlignment`),
  /// ``font`` and ``textAlignment`` then take those of the first character
  /// (and keep them for plain ``text`` set later, as `UILabel` documents), and
  /// setting either restyles the whole attributed text.
  ///
  /// ```swift
  /// let label = QUICHeadlessLabel()
  /// label.text = "Write something"
  /// label.numberOfLines = 0
  /// let size = label.sizeThatFits(CGSize(width: 60, height: .greatestFiniteMagnitude))
  /// ```
  @MainActor
  open class QUICHeadlessLabel {
    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The plain text; setting it replaces ``attributedText``.
    open var text: String? {
      get { storedAttributedText?.string }
      set { storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The attributed text; setting it replaces ``text``, and ranges without a font or alignment take the label's.
    ///
    /// Setting it makes ``font`` and ``textAlignment`` those of its first character, as on `UILabel`.
    open var attributedText: NSAttributedString? {
      get { storedAttributedText }
      set {
        guard let newValue else { return storedAttributedText = nil }
        let styled = NSMutableAttributedString(attributedString: newValue)
        let whole = NSRange(location: 0, length: styled.length)
        let defaults: [(NSAttributedString.Key, Any)] = [
          (.quicHeadlessFont, storedFont), (.quicHeadlessAlignment, storedAlignment),
        ]
        for (key, value) in defaults {
          newValue.enumerateAttribute(key, in: whole) { existing, range, _ in
            if existing == nil { styled.addAttribute(key, value: value, range: range) }
          }
        }
        storedAttributedText = styled
        storedFont = firstCharacterAttribute(.quicHeadlessFont) ?? storedFont
        storedAlignment = firstCharacterAttribute(.quicHeadlessAlignment) ?? storedAlignment
      }
    }
    /// The font; 17-point system by default, as `UILabel`.
    ///
    /// With attributed text it reports the font of the first character, and
    /// setting it gives the whole attributed text this font, as `UILabel` does.
    open var font: QUICHeadlessFont {
      get { firstCharacterAttribute(.quicHeadlessFont) ?? storedFont }
      set {
        storedFont = newValue
        restyleAttributedText(.quicHeadlessFont, newValue)
      }
    }
    /// The text colour.
    open var textColor: QUICHeadlessColor = .label
    /// The alignment.
    ///
    /// With attributed text it reports the alignment of the first character,
    /// and setting it aligns the whole attributed text, as `UILabel` does.
    open var textAlignment: QUICHeadlessTextAlignment {
      get { firstCharacterAttribute(.quicHeadlessAlignment) ?? storedAlignment }
      set {
        storedAlignment = newValue
        restyleAttributedText(.quicHeadlessAlignment, newValue)
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
    private var storedFont: QUICHeadlessFont = .systemFont(ofSize: 17)
    private var storedAlignment: QUICHeadlessTextAlignment = .natural

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
      QUICHeadlessTextMeasure.size(
        of: text ?? "", font: font, width: size.width, numberOfLines: numberOfLines)
    }
  }
#endif
