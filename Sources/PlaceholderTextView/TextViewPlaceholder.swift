import Foundation
import QuickControl

/// The placeholder of one text view: the one implementation behind the `UITextView` extension
/// (`placeholder`, `attributedPlaceholder`, `placeholderColor` on any text view) and ``PlaceholderTextView``.
///
/// It lives as long as its text view and no longer: on UIKit in a subview it adds behind the text (a
/// view retains its subviews; no associated objects, no stored properties in extensions), headless in
/// the `UITextView`. Its observations are made through a `NotificationProxy` it owns, so they end
/// with the text view, and it never touches the view's `delegate`.
///
/// It has two modes. For any text view it observes everything itself: typing and text-storage edits (so
/// `text =` in code too), the view's font, alignment and insets and the text container's padding and
/// exclusion paths (key-value observing on UIKit), and Dynamic Type; it lays the label out at once and
/// offers the placeholder to VoiceOver as the view's hint. For a ``PlaceholderTextView`` (`hostManaged`),
/// the subclass already sees its own text, font, alignment and insets (overridden setters) and lays out
/// in `layoutSubviews()`: the placeholder only observes the text container and calls ``layoutDidChange``.
@MainActor
final class TextViewPlaceholder {
  /// The text view; weak, as the text view holds this object.
  private(set) weak var textView: UITextView?
  /// The label that shows the placeholder.
  let label: UILabel
  /// Whether a ``PlaceholderTextView`` manages text changes, layout and accessibility itself.
  let hostManaged: Bool
  /// The notification observations, ended with this object.
  let notifications = NotificationProxy()
  /// The platform's observations of the view's and its text container's properties (KVO tokens on UIKit).
  var observations: [AnyObject] = []
  /// Called when the text container's geometry changed, for a host that lays out itself; `nil`: lay out now.
  var layoutDidChange: (() -> Void)?

  private(set) var text: String?
  private(set) var attributedText: NSAttributedString?
  var color: UIColor = .placeholderText {
    didSet { label.textColor = color }
  }
  /// The font and alignment last copied to the label.
  private var syncedFont: UIFont?
  private var syncedAlignment: NSTextAlignment?
  /// The hint this object gave the view, so that a hint the app sets is never overwritten.
  private var writtenHint: String?

  init(textView: UITextView, label: UILabel, hostManaged: Bool) {
    self.textView = textView
    self.label = label
    self.hostManaged = hostManaged
    label.numberOfLines = 0
    label.isAccessibilityElement = false
    label.isUserInteractionEnabled = false
    label.textColor = color
  }

  /// Starts the observations; called once the placeholder is attached to its view.
  func startObserving() {
    guard let textView else { return }
    observations = textView.observePlaceholderGeometry(includingView: !hostManaged) { [weak self] in
      self?.geometryDidChange()
    }
    observeContentSizeCategory()
    guard !hostManaged else { return }
    notifications.addObserver(forName: UITextView.textDidChangeNotification, object: textView) {
      [weak self] _ in self?.updateVisibility()
    }
    // `text =` and `attributedText =` in code post no text-did-change notification, but edit the storage.
    notifications.addObserver(
      forName: NSTextStorage.didProcessEditingNotification, object: textView.textStorage
    ) { [weak self] _ in self?.updateVisibility() }
  }

  // MARK: Content

  /// The placeholder's characters, plain or attributed.
  var string: String? { attributedText?.string ?? text }

  /// Sets a plain placeholder, replacing an attributed one.
  func setText(_ newValue: String?) {
    text = newValue
    attributedText = nil
    updateAppearance()
  }

  /// Sets an attributed placeholder (a copy), replacing a plain one.
  func setAttributedText(_ newValue: NSAttributedString?) {
    attributedText = newValue.map { NSAttributedString(attributedString: $0) }
    text = newValue?.string
    updateAppearance()
  }

  // MARK: Visibility

  /// Whether the placeholder shows: exactly while the text is empty.
  var isShowing: Bool { !label.isHidden }

  /// Shows the placeholder while the text is empty, hides it otherwise; returns whether that changed.
  @discardableResult
  func updateVisibility() -> Bool {
    guard let textView else { return false }
    let hidden = textView.hasText
    guard label.isHidden != hidden else { return false }
    label.isHidden = hidden
    // Layout skips measuring a hidden placeholder: measure it again when it shows (a host that lays out
    // itself does that for its own reasons, with its intrinsic size).
    if !hidden && !hostManaged { layout() }
    return true
  }

  // MARK: Style

  /// The font the placeholder uses: the view's, or the 12-point system font a text view without one draws in.
  static func font(of textView: UITextView) -> UIFont {
    textView.font ?? UIFont.systemFont(ofSize: 12)
  }

  /// The view's alignment, with `.natural` resolved to the leading edge of the layout direction.
  static func alignment(of textView: UITextView) -> NSTextAlignment {
    guard textView.textAlignment == .natural else { return textView.textAlignment }
    return textView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }

  /// Copies the view's font, colour, alignment and the placeholder to the label, then lays it out.
  /// An attributed placeholder is set after the style, so its attributes win; a plain one before it,
  /// as a `UILabel` keeps the style of the attributed text it was last given.
  func updateAppearance() {
    if let attributedText {
      syncStyle()
      label.textColor = color
      label.attributedText = attributedText
    } else {
      label.text = text
      syncStyle(force: true)
      label.textColor = color
    }
    updateAccessibilityHint()
    geometryDidChange()
  }

  /// Copies what can change behind the view's back (Dynamic Type, layout direction) to the label.
  /// Compares with what was copied last, not with the label (a `UILabel` showing attributed text reports
  /// its first character's font, and setting it restyles the whole string). Returns whether it restyled.
  @discardableResult
  func syncStyle(force: Bool = false) -> Bool {
    guard let textView else { return false }
    var restyled = false
    let font = Self.font(of: textView)
    if force || syncedFont != font {
      syncedFont = font
      label.font = font
      restyled = true
    }
    let alignment = Self.alignment(of: textView)
    if force || syncedAlignment != alignment {
      syncedAlignment = alignment
      label.textAlignment = alignment
      restyled = true
    }
    if label.adjustsFontForContentSizeCategory != textView.adjustsFontForContentSizeCategory {
      label.adjustsFontForContentSizeCategory = textView.adjustsFontForContentSizeCategory
    }
    if restyled, let attributedText {
      label.attributedText = attributedText
    }
    return restyled
  }

  // MARK: Layout

  /// Something the placeholder's layout depends on changed: lay out now, or tell the host that lays out itself.
  func geometryDidChange() {
    if let layoutDidChange {
      layoutDidChange()
    } else {
      layout()
    }
  }

  /// Copies the style and places the label where the text system would lay out the first characters.
  func layout() {
    syncStyle()
    guard isShowing, let textView else { return }
    label.frame = frame(forWidth: textView.bounds.width)
  }

  /// The placeholder's frame for a view `width` wide, as the text system lays text out in the view's text
  /// container: inside `textContainerInset`, the line fragment padding, and clear of `exclusionPaths`
  /// on every line it covers (a line that the paths fill whole is skipped, as text skips it).
  func frame(forWidth width: CGFloat) -> CGRect {
    guard let textView else { return .zero }
    let inset = textView.textContainerInset
    let padding = textView.textContainer.lineFragmentPadding
    let containerWidth = max(0, width - inset.left - inset.right)
    guard containerWidth > 2 * padding else {
      // No width yet: the label's own size, unwrapped, at the first line.
      let fitting = label.sizeThatFits(
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      return CGRect(x: inset.left + padding, y: inset.top, width: fitting.width, height: fitting.height)
    }
    let lineHeight = max(1, Self.font(of: textView).lineHeight)
    var top: CGFloat = 0
    var span = (minX: CGFloat(0), maxX: containerWidth)
    var height: CGFloat = 0
    // The first line the exclusion paths leave room on (a few screens down at most).
    for _ in 0..<200 {
      let fragment = textView.placeholderLineFragment(
        proposed: CGRect(x: 0, y: top, width: containerWidth, height: lineHeight))
      if fragment.width > 2 * padding {
        span = (fragment.minX, fragment.maxX)
        break
      }
      top += lineHeight
    }
    // Narrow the span until every line the placeholder covers leaves it free (a few passes settle it).
    for _ in 0..<4 {
      let available = max(1, span.maxX - span.minX - 2 * padding)
      height = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height
      var narrowed = span
      var lineTop = top + lineHeight
      while lineTop < top + height {
        let fragment = textView.placeholderLineFragment(
          proposed: CGRect(x: span.minX, y: lineTop, width: span.maxX - span.minX, height: lineHeight))
        if fragment.width > 2 * padding {
          narrowed = (max(narrowed.minX, fragment.minX), min(narrowed.maxX, fragment.maxX))
        }
        lineTop += lineHeight
      }
      if narrowed == span || narrowed.maxX - narrowed.minX <= 2 * padding { break }
      span = narrowed
    }
    return CGRect(
      x: inset.left + span.minX + padding, y: inset.top + top,
      width: max(0, span.maxX - span.minX - 2 * padding), height: height)
  }

  // MARK: Accessibility

  /// The placeholder as VoiceOver reads it: its characters, or `nil` when there is none or it is empty.
  var accessibilityText: String? {
    guard let string, !string.isEmpty else { return nil }
    return string
  }

  /// Any text view: the placeholder is its hint (read after its value, never as text), unless the app set one.
  private func updateAccessibilityHint() {
    guard !hostManaged, let textView else { return }
    let current = textView.accessibilityHint
    guard current == nil || current == writtenHint else { return }
    writtenHint = accessibilityText
    textView.accessibilityHint = writtenHint
  }
}

extension UITextView {
  /// The placeholder attached to this view; with `creating`, attaches one first if there is none.
  func textViewPlaceholder(creating: Bool) -> TextViewPlaceholder? {
    if let attached = attachedPlaceholder { return attached }
    guard creating else { return nil }
    let placeholder = TextViewPlaceholder(
      textView: self, label: (self as? PlaceholderTextView)?.placeholderLabel ?? UILabel(frame: .zero),
      hostManaged: self is PlaceholderTextView)
    attachPlaceholder(placeholder)
    placeholder.startObserving()
    placeholder.updateAppearance()
    placeholder.updateVisibility()
    return placeholder
  }
}
