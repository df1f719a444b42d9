#if !QUICKCONTROL_UIKIT
  import Foundation
  import PinCodeControl
  import PlaceholderTextView
  import QuickControl

  /// The PIN-change form of the demo: old, new and repeat PIN, a comment and Apply,
  /// wired with the QuickControl engine.
  ///
  /// Every colour, enabled/disabled look, hint and placeholder colour is a value
  /// stored per state with `setValue(_:for:of:when:)` in ``init(clock:randomNumberGenerator:rotationInterval:)``;
  /// ``FrameRenderer`` only draws what the targets hold. Key handling moves the
  /// focus and edits the controls; the engine does the rest.
  @MainActor
  package final class PinForm {
    /// The fields, in Tab order.
    package enum Field: Int, CaseIterable, Sendable {
      /// The current PIN.
      case oldPin
      /// The new PIN.
      case newPin
      /// The new PIN again.
      case repeatPin
      /// The comment text view.
      case comment
      /// The Apply button.
      case apply
    }

    /// The current PIN; enabled from the start.
    package let oldPin = PinCodeControl(length: 4, purpose: .newPIN)
    /// The new PIN; enabled while the old PIN is valid.
    package let newPin = PinCodeControl(length: 4, purpose: .newPIN)
    /// The new PIN again; enabled while the new PIN is valid, valid when equal to it.
    package let repeatPin = PinCodeControl(length: 4, purpose: .newPIN)
    /// An optional comment, with rotating placeholders.
    package let comment = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    /// Apply; enabled while the repeat PIN is valid.
    package let applyButton = DemoButton(title: "[ Apply ]")

    /// The caption of each row (its text carries the focus marker).
    package let captions: [Field: DemoLabel]
    /// The hint right of each row.
    package let hints: [Field: DemoLabel]
    /// The comment's frame (`│ … │`), styled per editing state.
    package let commentFrame = DemoLabel("│")
    /// The comment's cursor, shown while editing.
    package let commentCursor = DemoLabel()
    /// The comment's remaining count ("12 left"), coloured per state as it nears the limit.
    package let commentCounter = DemoLabel()
    /// The most characters a comment may have.
    package static let commentLimit = 40
    /// The remaining count at which the counter turns to the warning colour.
    package static let commentWarning = 10

    /// The rotation of the comment's placeholders.
    package let rotation: PlaceholderRotation<PlaceholderTextView>
    /// The field with focus.
    package private(set) var focus: Field = .oldPin
    /// The PINs applied so far.
    package private(set) var appliedPINs: [String] = []
    /// The comments sent with them.
    package private(set) var appliedComments: [String] = []
    /// A line about the last thing that happened.
    package private(set) var message = ""

    private var subscriptions: [ControlSubscription] = []

    /// The comment's placeholders.
    package static let placeholders: [PlaceholderText] = [
      "Why the change? (optional)", "e.g. new phone", "e.g. someone saw me type it",
      "e.g. routine change",
    ]

    /// Creates the form; `clock` and `randomNumberGenerator` drive the rotating placeholders.
    package init(
      clock: some Clock<Duration> = ContinuousClock(),
      randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
      rotationInterval: Duration = .seconds(2)
    ) {
      captions = [
        .oldPin: DemoLabel("Old PIN"), .newPin: DemoLabel("New PIN"), .repeatPin: DemoLabel("Repeat PIN"),
        .comment: DemoLabel("Comment"), .apply: DemoLabel(""),
      ]
      hints = Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0, DemoLabel()) })
      rotation = PlaceholderRotation(
        Self.placeholders, host: comment, options: [.infinite, .shuffle], clock: clock,
        randomNumberGenerator: randomNumberGenerator)
      declarePINs()
      declareComment()
      declareApply()
      focus(.oldPin)
      rotation.start(interval: rotationInterval)
    }

    // MARK: - Declarations: every look, per state, through the engine

    private func declarePINs() {
      let pins: [(PinCodeControl, Field, invalidHint: String, lockedHint: String)] = [
        (oldPin, .oldPin, "too weak: not 1111, 1234 or 9876", ""),
        (newPin, .newPin, "too weak: not 1111, 1234 or 9876", "locked until the old PIN is valid"),
        (repeatPin, .repeatPin, "invalid: does not match the new PIN", "locked until the new PIN is valid"),
      ]
      for (pin, field, invalidHint, lockedHint) in pins {
        pin.setValue(Palette.ink, for: \.symbolColor, when: .always(priority: 100))
        pin.setItemStyle(
          PinCodeControl.ItemStyle(
            fillColor: .clear, borderColor: .systemGray, filledItemColor: Palette.filled),
          when: .always(priority: 100))
        pin.setItemStyle(
          PinCodeControl.ItemStyle(
            fillColor: .clear, borderColor: Palette.focus, borderWidth: 2,
            filledItemColor: Palette.filledFocused),
          when: .containing(PinCodeControl.editing, priority: 200))
        let caption = captions[field]!
        let hint = hints[field]!
        let name = caption.text
        let states: [(StateCondition, caption: String, TextStyle, hint: String, TextStyle)] = [
          (StateCondition.always(priority: 100), "  " + name, .plain, "", .plain),
          (
            StateCondition.containing(PinCodeControl.editing, priority: 200), "› " + name,
            TextStyle(foreground: Palette.focus, bold: true),
            "type 4 digits", TextStyle(foreground: Palette.muted)
          ),
          (
            StateCondition.containing(PinCodeControl.invalid, priority: 300), "✗ " + name,
            TextStyle(foreground: Palette.error, bold: true),
            invalidHint, TextStyle(foreground: Palette.error)
          ),
          (
            StateCondition.containing(PinCodeControl.valid, priority: 300), "✓ " + name,
            TextStyle(foreground: Palette.success, bold: true),
            "valid", TextStyle(foreground: Palette.success)
          ),
          // Focused with a complete code: the ✓ or ✗ caption, underlined so focus stays visible.
          (
            .containing([PinCodeControl.invalid, PinCodeControl.editing], priority: 350), "✗ " + name,
            TextStyle(foreground: Palette.error, bold: true, underlined: true),
            invalidHint, TextStyle(foreground: Palette.error)
          ),
          (
            .containing([PinCodeControl.valid, PinCodeControl.editing], priority: 350), "✓ " + name,
            TextStyle(foreground: Palette.success, bold: true, underlined: true),
            "valid", TextStyle(foreground: Palette.success)
          ),
          (
            StateCondition.containing(.disabled, priority: 400), "  " + name,
            TextStyle(foreground: Palette.muted, faint: true),
            lockedHint, TextStyle(foreground: Palette.muted, faint: true)
          ),
        ]
        pin.performTransition {
          for (descriptor, captionText, captionStyle, hintText, hintStyle) in states {
            pin.setValue(captionText, for: \.text, of: caption, when: descriptor)
            pin.setValue(captionStyle, for: \.style, of: caption, when: descriptor)
            pin.setValue(hintText, for: \.text, of: hint, when: descriptor)
            pin.setValue(hintStyle, for: \.style, of: hint, when: descriptor)
          }
        }
        subscriptions.append(
          pin.subscribe(to: PinCodeControl.codeCompleted) { [unowned self] pin in
            if pin.isValid && self.control(self.focus) === pin { self.moveFocus(by: 1) }
          })
      }
      // Each step is enabled only while the previous one is valid.
      enable(newPin, whileValid: oldPin)
      enable(repeatPin, whileValid: newPin)
      repeatPin.validator = { [unowned newPin] code in code == newPin.code }
      subscriptions.append(
        newPin.subscribe(to: .valueChanged) { [unowned repeatPin] _ in repeatPin.revalidate() })
    }

    /// `target` is enabled while `driver` is valid and itself enabled: a locked
    /// step passes nothing on, even with a valid code.
    private func enable(_ target: QUIckControl, whileValid driver: PinCodeControl) {
      driver.setValues(
        for: \.isEnabled, of: target, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    }

    private func declareComment() {
      let editing = PlaceholderTextView.editing
      let caption = captions[.comment]!
      comment.maximumLength = Self.commentLimit
      comment.lengthWarningThreshold = Self.commentWarning
      subscriptions.append(comment.subscribe(to: .editingChanged) { [weak self] _ in self?.updateCounter() })
      updateCounter()
      comment.performTransition {
        let near = PlaceholderTextView.nearLengthLimit
        comment.setValue(
          TextStyle(foreground: Palette.muted, faint: true), for: \.style, of: commentCounter,
          when: .notContaining(near))
        comment.setValue(
          TextStyle(foreground: Palette.warning, bold: true), for: \.style, of: commentCounter,
          when: .containing(near))
        comment.setValue(
          Palette.muted, for: \.placeholderColor, when: .notContaining(editing))
        comment.setValue(
          Palette.focusMuted, for: \.placeholderColor, when: .containing(editing))
        comment.setValue(Palette.ink, for: \.textColor, when: .notContaining(editing))
        comment.setValue("  Comment", for: \.text, of: caption, when: .notContaining(editing))
        comment.setValue("› Comment", for: \.text, of: caption, when: .containing(editing))
        comment.setValue(TextStyle.plain, for: \.style, of: caption, when: .notContaining(editing))
        comment.setValue(
          TextStyle(foreground: Palette.focus, bold: true), for: \.style, of: caption,
          when: .containing(editing))
        comment.setValue(
          TextStyle(foreground: Palette.muted), for: \.style, of: commentFrame, when: .notContaining(editing))
        comment.setValue(
          TextStyle(foreground: Palette.focus, bold: true), for: \.style, of: commentFrame,
          when: .containing(editing))
        comment.setValue("", for: \.text, of: commentCursor, when: .notContaining(editing))
        comment.setValue("▏", for: \.text, of: commentCursor, when: .containing(editing))
        comment.setValue(
          TextStyle(foreground: Palette.focus), for: \.style, of: commentCursor, when: .containing(editing))
        let hint = hints[.comment]!
        comment.setValue("", for: \.text, of: hint, when: .notContaining(editing))
        comment.setValue("type a note; Tab moves on", for: \.text, of: hint, when: .containing(editing))
        comment.setValue(
          TextStyle(foreground: Palette.muted), for: \.style, of: hint, when: .containing(editing))
      }
    }

    private func declareApply() {
      enable(applyButton, whileValid: repeatPin)
      let caption = captions[.apply]!
      let hint = hints[.apply]!
      let plain = StateCondition.always(priority: 100)
      let focused = StateCondition.containing(.focused, priority: 200)
      let disabled = StateCondition.containing(.disabled, priority: 400)
      let states: [(StateCondition, String, TextStyle, String, TextStyle)] = [
        (
          plain, "", TextStyle(foreground: Palette.success, bold: true), "Tab to Apply, then Enter",
          TextStyle(foreground: Palette.muted)
        ),
        (
          focused, "›", TextStyle(foreground: Palette.ink, background: Palette.success, bold: true),
          "press Enter to change the PIN", TextStyle(foreground: Palette.success)
        ),
        (
          disabled, "", TextStyle(foreground: Palette.muted, faint: true),
          "Apply is disabled until the PINs are valid",
          TextStyle(foreground: Palette.muted, faint: true)
        ),
      ]
      applyButton.performTransition {
        for (descriptor, marker, style, hintText, hintStyle) in states {
          applyButton.setValue(style, for: \.titleStyle, when: descriptor)
          applyButton.setValue(marker, for: \.text, of: caption, when: descriptor)
          applyButton.setValue(
            TextStyle(foreground: Palette.focus, bold: true), for: \.style, of: caption, when: descriptor)
          applyButton.setValue(hintText, for: \.text, of: hint, when: descriptor)
          applyButton.setValue(hintStyle, for: \.style, of: hint, when: descriptor)
        }
      }
      subscriptions.append(
        applyButton.subscribe(to: .primaryActionTriggered) { [unowned self] _ in self.apply() })
    }

    // MARK: - Keys

    /// Handles one key; returns `false` when the key quits.
    @discardableResult
    package func handle(_ key: Key) -> Bool {
      if key != .idle { message = "" }
      switch key {
      case .escape, .interrupt:
        return false
      case .idle:
        break
      case .tab:
        moveFocus(by: 1)
      case .shiftTab:
        moveFocus(by: -1)
      case .enter:
        if focus == .apply { applyButton.press() } else { moveFocus(by: 1) }
      case .backspace:
        if let pin = pin(focus) {
          pin.deleteBackward()
        } else if focus == .comment {
          comment.deleteBackward()
        }
      case .character(let character):
        if focus == .comment {
          comment.insertText(String(character))
        } else if character == "q" || character == "Q" {
          return false
        } else if let pin = pin(focus) {
          pin.insertText(String(character))
        }
      }
      return true
    }

    /// Moves focus to `field` if it can take it (an enabled control, or the comment).
    package func focus(_ field: Field) {
      guard canFocus(field) else { return }
      switch focus {
      case .oldPin, .newPin, .repeatPin: pin(focus)?.resignFirstResponder()
      case .comment: comment.resignFirstResponder()
      case .apply: applyButton.isFocused = false
      }
      focus = field
      switch field {
      case .oldPin, .newPin, .repeatPin: pin(field)?.becomeFirstResponder()
      case .comment: comment.becomeFirstResponder()
      case .apply: applyButton.isFocused = true
      }
    }

    /// Moves focus `step` fields forward (or back), skipping disabled ones.
    package func moveFocus(by step: Int) {
      let all = Field.allCases
      var index = focus.rawValue
      for _ in all {
        index = (index + step + all.count) % all.count
        if canFocus(all[index]) {
          focus(all[index])
          return
        }
      }
    }

    private func canFocus(_ field: Field) -> Bool {
      field == .comment || control(field)?.isEnabled == true
    }

    /// The PIN control of `field`, if it is a PIN field.
    package func pin(_ field: Field) -> PinCodeControl? {
      switch field {
      case .oldPin: oldPin
      case .newPin: newPin
      case .repeatPin: repeatPin
      case .comment, .apply: nil
      }
    }

    private func control(_ field: Field) -> QUIckControl? {
      field == .apply ? applyButton : pin(field)
    }

    /// The counter's text: the comment's remaining count (a number, so not a per-state value).
    private func updateCounter() {
      commentCounter.text = "\(comment.remainingLength ?? 0) left"
    }

    /// What Apply does: records the PIN, clears the form, and starts over at the old PIN.
    private func apply() {
      appliedPINs.append(newPin.code)
      appliedComments.append(comment.text)
      focus(.oldPin)
      oldPin.clear()
      newPin.clear()
      repeatPin.clear()
      comment.text = ""
      updateCounter()
      message = "PIN changed (\(appliedPINs.count)). The form is cleared."
    }
  }
#endif
