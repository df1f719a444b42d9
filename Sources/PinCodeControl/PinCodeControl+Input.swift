import Foundation
import QuickControl

extension PinCodeControl {
  /// Types `text`: appends its accepted characters up to the remaining length.
  ///
  /// Does nothing while the control is disabled. See ``insert(_:)`` for the result.
  ///
  /// ```swift
  /// pin.insertText("4")
  /// ```
  public func insertText(_ text: String) {
    userEdit { $0.insert(text, recording: false) }
  }

  /// Types `text` and says what was accepted.
  ///
  /// A multi-character insert (paste, AutoFill, an SMS code) drops spaces and
  /// dashes, takes accepted characters up to the remaining length and ignores
  /// the rest; the state is applied once and each event sent once. Nothing
  /// changes while the control is disabled.
  ///
  /// ```swift
  /// let result = pin.insert("12ab")
  /// print(result.accepted, result.rejected)
  /// // Prints "12 ab"
  /// ```
  @discardableResult
  public func insert(_ text: String) -> PinCode.Insertion {
    userEdit { $0.insert(text) } ?? PinCode.Insertion()
  }

  /// Deletes the last character; on an empty code, or while disabled, does nothing.
  public func deleteBackward() {
    userEdit { $0.deleteBackward() }
  }

  /// Applies an edit the system asked the input field (UIKit's hidden `UITextField`) to make.
  ///
  /// The field's caret is invisible, so where it stands must not matter: every
  /// edit becomes an append or a delete at the end, as on the items the user sees.
  ///
  /// - An empty `replacement` is a deletion: one that covers the whole code
  ///   (Select All, then Delete or Cut) clears it; any other removes the last
  ///   character. With nothing replaced either, it is no edit.
  /// - A `replacement` of two or more characters that is, sanitised, exactly a whole
  ///   code (one-time-code AutoFill, a pasted SMS code) replaces the code, also after
  ///   a few typed digits, instead of being cut off at the remaining length. AutoFill
  ///   delivering the same code twice therefore changes nothing the second time.
  /// - Anything else is typed: ``insert(_:)`` appends what fits and ignores the rest,
  ///   also when the edit would replace a selection (the selection is invisible;
  ///   Select All then typing appends, it does not replace).
  ///
  /// - Parameters:
  ///   - replacedCount: The number of characters of the field's text the edit replaces.
  ///   - replacement: The text the edit inserts.
  func acceptInputFieldEdit(replacing replacedCount: Int, with replacement: String) {
    // Nothing replaced and nothing inserted: not an edit.
    if replacedCount == 0 && replacement.isEmpty { return }
    if replacement.isEmpty {
      if replacedCount >= pinCode.count {
        userEdit { $0.removeAll() }
      } else {
        userEdit { $0.deleteBackward() }
      }
    } else if replacement.count > 1 && isWholeCode(replacement) {
      userEdit { $0.replace(with: replacement, recording: false) }
    } else {
      userEdit { $0.insert(replacement, recording: false) }
    }
  }

  /// Takes the whole text of the input field after the system changed it without
  /// asking (an input method committing its marked text).
  ///
  /// Text that extends the code is typed (see ``acceptInputFieldEdit(replacing:with:)``);
  /// anything else (text that shortens the code, other text) replaces the code.
  func acceptInputFieldText(_ text: String) {
    if let end = pinCode.endOfCode(in: text) {
      acceptInputFieldEdit(replacing: 0, with: String(text[end...]))
    } else {
      userEdit { $0.replace(with: text, recording: false) }
    }
  }

  /// Whether `text`, sanitised, is exactly one complete code: nothing left over.
  private func isWholeCode(_ text: String) -> Bool {
    var probe = PinCode(length: length, alphabet: pinCode.alphabet)
    let result = probe.replace(with: text, recording: true)
    return probe.isComplete && result.overflow.isEmpty
  }

  /// Replaces the code with the sanitised `text`, even while disabled, and says what was accepted.
  ///
  /// ```swift
  /// pin.setCode("9876")
  /// ```
  @discardableResult
  public func setCode(_ text: String) -> PinCode.Insertion {
    edit { $0.replace(with: text) }
  }

  /// Replaces the code with the sanitised `text`, even while disabled, making no copy of it (``code``'s setter).
  func replaceCode(with text: String) {
    edit { $0.replace(with: text, recording: false) }
  }
}
