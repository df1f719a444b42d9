#if !canImport(UIKit)
  import Foundation

  /// A label without a screen: the `UILabel` properties a placeholder uses, where UIKit is unavailable.
  ///
  /// ``PlaceholderTextView`` shows its placeholder in one; tests read what it
  /// would draw (text, font, colour, alignment, frame, visibility).
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
    /// The attributed text; setting it replaces ``text``.
    open var attributedText: NSAttributedString? {
      get { storedAttributedText }
      set { storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) } }
    }
    /// The font; 17-point system by default, as `UILabel`.
    open var font: QUICHeadlessFont = .systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: QUICHeadlessColor = .label
    /// The alignment.
    open var textAlignment: QUICHeadlessTextAlignment = .natural
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
