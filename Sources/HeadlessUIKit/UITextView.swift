import Foundation

/// A text view without a screen: `UITextView`'s text, editing and notification semantics in plain Swift.
///
/// Where UIKit is unavailable, `PlaceholderTextView` inherits from it. As on UIKit, user typing posts
/// ``textDidChangeNotification`` and a programmatic ``text`` set does not: the classic placeholder bug.
///
/// ```swift
/// let view = UITextView()
/// view.becomeFirstResponder()
/// view.insertText("Hi")          // posts textDidChangeNotification
/// view.text = "Hello"            // posts nothing, as on UIKit
/// ```
@MainActor
open class UITextView: UIScrollView {
  /// Posted with the text view as object when the user changes its text.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted with the text view as object when it becomes first responder.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted with the text view as object when it resigns first responder.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// The value for a dimension of ``intrinsicContentSize`` that has none, as `UIView.noIntrinsicMetric`.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  private var firstResponder = false
  private var storedAccessibilityValue: String?
  /// The selection the user or the app set; `nil` puts the caret at the end.
  private var storedSelection: NSRange?

  /// The text; never `nil` when read. Setting it does not post ``textDidChangeNotification``.
  open var text: String! {
    get { textStorage.string }
    set {
      textStorage.setAttributedString(NSAttributedString(string: newValue ?? ""))
      caretToEnd()
    }
  }
  /// The styled text, a copy; never `nil` when read. Setting it does not post ``textDidChangeNotification``.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(attributedString: textStorage) }
    set {
      textStorage.setAttributedString(newValue ?? NSAttributedString(string: ""))
      caretToEnd()
    }
  }
  /// The selection in UTF-16 units, as `UITextView.selectedRange`: a caret at the end unless set; kept inside the text.
  open var selectedRange: NSRange {
    get {
      let length = textStorage.length
      guard let storedSelection else { return NSRange(location: length, length: 0) }
      let location = min(max(0, storedSelection.location), length)
      return NSRange(location: location, length: min(max(0, storedSelection.length), length - location))
    }
    set { storedSelection = newValue }
  }
  /// The range of the marked text an input method is composing (UTF-16), or `nil`; as `UITextInput.markedTextRange`.
  public private(set) var markedTextRange: NSRange?
  /// The text storage, as `UITextView.textStorage`: every change of the text edits it, and editing it
  /// directly changes the text without the setters above and without ``textDidChangeNotification``.
  public let textStorage = NSTextStorage(string: "")
  /// The font of the text; `nil` until set, as on `UITextView`.
  open var font: UIFont? {
    didSet { placeholderViewDidChange() }
  }
  /// The colour of the text.
  open var textColor: UIColor?
  /// The alignment of the text.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { placeholderViewDidChange() }
  }
  /// Whether the user can edit the text; a non-editable view cannot become first responder.
  open var isEditable = true
  /// The inset of the text container; 8 points top and bottom, as `UITextView`.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { placeholderViewDidChange() }
  }
  /// The text container, with its line fragment padding.
  public let textContainer: NSTextContainer
  /// Whether the font follows the content size category (Dynamic Type).
  open var adjustsFontForContentSizeCategory = false {
    didSet { placeholderViewDidChange() }
  }
  /// The layout direction; read-only on UIKit, settable here to simulate a right-to-left language.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
    didSet { placeholderViewDidChange() }
  }
  /// Whether the view has focus; settable here to simulate the focus system.
  open var isFocused = false

  /// Whether assistive technologies see the view as one element.
  open var isAccessibilityElement = true
  /// The label an assistive technology reads.
  open var accessibilityLabel: String?
  /// The hint an assistive technology reads after a pause.
  open var accessibilityHint: String?
  /// The value an assistive technology reads; the text unless set.
  open var accessibilityValue: String? {
    get { storedAccessibilityValue ?? text }
    set { storedAccessibilityValue = newValue }
  }

  /// The placeholder of the `UITextView` extension (and of `PlaceholderTextView`), kept as long as the view,
  /// as a subview keeps it on UIKit.
  package var placeholderAttachment: AnyObject?
  /// What the placeholder observes: the view's style and geometry, and its text container's (as KVO on UIKit).
  package var placeholderObservers: (view: (@MainActor () -> Void)?, container: (@MainActor () -> Void)?)

  /// Creates a text view with `frame` and a text container (a new one if `nil`).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
    super.init(frame: frame)
    observeTextContainer()
  }

  /// Creates a text view from an archive; headless views keep no archived state.
  public required init?(coder: NSCoder) {
    self.textContainer = NSTextContainer(size: .zero)
    super.init(coder: coder)
    observeTextContainer()
  }

  /// The frame; a new size lays the placeholder out again, as autoresizing does on UIKit.
  open override var frame: CGRect {
    didSet { if frame.size != oldValue.size { placeholderViewDidChange() } }
  }

  private func observeTextContainer() {
    textContainer.geometryDidChange = { [weak self] in self?.placeholderObservers.container?() }
  }

  private func placeholderViewDidChange() {
    placeholderObservers.view?()
  }

  /// Creates a text view with `frame`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// Creates a text view with a zero frame.
  public convenience init() {
    self.init(frame: .zero, textContainer: nil)
  }

  /// Whether there is any text.
  open var hasText: Bool { textStorage.length > 0 }

  /// Inserts `text` at the caret (replacing the selection or the marked text) as the user's typing, a paste or
  /// AutoFill does, and posts ``textDidChangeNotification``.
  open func insertText(_ text: String) {
    let range = markedTextRange ?? selectedRange
    textStorage.replaceCharacters(in: range, with: text)
    markedTextRange = nil
    storedSelection = NSRange(location: range.location + (text as NSString).length, length: 0)
    postTextDidChange()
  }

  /// Deletes the selection, or the character before the caret, as the user's backspace does, and posts
  /// ``textDidChangeNotification``.
  open func deleteBackward() {
    var range = selectedRange
    if range.length == 0 {
      let string = textStorage.string
      guard range.location > 0,
        let caret = String.Index(utf16Offset: range.location, in: string).samePosition(in: string)
      else { return }
      let start = string.index(before: caret)
      range = NSRange(start..<caret, in: string)
    }
    textStorage.deleteCharacters(in: range)
    markedTextRange = nil
    storedSelection = NSRange(location: range.location, length: 0)
    postTextDidChange()
  }

  /// Shows `markedText` as the text an input method is composing, replacing the marked text or the selection;
  /// posts ``textDidChangeNotification``, as `UITextInput.setMarkedText(_:selectedRange:)` does on UIKit.
  ///
  /// - Parameters:
  ///   - markedText: The composing text; `nil` or empty removes the marked text.
  ///   - selectedRange: The caret or selection inside `markedText`.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let range = markedTextRange ?? self.selectedRange
    let marked = markedText ?? ""
    textStorage.replaceCharacters(in: range, with: marked)
    let length = (marked as NSString).length
    markedTextRange = length > 0 ? NSRange(location: range.location, length: length) : nil
    storedSelection = NSRange(location: range.location + min(selectedRange.location, length), length: 0)
    postTextDidChange()
  }

  /// Commits the marked text as typed text and posts ``textDidChangeNotification``; nothing without marked text.
  open func unmarkText() {
    guard let marked = markedTextRange else { return }
    markedTextRange = nil
    storedSelection = NSRange(location: marked.location + marked.length, length: 0)
    postTextDidChange()
  }

  /// Scrolls so that `range` of the text is visible; headless, it records the range (a test reads
  /// it in ``scrolledToVisibleRanges``).
  open func scrollRangeToVisible(_ range: NSRange) {
    scrollRangeRequests.append(range)
  }

  /// The ranges passed to ``scrollRangeToVisible(_:)``, in order (the test hook is in `UITextView+Testing.swift`).
  var scrollRangeRequests: [NSRange] = []

  private func caretToEnd() {
    storedSelection = nil
    markedTextRange = nil
  }

  private func postTextDidChange() {
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Whether the view can become first responder: while it is editable.
  open var canBecomeFirstResponder: Bool { isEditable }

  /// Whether the view is first responder (editing).
  open override var isFirstResponder: Bool { firstResponder }

  /// Starts editing if the view can; posts ``textDidBeginEditingNotification``.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    guard !firstResponder else { return true }
    firstResponder = true
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing; posts ``textDidEndEditingNotification`` if it was editing.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard firstResponder else { return true }
    firstResponder = false
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// The natural size: no metric while scrolling, else the text's height plus the insets.
  open var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
    return CGSize(width: Self.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
  }

  /// Tells the layout system that ``intrinsicContentSize`` changed; counted in ``intrinsicContentSizeInvalidations``.
  open func invalidateIntrinsicContentSize() {
    intrinsicSizeInvalidationCount += 1
  }

  /// How many times ``invalidateIntrinsicContentSize()`` was called (the test hook is in `UITextView+Testing.swift`).
  var intrinsicSizeInvalidationCount = 0

  /// The size the text needs at `size`'s width: its height in the headless measuring model plus the insets.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let width = size.width - inset.left - inset.right - 2 * padding
    let textFont = font ?? .systemFont(ofSize: 12)
    let measured = TextMeasure.size(of: text, font: textFont, width: width)
    let height = max(measured.height, textFont.lineHeight)
    return CGSize(width: size.width, height: height + inset.top + inset.bottom)
  }
}
