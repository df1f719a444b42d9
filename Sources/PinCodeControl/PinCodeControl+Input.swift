import Foundation
import QuickControl

// What the user and the app type into the control: the code, its length and alphabet, typing,
// paste and AutoFill from the system's text field, focus, taps, and when an edit's events are sent.

extension PinCodeControl {
  // MARK: - The code

  /// The entered code; setting it replaces the code with the sanitised text.
  ///
  /// Setting sends `.valueChanged` if the code changes, and
  /// `PinCodeControl.codeCompleted` if the new code is complete.
  ///
  /// ```swift
  /// pin.code = "123-456"
  /// print(pin.code)
  /// // Prints "123456"
  /// ```
  public var code: String {
    get { pinCode.string }
    set { replaceCode(with: newValue) }
  }

  /// Whether every character is entered; drives `PinCodeControl.filled`.
  package var isFilled: Bool { pinCode.isComplete }

  /// Whether any character is entered.
  package var hasText: Bool { !pinCode.isEmpty }

  /// The number of characters of a complete code; at least 1.
  ///
  /// Changing it while typing keeps the first characters that fit, sends
  /// `.valueChanged` if the code changed, and `PinCodeControl.codeCompleted` if
  /// the shorter code is now complete.
  ///
  /// - Precondition: the new length is at least 1.
  public var length: Int {
    get { pinCode.length }
    set {
      guard newValue >= 1 else {
        fatalError(
          "PinCodeControl: length must be at least 1 (got \(newValue)); pass the number of characters of the code."
        )
      }
      guard newValue != pinCode.length else { return }
      edit { $0 = $0.resized(to: newValue) }
      layoutDidChange()
    }
  }

  /// The characters the code accepts; digits by default.
  ///
  /// Changing it drops entered characters the new alphabet rejects.
  public var acceptedCharacters: PinAlphabet {
    get { pinCode.alphabet }
    set {
      guard newValue != pinCode.alphabet else { return }
      edit { $0 = $0.resized(to: $0.length, alphabet: newValue) }
      keyboardDidChange()
    }
  }

  // MARK: - Typing

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

  /// Applies a change the user typed: nothing while disabled; when it completes
  /// an invalid code, the control plays its invalid-entry feedback.
  ///
  /// - Returns: What `change` returned, or `nil` if the control is disabled.
  @discardableResult
  func userEdit<Result>(_ change: (inout PinCode) -> Result) -> Result? {
    guard isEnabled else { return nil }
    return edit(byUser: true, change)
  }

  /// Applies `change` to the code; if the code changed, re-validates, applies
  /// the state once and sends the events once.
  ///
  /// Only an edit `byUser` that completes an invalid code counts as an invalid
  /// entry (``invalidEntryCount``, and the shake or haptic on UIKit): a code set
  /// in code, or one that turns invalid because its validator changed, does not.
  @discardableResult
  func edit<Result>(byUser: Bool = false, _ change: (inout PinCode) -> Result) -> Result {
    var next = pinCode
    let result = change(&next)
    guard next != pinCode else { return result }
    let codeChanged = !next.hasSameCharacters(as: pinCode)
    let becameComplete = next.isComplete && (codeChanged || !pinCode.isComplete)
    var enteredInvalidCode = false
    performTransition {
      pinCode = next
      if codeChanged {
        codeGeneration &+= 1
        isRejected = false
      }
      validate(restartingVerification: codeChanged)
      // Decided before the events: a handler that clears a wrong code at once
      // (the usual "try again") must not hide the entry from the feedback.
      if byUser && becameComplete && isInvalid {
        enteredInvalidCode = true
        invalidEntryCount += 1
      }
      updateAccessibility()
      contentDidChange()
      if codeChanged { sendActions(for: .valueChanged) }
      if becameComplete { sendActions(for: Self.codeCompleted) }
    }
    if byUser && becameComplete { userDidCompleteCode(invalid: enteredInvalidCode) }
    return result
  }

  // MARK: - Edits from the system's text field

  /// Applies an edit the system proposed to the input field (UIKit: the field's
  /// delegate was asked), holding back its events until the edit is over.
  ///
  /// See `acceptInputFieldEdit(replacing:with:)` for how the edit is read and
  /// `deferringDelivery(_:)` for when the events are sent.
  ///
  /// **A secure field refocused.** When a secure control begins editing again,
  /// iOS may report its clear-on-begin-editing as part of the first edit: the
  /// first Delete as a deletion of the whole text, the first keystroke as a
  /// replacement of the whole text. Until that first edit, a deletion removes
  /// one character (never the whole code), and a keystroke is appended as
  /// always. The two cannot be told apart from a deliberate Select All and
  /// Delete as that first edit, which therefore also removes one character: the
  /// safe side, as Delete again removes the next one and nothing is lost.
  func systemDidProposeEdit(replacing replacedCount: Int, with replacement: String) {
    if replacedCount == 0 && replacement.isEmpty { return }
    var replacedCount = replacedCount
    if secureRefocusGuardIsArmed {
      secureRefocusGuardIsArmed = false
      if replacement.isEmpty { replacedCount = min(replacedCount, 1) }
    }
    deferringDelivery { acceptInputFieldEdit(replacing: replacedCount, with: replacement) }
  }

  /// Takes the whole text of the input field after the system changed it without
  /// asking, holding back the events until the edit is over.
  ///
  /// See `acceptInputFieldText(_:)`. A secure field that cleared itself when it
  /// began editing again, before any edit, keeps the code: the field is reset
  /// to it.
  func systemDidChangeText(_ text: String) {
    if secureRefocusGuardIsArmed && text.isEmpty { return }
    deferringDelivery { acceptInputFieldText(text) }
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

  // MARK: - Focus and taps

  /// Called when focus begins, from the platform: highlights and sends `.editingDidBegin` once.
  func didBeginEditing() {
    guard !isEditing else { return }
    performTransition {
      isEditing = true
      sendActions(for: .editingDidBegin)
    }
  }

  /// Called when focus ends, from the platform: un-highlights and sends `.editingDidEnd` once.
  func didEndEditing() {
    guard isEditing else { return }
    performTransition {
      isEditing = false
      sendActions(for: .editingDidEnd)
    }
  }

  /// Makes a tap start editing: the control follows its own `.touchUpInside`.
  ///
  /// On UIKit the control receives the touches that land on its transparent
  /// input field while the field is not editing (see `hitTest(_:with:)`), so
  /// UIKit's tracking sends `.touchDown`, `.touchDragInside`, `.touchUpInside`
  /// and the rest as for any control; the headless base models a tap with
  /// `simulateTouch(endingInside:)`.
  func setUpTouches() {
    // The token is discarded: the subscription lives as long as the control.
    subscribe(to: .touchUpInside) { $0.didTapInside() }
  }

  /// A tap ended inside the control: starts editing and sends `.primaryActionTriggered`.
  ///
  /// Nothing happens while the control is disabled (a disabled control gets no touches).
  func didTapInside() {
    guard isEnabled else { return }
    if !isEditing { becomeFirstResponder() }
    sendActions(for: .primaryActionTriggered)
  }

  /// Starts editing on an assistive technology's activate gesture and sends
  /// `.primaryActionTriggered`, as a tap does; it sends no touch events, as no
  /// finger touched the control.
  ///
  /// - Returns: Whether the control is editing now; `false` while disabled.
  func activate() -> Bool {
    guard isEnabled else { return false }
    let editing = isEditing || becomeFirstResponder()
    sendActions(for: .primaryActionTriggered)
    return editing
  }

  // MARK: - Delivery after an edit

  /// Runs `body`, an edit UIKit's text machinery asked for, and holds back the
  /// events, feedback and announcements it produces until the edit is over.
  ///
  /// "Over" means: the outermost call has returned, and so has the main-thread
  /// callback it runs in (the text field's delegate method, to UIKit). What was
  /// held back is then sent on the main actor's next turn, in the order it was
  /// produced and each once; if the control sends anything else before that turn
  /// (a code set in code, a focus change), the held-back work goes first. A
  /// handler that resigns, disables, clears or navigates away therefore never
  /// runs inside UIKit's edit or AutoFill insertion. The code, the state and the
  /// values of every target are already updated when `body` returns.
  @discardableResult
  func deferringDelivery<Result>(_ body: () -> Result) -> Result {
    delivery.deferralDepth += 1
    defer {
      delivery.deferralDepth -= 1
      if delivery.deferralDepth == 0 && !delivery.pending.isEmpty && !delivery.flushIsScheduled {
        delivery.flushIsScheduled = true
        delivery.scheduler { [weak self] in self?.flushPendingDeliveries() }
      }
    }
    return body()
  }

  /// Runs `work` now, after anything held back, or holds it back during `deferringDelivery(_:)`.
  func deliver(_ work: @escaping @MainActor (PinCodeControl) -> Void) {
    if delivery.deferralDepth > 0 {
      delivery.pending.append(work)
    } else {
      flushPendingDeliveries()
      work(self)
    }
  }

  /// Runs the held-back work, oldest first; work a handler adds meanwhile runs in turn.
  func flushPendingDeliveries() {
    delivery.flushIsScheduled = false
    while !delivery.pending.isEmpty {
      let work = delivery.pending.removeFirst()
      work(self)
    }
  }

  /// Sends `events` to the actions at once (``sendActions(for:)`` decides when).
  func sendActionsNow(for events: ControlEvents) {
    super.sendActions(for: events)
  }
}

/// What a ``PinCodeControl`` holds back while UIKit's text field is in the middle of an edit.
///
/// The field's delegate is asked about every edit (typing, Delete, paste,
/// AutoFill) from inside UIKit's own text handling. The control applies the
/// edit to its code and state at once, but the events (`.valueChanged`,
/// `PinCodeControl.codeCompleted`), the invalid-entry shake and haptic and the
/// VoiceOver announcement wait here, in order, until the delegate callback has
/// returned to UIKit. Then the scheduler runs them on the main actor's next turn.
struct PinEventDelivery {
  /// The held-back work, oldest first.
  var pending: [@MainActor (PinCodeControl) -> Void] = []
  /// How many edits from UIKit's text machinery are under way; held back while above 0.
  var deferralDepth = 0
  /// Whether a flush is scheduled and has not run yet.
  var flushIsScheduled = false
  /// Runs its argument later, on the main actor: by default as a main-actor task,
  /// so after the current main-thread callback (UIKit's delegate call) has returned.
  var scheduler: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }
}
