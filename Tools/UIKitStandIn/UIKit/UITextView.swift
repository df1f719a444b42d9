// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
// UITextView's designated initialisers are init(frame:textContainer:) and
// init?(coder:); init(frame:) is a convenience initialiser in Swift.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  public init(frame: CGRect, textContainer: NSTextContainer?) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  public convenience override init(frame: CGRect) { fatalError("stand-in: declarations only") }

  open var text: String!
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment
  @NSCopying open var attributedText: NSAttributedString!
  @available(tvOS, unavailable)
  open var isEditable: Bool
  open var textContainerInset: UIEdgeInsets
  open var textContainer: NSTextContainer { fatalError("stand-in") }
  open var textStorage: NSTextStorage { fatalError("stand-in") }
  open var selectedRange: NSRange
  open func scrollRangeToVisible(_ range: NSRange) { fatalError("stand-in") }
  // UITextInput
  open var markedTextRange: UITextRange? { fatalError("stand-in") }

  // UIContentSizeCategoryAdjusting
  open var adjustsFontForContentSizeCategory: Bool

  // UIKeyInput
  open var hasText: Bool { fatalError("stand-in") }
  open func insertText(_ text: String) { fatalError("stand-in") }
  open func deleteBackward() { fatalError("stand-in") }

  // `class let` in the SDK, nonisolated (Swift has no class stored properties; same for clients).
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
}
