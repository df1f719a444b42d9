// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UITextField: UIControl {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var text: String?
  weak open var delegate: (any UITextFieldDelegate)?
  open var placeholder: String?
  @NSCopying open var attributedPlaceholder: NSAttributedString?

  // UIKeyInput
  open var hasText: Bool { fatalError("stand-in") }

  // UITextInput
  open var markedTextRange: UITextRange? { fatalError("stand-in") }
  // The SDK marks it @NSCopying; UITextRange is not NSCopying, so it cannot be declared here
  // (the attribute only affects the setter's implementation).
  open var selectedTextRange: UITextRange?
  open var endOfDocument: UITextPosition { fatalError("stand-in") }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    fatalError("stand-in")
  }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError("stand-in") }

  // Appearance and input members PinCodeControl sets.
  open var textColor: UIColor? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
  open var inputAccessoryView: UIView? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
