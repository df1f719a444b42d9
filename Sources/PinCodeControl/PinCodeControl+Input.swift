import Foundation
import QuickControl

// The code, typing, edits from the system's text field, focus and taps, and when an edit's events are sent.

extension PinCodeControl {
  // MARK: - The code

  /// The entered code; setting it replaces the code with the sanitised text.
  ///
  /// Sends `.valueChanged` if the code changes, `PinCodeControl.codeCompleted` if it is complete.
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

  package var isFilled: Bool { pinCode.isComplete }

  package var hasText: Bool { !pinCode.isEmpty }

  /// The number of characters of a complete code; at least 1.
  ///
  /// Changing it while typing keeps the first characters that fit and sends the events of the edit.
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

  /// The characters the code accepts (its alphabet); digits by default. Changing it drops those it rejects.
  ///
  /// ```swift
  /// pin.alphabet = .alphanumeric  // a letter keyboard with a Return key
  /// ```
  public var alphabet: PinCode.Alphabet {
    get { pinCode.alphabet }
    set {
      guard newValue != pinCode.alphabet else { return }
      edit { $0 = $0.resized(to: $0.length, alphabet: newValue) }
      keyboardDidChange()
    }
  }

  // MARK: - Typing

  /// Types `text`: appends its accepted characters up to the remaining length; not while disabled.
  ///
  /// ```swift
  /// pin.insertText("4")
  /// ```
  public func insertText(_ text: String) {
    userEdit { $0.insert(text, recording: false) }
  }

  /// Types `text` and says what was accepted.
  ///
  /// A multi-character insert (paste, AutoFill) applies the state and sends each event once.
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

  /// ``code``'s setter: like ``setCode(_:)``, making no copy of the text.
  func replaceCode(with text: String) {
    edit { $0.replace(with: text, recording: false) }
  }

  /// Applies a change the user typed: nothing while disabled (then `nil`).
  @discardableResult
  func userEdit<Result>(_ change: (inout PinCode) -> Result) -> Result? {
    guard isEnabled else { return nil }
    return edit(byUser: true, change)
  }

  /// Applies `change`; if the code changed, re-validates, applies the state and sends the events once.
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
      if codeChanged { _ = rejection?.leave() }
      validate(restartingVerification: codeChanged)
      // Decided before the events: a handler that clears a wrong code must not hide the entry.
      if byUser && becameComplete && isInvalid {
        enteredInvalidCode = true
        invalidEntryCount += 1
        // Played, not kept: `rejectCode` must not play it again; the next edit forgets it.
        rejection?.countWithoutEntering()
      }
      updateAccessibility()
      contentDidChange()
      if codeChanged { sendActions(for: .valueChanged) }
      if becameComplete { sendActions(for: Self.codeCompleted) }
    }
    if byUser && becameComplete { userDidCompleteCode(invalid: enteredInvalidCode) }
    if enteredInvalidCode && clearsRejectedCode {
      // After the edit's events and feedback (and, on UIKit, after the text field's edit).
      // Unless an edit or a new validator came first: the code shown is not that wrong code.
      deliver { control in
        if control.isInvalid { control.rejectCode(clearing: true) }
      }
    }
    return result
  }

  // MARK: - Edits from the system's text field

  /// Applies an edit the system proposed to the input field, holding back its events until it is over.
  ///
  /// When a secure control begins editing again, iOS may report its clear-on-begin-editing
  /// as the first edit (a deletion or replacement of the whole text): until that first edit
  /// a deletion removes one character only, and a keystroke is appended as always.
  func systemDidProposeEdit(replacing replacedCount: Int, with replacement: String) {
    if replacedCount == 0 && replacement.isEmpty { return }
    var replacedCount = replacedCount
    if secureRefocusGuardIsArmed {
      secureRefocusGuardIsArmed = false
      if replacement.isEmpty { replacedCount = min(replacedCount, 1) }
    }
    deferringDelivery { acceptInputFieldEdit(replacing: replacedCount, with: replacement) }
  }

  /// Takes the field's whole text after the system changed it without asking; a secure
  /// field that cleared itself on refocus keeps the code.
  func systemDidChangeText(_ text: String) {
    if secureRefocusGuardIsArmed && text.isEmpty { return }
    deferringDelivery { acceptInputFieldText(text) }
  }

  /// Applies an edit the system asked the input field to make, as an append or a delete at the end
  /// (the field's caret is invisible, so where it stands must not matter).
  ///
  /// - An empty `replacement` deletes: the whole code if it covers it (Select All, Delete), else the last character.
  /// - A `replacement` that is, sanitised, exactly a whole code (AutoFill, a pasted SMS code) replaces the code.
  /// - Anything else is typed: ``insert(_:)`` appends what fits (Select All then typing appends).
  func acceptInputFieldEdit(replacing replacedCount: Int, with replacement: String) {
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

  /// Takes the field's whole text (an input method committing its marked text): text that
  /// extends the code is typed, anything else replaces the code.
  func acceptInputFieldText(_ text: String) {
    if let end = pinCode.endOfCode(in: text) {
      acceptInputFieldEdit(replacing: 0, with: String(text[end...]))
    } else {
      userEdit { $0.replace(with: text, recording: false) }
    }
  }

  private func isWholeCode(_ text: String) -> Bool {
    var probe = PinCode(length: length, alphabet: pinCode.alphabet)
    let result = probe.replace(with: text, recording: true)
    return probe.isComplete && result.overflow.isEmpty
  }

  // MARK: - Focus and taps

  func didBeginEditing() {
    guard !isEditing else { return }
    performTransition {
      isEditing = true
      sendActions(for: .editingDidBegin)
    }
  }

  func didEndEditing() {
    guard isEditing else { return }
    performTransition {
      isEditing = false
      sendActions(for: .editingDidEnd)
    }
  }

  /// Makes a tap start editing: the control follows its own `.touchUpInside`.
  func setUpTouches() {
    subscribe(to: .touchUpInside) { $0.didTapInside() }
  }

  /// A tap ended inside: starts editing (while enabled) and sends `.primaryActionTriggered`.
  func didTapInside() {
    guard isEnabled else { return }
    if !isEditing { becomeFirstResponder() }
    sendActions(for: .primaryActionTriggered)
  }

  /// An assistive technology's activate gesture: as a tap, without touch events.
  func activate() -> Bool {
    guard isEnabled else { return false }
    let editing = isEditing || becomeFirstResponder()
    sendActions(for: .primaryActionTriggered)
    return editing
  }

  // MARK: - Delivery after an edit

  /// Runs `body`, an edit UIKit's text machinery asked for, holding back the events, feedback and
  /// announcements it produces until the main actor's next turn, so a handler never runs inside
  /// UIKit's edit or AutoFill insertion.
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

  func flushPendingDeliveries() {
    delivery.flushIsScheduled = false
    while !delivery.pending.isEmpty {
      let work = delivery.pending.removeFirst()
      work(self)
    }
  }

  func sendActionsNow(for events: ControlEvents) {
    super.sendActions(for: events)
  }
}

/// What a ``PinCodeControl`` holds back while UIKit's text field is in the middle of an edit
/// (see `PinCodeControl.deferringDelivery(_:)`).
struct PinEventDelivery {
  var pending: [@MainActor (PinCodeControl) -> Void] = []
  /// How many edits from UIKit's text machinery are under way; held back while above 0.
  var deferralDepth = 0
  var flushIsScheduled = false
  /// A main-actor task by default, so it runs after UIKit's delegate call has returned.
  var scheduler: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }
}
