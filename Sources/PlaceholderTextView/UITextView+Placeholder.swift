import Foundation
import QuickControl

/// A placeholder for any text view: a `UITextView` from a storyboard, a third-party class or another
/// subclass, not only a ``PlaceholderTextView``.
///
/// Setting ``placeholder``, ``attributedPlaceholder`` or ``placeholderColor`` the first time attaches the
/// placeholder to the view, which keeps it as long as it lives. From then on the placeholder shows exactly
/// while the text is empty — after typing, `text =` in code and edits to the text storage — and is laid out
/// by the view's text container: inside `textContainerInset` and the line fragment padding, clear of
/// `exclusionPaths`, in the view's font (Dynamic Type included) and alignment (`.natural` follows the layout
/// direction), following later changes of each without a `setNeedsLayout()`. VoiceOver reads it as the
/// view's hint, after the text, unless the app set a hint. The view's `delegate` is never touched.
///
/// ```swift
/// notesView.placeholder = "Anything we should know?"
/// notesView.placeholderColor = .systemGray
/// ```
///
/// In Interface Builder, ``placeholder`` and ``placeholderColor`` are in the Attributes inspector of any text view.
extension UITextView {
  /// The placeholder shown while the text is empty; `nil` (the default) for none.
  ///
  /// Setting it replaces ``attributedPlaceholder``; reading it after ``attributedPlaceholder`` was set
  /// returns that string's characters. For example, `textView.placeholder = "Describe the problem"`.
  @IBInspectable public var placeholder: String? {
    get { textViewPlaceholder(creating: false)?.string }
    set { textViewPlaceholder(creating: true)?.setText(newValue) }
  }

  /// The placeholder as styled text; attributes it does not set come from the view (font, alignment) and
  /// ``placeholderColor``.
  ///
  /// For example, `textView.attributedPlaceholder = NSAttributedString(string: "Optional")`.
  public var attributedPlaceholder: NSAttributedString? {
    get { textViewPlaceholder(creating: false)?.attributedText }
    set { textViewPlaceholder(creating: true)?.setAttributedText(newValue) }
  }

  /// The colour of a plain placeholder; the system placeholder colour by default, so it adapts to dark mode.
  ///
  /// For example, `textView.placeholderColor = .systemGray`; on a ``PlaceholderTextView``, per state:
  /// `textView.setValue(.systemRed, for: \.placeholderColor, when: .containing(invalid))`.
  @IBInspectable public var placeholderColor: UIColor {
    get { textViewPlaceholder(creating: false)?.color ?? .placeholderText }
    set { textViewPlaceholder(creating: true)?.color = newValue }
  }

  /// Whether the placeholder is showing: exactly while the text is empty, once a placeholder was attached.
  ///
  /// For example, after `textView.text = ""`, `textView.isShowingPlaceholder` is `true`.
  public var isShowingPlaceholder: Bool {
    textViewPlaceholder(creating: false)?.isShowing ?? false
  }
}
