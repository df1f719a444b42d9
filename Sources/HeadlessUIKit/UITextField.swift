import Foundation

/// A text field without a screen: `UITextField`'s text, placeholder, secure entry and editing
/// events, where UIKit is unavailable.
///
/// As on UIKit, the user's edits send events and code does not:
///
/// - ``becomeFirstResponder()`` sends `.editingDidBegin` (the field is ``isEditing``), and
///   ``resignFirstResponder()`` sends `.editingDidEnd`; a disabled field does not become first responder.
/// - The user's typing, ``insertText(_:)`` and ``deleteBackward()`` as `UIKeyInput` delivers it,
///   changes ``text`` and sends `.editingChanged` (and posts ``textDidChangeNotification``).
/// - Setting ``text`` in code sends nothing.
/// - A field with ``isSecureTextEntry`` that becomes first responder again loses its text at the
///   user's first edit: a typed character replaces it, a delete clears it.
///
/// Typing goes to the end of the text: the field has no selection.
///
/// ```swift
/// let email = UITextField()
/// email.addAction(UIAction { _ in print("typed: \(email.text ?? "")") }, for: .editingChanged)
/// email.text = "a@b"  // Prints nothing
/// email.becomeFirstResponder()
/// email.insertText(".c")
/// // Prints "typed: a@b.c"
/// ```
@MainActor
open class UITextField: UIControl {
  /// Posted with the field as object when the user changes its text.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted with the field as object when it becomes first responder.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field as object when it resigns first responder.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The text; `""`, never `nil`, when read (setting `nil` empties it). Setting it sends nothing.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// Whether the field hides what is typed, as `UITextInputTraits.isSecureTextEntry`.
  open var isSecureTextEntry = false
  /// The font; 17-point system by default, as UIKit's.
  open var font: UIFont? = UIFont.systemFont(ofSize: 17)
  /// The text's colour; `nil` shows `UIColor.label`.
  open var textColor: UIColor?
  /// The text's alignment.
  open var textAlignment = NSTextAlignment.natural
  /// Whether the field is being edited: it is first responder.
  open var isEditing: Bool { isFirstResponder }
  /// Whether the next edit replaces the text: a secure field that became first responder again.
  private var editReplacesText = false

  /// Whether the field has text, as `UIKeyInput.hasText`.
  open var hasText: Bool { !storedText.isEmpty }

  /// A field can become first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Makes the field first responder; if it was not, it sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    guard super.becomeFirstResponder() else { return false }
    guard !wasEditing else { return true }
    editReplacesText = isSecureTextEntry && hasText
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Resigns first responder; if the field was first responder, it sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasEditing = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    guard wasEditing else { return true }
    editReplacesText = false
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Types `text` at the end, as `UIKeyInput` delivers the user's typing: sends `.editingChanged`.
  open func insertText(_ text: String) {
    if editReplacesText { storedText = "" }
    editReplacesText = false
    storedText += text
    userDidEdit()
  }

  /// Deletes the last character, as the user's Delete key: sends `.editingChanged` if the text changed.
  open func deleteBackward() {
    guard hasText else { return }
    if editReplacesText { storedText = "" } else { storedText.removeLast() }
    editReplacesText = false
    userDidEdit()
  }

  private func userDidEdit() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
