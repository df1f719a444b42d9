import Foundation

/// The text of a ``UITextView``, standing in for `NSTextStorage` where UIKit is unavailable.
///
/// It posts ``didProcessEditingNotification`` once per outermost edit, as `NSTextStorage` does; editing it
/// changes the view's text without its setters and without `textDidChangeNotification`. Edits through
/// `mutableString` are not modelled. For example, `view.textStorage.append(NSAttributedString(string: "Pasted"))`
/// posts ``didProcessEditingNotification``, not `textDidChangeNotification`.
open class NSTextStorage: NSMutableAttributedString {
  /// Posted with the text storage as object after it processed an edit, as `NSTextStorage.didProcessEditingNotification`.
  nonisolated public static let didProcessEditingNotification = Notification.Name(
    "NSTextStorageDidProcessEditingNotification")

  private var editingDepth = 0
  private var hasPendingEdit = false

  /// Replaces the characters in `range` with `str`, then processes the edit.
  open override func replaceCharacters(in range: NSRange, with str: String) {
    edit { super.replaceCharacters(in: range, with: str) }
  }

  /// Replaces the characters in `range` with `attrString`, then processes the edit.
  open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
    edit { super.replaceCharacters(in: range, with: attrString) }
  }

  /// Deletes the characters in `range`, then processes the edit.
  open override func deleteCharacters(in range: NSRange) {
    edit { super.deleteCharacters(in: range) }
  }

  /// Sets the attributes of `range`, then processes the edit.
  open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
    edit { super.setAttributes(attrs, range: range) }
  }

  /// Adds an attribute to `range`, then processes the edit.
  open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
    edit { super.addAttribute(name, value: value, range: range) }
  }

  /// Adds attributes to `range`, then processes the edit.
  open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
    edit { super.addAttributes(attrs, range: range) }
  }

  /// Removes an attribute from `range`, then processes the edit.
  open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
    edit { super.removeAttribute(name, range: range) }
  }

  /// Starts a batch of edits: they are processed once, at the outermost ``endEditing()``.
  open override func beginEditing() {
    super.beginEditing()
    editingDepth += 1
  }

  /// Ends a batch of edits and processes them if it is the outermost one.
  open override func endEditing() {
    super.endEditing()
    editingDepth = max(0, editingDepth - 1)
    processPendingEdit()
  }

  /// Posts ``didProcessEditingNotification``, as `NSTextStorage.processEditing()` does.
  open func processEditing() {
    NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
  }

  /// Runs `body` as one edit; an edit made inside another (Foundation routing one method through another) is processed once.
  private func edit(_ body: () -> Void) {
    editingDepth += 1
    body()
    editingDepth -= 1
    hasPendingEdit = true
    processPendingEdit()
  }

  private func processPendingEdit() {
    guard editingDepth == 0, hasPendingEdit else { return }
    hasPendingEdit = false
    processEditing()
  }
}
