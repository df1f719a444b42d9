import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

// The keyboard and the transparent text field it types into: keyboard type, Return key, Done bar,
// AutoFill content type, text assistance turned off, and the field's delegate, which turns every edit
// the system proposes into an append or a delete at the end of the code.

extension PinCodeControl {
  /// The keyboard a ``PinCodeControl`` asks for, as a platform-neutral value:
  /// what the UIKit layer sets on the input field, and what tests check.
  ///
  /// Besides these, the input field always turns off what would change or
  /// cover the characters typed: autocorrection, spell checking, smart quotes,
  /// smart dashes, smart insert and delete, autocapitalisation, inline
  /// predictions (iOS 17, grey ghost text over the items) and Writing Tools
  /// (iOS 18).
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// print(pin.keyboardConfiguration.keyboard)
  /// // Prints "numberPad"
  /// ```
  package struct KeyboardConfiguration: Hashable, Sendable {
    /// The keyboards the control uses.
    package enum Keyboard: String, Hashable, Sendable {
      /// Digits only (`UIKeyboardType.numberPad`): no Return key on an iPhone.
      case numberPad
      /// Letters and digits (`UIKeyboardType.asciiCapable`), with a Return key.
      case asciiCapable
    }

    /// The keyboard: the number pad for a digit code, an ASCII keyboard otherwise.
    package var keyboard: Keyboard
    /// The Return key's title; it ends editing. Only letter keyboards have one.
    package var returnKey: PinReturnKey?
    /// Whether a bar with a Done button sits above the keyboard (number pad only, opt-in).
    package var showsDoneButton: Bool
    /// Whether the field tells iOS it takes a one-time code (see ``PinCodeControl/Purpose``);
    /// otherwise it has no content type.
    package var isOneTimeCode: Bool
    /// Whether the field is a secure text field (``PinCodeControl/isSecureTextEntry``).
    package var isSecure: Bool
  }

  /// The keyboard the control asks for now, from its alphabet, ``purpose``,
  /// ``returnKey``, ``showsDoneButtonOnNumberPad`` and ``isSecureTextEntry``.
  ///
  /// ```swift
  /// let pin = PinCodeControl(length: 4)
  /// pin.isSecureTextEntry = true
  /// pin.purpose = .newPIN
  /// print(pin.keyboardConfiguration.isOneTimeCode)   // a secure field is never left to the password heuristics
  /// // Prints "true"
  /// ```
  package var keyboardConfiguration: KeyboardConfiguration {
    let numberPad = acceptedCharacters.isDigitsOnly
    return KeyboardConfiguration(
      keyboard: numberPad ? .numberPad : .asciiCapable,
      returnKey: numberPad ? nil : _returnKey,
      showsDoneButton: numberPad && _showsDoneButtonOnNumberPad,
      isOneTimeCode: _purpose == .oneTimeCode || isSecureTextEntry,
      isSecure: isSecureTextEntry)
  }

  /// The Return key's title on a letter keyboard (``PinAlphabet`` other than digits); `.done` by default.
  ///
  /// ```swift
  /// code.returnKey = .next
  /// ```
  public var returnKey: PinReturnKey {
    get { _returnKey }
    set {
      guard newValue != _returnKey else { return }
      _returnKey = newValue
      keyboardDidChange()
    }
  }

  /// Whether the number pad gets a bar with a Done button that ends editing; off by default.
  ///
  /// The iPhone's number pad has no Return key, so a user who stops before
  /// the code is complete cannot dismiss it from the keyboard. Turn this on,
  /// or give the screen its own way out (a button, a tap outside that calls
  /// `resignFirstResponder()`, or finishing on `PinCodeControl.codeCompleted`).
  /// Off by default because many PIN screens finish on completion and the
  /// bar covers 44 points of the screen. Done sends `.editingDidEnd` like
  /// any end of editing.
  ///
  /// ```swift
  /// pin.showsDoneButtonOnNumberPad = true
  /// ```
  public var showsDoneButtonOnNumberPad: Bool {
    get { _showsDoneButtonOnNumberPad }
    set {
      guard newValue != _showsDoneButtonOnNumberPad else { return }
      _showsDoneButtonOnNumberPad = newValue
      keyboardDidChange()
    }
  }

  /// The number of characters of `text` that `ranges` cover together, as
  /// UIKit's multi-range delegate method reports them (UTF-16 offsets).
  ///
  /// Overlapping ranges count once; a range outside `text` counts its length.
  ///
  /// - Complexity: O(*n* log *n*) in the number of ranges, plus the characters covered.
  static func characterCount(of ranges: [NSRange], in text: String) -> Int {
    var inside: [Range<String.Index>] = []
    var outside = 0
    for range in ranges {
      if let bounds = Range(range, in: text) {
        inside.append(bounds)
      } else {
        outside += range.length
      }
    }
    inside.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<String.Index>] = []
    for range in inside {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged.reduce(outside) { $0 + text[$1].count }
  }
}

/// The title of the Return key of a letter keyboard (`UIReturnKeyType`), for a
/// ``PinCodeControl`` whose alphabet is not digits only.
///
/// The number pad of a digit code has no Return key: see
/// ``PinCodeControl/showsDoneButtonOnNumberPad``. Return always ends editing.
///
/// ```swift
/// let code = PinCodeControl(length: 6, alphabet: .alphanumeric)
/// code.returnKey = .go
/// ```
public enum PinReturnKey: String, Hashable, Sendable, CaseIterable {
  /// "done": the default; the code is entered.
  case done
  /// "go": entering the code submits it.
  case go
  /// "next": another field follows.
  case next
  /// "continue".
  case `continue`
  /// "send".
  case send
  /// "join".
  case join
}

#if QUICKCONTROL_UIKIT
  extension PinCodeControl {
    /// Sets `keyboardConfiguration` and the text-assistance opt-outs on the
    /// input field, and reloads the keyboard if it is up and something changed.
    func keyboardDidChange() {
      let configuration = keyboardConfiguration
      let field = inputField
      var changed = false
      let keyboardType: UIKeyboardType = configuration.keyboard == .numberPad ? .numberPad : .asciiCapable
      if field.keyboardType != keyboardType {
        field.keyboardType = keyboardType
        changed = true
      }
      let returnKeyType = Self.returnKeyType(configuration.returnKey ?? .done)
      if field.returnKeyType != returnKeyType {
        field.returnKeyType = returnKeyType
        changed = true
      }
      let contentType: UITextContentType? = configuration.isOneTimeCode ? .oneTimeCode : nil
      if field.textContentType != contentType {
        field.textContentType = contentType
        changed = true
      }
      let accessory = configuration.showsDoneButton ? doneBar() : nil
      if field.inputAccessoryView !== accessory {
        field.inputAccessoryView = accessory
        changed = true
      }
      disableTextAssistance(of: field)
      // A first responder keeps its keyboard until its input views are reloaded.
      if changed && field.isFirstResponder { field.reloadInputViews() }
    }

    /// Turns off everything that would change, predict or rewrite the characters typed.
    private func disableTextAssistance(of field: UITextField) {
      field.autocorrectionType = .no
      field.autocapitalizationType = .none
      field.spellCheckingType = .no
      field.smartQuotesType = .no
      field.smartDashesType = .no
      field.smartInsertDeleteType = .no
      if #available(iOS 17.0, tvOS 17.0, *) {
        // Inline predictions draw grey ghost text after the caret, over the items.
        field.inlinePredictionType = .no
      }
      // Writing Tools (iOS 18) are declared by SDKs from iOS 18, which every Xcode that
      // builds Swift 6 packages has; Tools/ios-sdk-compile, with the iOS 17.4 SDK,
      // defines QUICKCONTROL_SDK_BEFORE_IOS_18 and compiles without this line.
      #if !QUICKCONTROL_SDK_BEFORE_IOS_18 && !os(tvOS)
        if #available(iOS 18.0, visionOS 2.4, *) {
          field.writingToolsBehavior = .none
        }
      #endif
    }

    private static func returnKeyType(_ key: PinReturnKey) -> UIReturnKeyType {
      switch key {
      case .done: .done
      case .go: .go
      case .next: .next
      case .continue: .continue
      case .send: .send
      case .join: .join
      }
    }

    /// The bar with a Done button above the number pad (made once), or `nil` where there are no toolbars.
    private func doneBar() -> UIView? {
      #if os(tvOS)
        return nil
      #else
        if let bar = cachedDoneBar { return bar }
        let done = UIBarButtonItem(
          systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.resignFirstResponder() })
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
        bar.sizeToFit()
        bar.autoresizingMask = .flexibleWidth
        cachedDoneBar = bar
        return bar
      #endif
    }

    /// Takes an edit the input field's delegate was asked about; the field's own
    /// text is then reset to the sanitised code (the delegate refuses the edit).
    /// Its events are sent after the delegate callback (`deferringDelivery(_:)`).
    func inputFieldWillChange(replacing replacedCount: Int, with replacement: String) {
      systemDidProposeEdit(replacing: replacedCount, with: replacement)
      syncInputField()
    }

    /// Takes the input field's text after a change the delegate let through: an
    /// input method committing its marked text.
    func inputFieldDidChange() {
      // While an input method composes (marked text), wait for the committed text.
      guard inputField.markedTextRange == nil else { return }
      systemDidChangeText(inputField.text ?? "")
      syncInputField()
    }

    /// Resets the input field's text to the code.
    func syncInputField() {
      if inputField.text != code { inputField.text = code }
    }
  }

  /// The delegate of a ``PinCodeControl``'s input field: turns every edit the
  /// system proposes into an append or a delete at the end of the code.
  ///
  /// A separate object rather than the control itself, so that the
  /// `UITextFieldDelegate` methods are not part of the control's public API and a
  /// subclass of the control stays free to be the delegate of its own fields.
  ///
  /// - It refuses every edit and applies it through the control instead, which
  ///   makes the position of the field's invisible caret irrelevant, and lets
  ///   one-time-code AutoFill replace a partly typed code.
  /// - It keeps an empty selection (the caret) at the end of the text: UIKit
  ///   does not even report Delete with the caret at the start, where a tap on
  ///   the first items or Command-Left on a hardware keyboard would put it.
  /// - It lets the field end editing only if the control may resign.
  /// - Composition by an input method is not started: keystrokes are taken as
  ///   typed, which is what a code wants. Marked text that exists anyway is let
  ///   through; its committed text arrives as `.editingChanged`.
  /// - The control's events, feedback and announcement for an edit are sent after
  ///   the delegate method returned to UIKit, on the main actor's next turn.
  /// - On iOS 26 it also takes edits of several ranges at once
  ///   (the multi-range method below).
  final class PinInputFieldDelegate: NSObject, UITextFieldDelegate {
    /// The control whose field this delegate serves; weak, the control owns the delegate.
    weak var control: PinCodeControl?

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      guard let control, textField.markedTextRange == nil else { return true }
      // The range counts UTF-16 code units; the code counts characters.
      let text = textField.text ?? ""
      let replaced = Range(range, in: text).map { text[$0].count } ?? range.length
      control.inputFieldWillChange(replacing: replaced, with: string)
      return false
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      control?.canResignFirstResponder ?? true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      guard let selection = textField.selectedTextRange, selection.isEmpty,
        textField.markedTextRange == nil
      else { return }
      let end = textField.endOfDocument
      // Compared by offset: setting the selection reports a change again.
      guard textField.offset(from: selection.start, to: end) != 0 else { return }
      textField.selectedTextRange = textField.textRange(from: end, to: end)
    }
  }
#endif

// iOS 26's multi-range delegate method. Tools/ios-sdk-compile defines
// QUICKCONTROL_SDK_BEFORE_IOS_26 for SDKs that predate it (the 17.4 SDK used here), so this
// extension is checked against the stand-in only (Tools/uikit-typecheck, whose UIKit
// declares the method). `canImport(UIKit, _version:)` cannot gate it: in a whole-module
// compile against the SDK it warns that UIKit has no user version and is ignored. Built
// with an SDK before iOS 26 (Xcode 16), the method is an ordinary Swift method that iOS
// never calls; from the iOS 26 SDK it implements the protocol's requirement. Left out or
// not found, iOS 26 calls the single-range method instead, so the control works either way.
#if QUICKCONTROL_UIKIT && !QUICKCONTROL_SDK_BEFORE_IOS_26
  extension PinInputFieldDelegate {
    /// Takes an edit of several ranges at once (iOS 26): the characters the ranges cover
    /// together are replaced, as one edit of the single-range method.
    ///
    /// The system may propose such an edit for a multi-range selection; the
    /// control refuses it and applies it as an append or a delete at the end,
    /// like every other edit.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      guard let control, textField.markedTextRange == nil else { return true }
      let replaced = PinCodeControl.characterCount(of: ranges.map(\.rangeValue), in: textField.text ?? "")
      control.inputFieldWillChange(replacing: replaced, with: string)
      return false
    }
  }
#endif
