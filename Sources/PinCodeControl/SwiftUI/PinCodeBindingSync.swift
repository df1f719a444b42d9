import Foundation
import QuickControl

/// Keeps a ``PinCodeControl`` and a screen's bindings in step: the logic of
/// `PinCodeField`, platform-neutral, so `swift test` runs it with the headless control.
///
/// SwiftUI's `PinCodeField` only wires this object: on each view update it
/// calls ``update(length:alphabet:appearance:validator:isEnabled:accessibilityLabel:)``; the
/// control's events come back through ``code``, ``validity``, ``focus``,
/// ``onComplete`` and ``onStatusChange``. What it decides:
///
/// - **Binding to control.** A code is pushed only when the binding *changed*
///   since the sync last saw or wrote it, never because it differs from the
///   control: so an update that arrives before a write-back has landed cannot
///   undo the user's typing. The control sanitises it (`"123-456"` becomes
///   `"123456"`, a longer code is cut), also while disabled, and the sanitised
///   code is written back once.
/// - **Control to binding.** Each edit (typing, paste, AutoFill) writes the
///   code once, and only if the binding holds something else. An edit the
///   control refuses (AutoFill delivering the same code twice) writes nothing.
/// - **An app write racing the user.** If the user edits while a value the
///   app wrote has not reached the control yet, the app's value is applied
///   first and the user's keystrokes are replayed on it (an append types
///   the new characters, a delete deletes as many); a whole replacement
///   (AutoFill) wins as it is.
/// - **No loops, no redundant writes.** Events the sync causes while updating
///   write nothing directly; after the update, one ``schedule`` call writes
///   back what still differs (SwiftUI forbids writing state during a view
///   update). Settings are written only where they differ from the control's.
/// - **Completion** is reported once per code the *user* completes: a code the
///   app sets through the binding is known to the app.
/// - **An update during the user's edit.** On UIKit the control holds back the
///   events of an edit until the main actor's next turn. An update that comes
///   first handles them before anything else, as that turn would have, so it
///   never takes the user's code for one the app set; what they write to the
///   bindings and ``onComplete`` wait for the ``schedule`` call, in their order.
/// - **Focus.** A request while disabled is refused and the binding reset to
///   `false`; one that fails because the view has no window yet is retried
///   by ``retryPendingFocus()``. Disabling a focused field ends editing.
///
/// ```swift
/// var text = ""
/// let sync = PinCodeBindingSync(control: PinCodeControl(length: 4))
/// sync.code = .init(get: { text }, set: { text = $0 })
/// text = "12-34"
/// sync.update(length: 4, alphabet: .digits, appearance: PinCodeFieldAppearance(),
///             validator: nil, isEnabled: true)
/// print(sync.control.code, text)
/// // Prints "1234 1234"
/// ```
@MainActor
package final class PinCodeBindingSync {
  /// A value the sync reads and writes: a SwiftUI `Binding` on UIKit, plain closures in tests.
  ///
  /// The same type as QuickControl's `BindingLink` and `PlaceholderTextBindingSync.Link`.
  ///
  /// ```swift
  /// sync.code = PinCodeBindingSync.Link(get: { text }, set: { text = $0 })
  /// ```
  package typealias Link<Value> = BindingLink<Value>

  /// The control this sync drives.
  package let control: PinCodeControl
  /// The code binding; two-way.
  package var code: Link<String>
  /// Where the validity goes, written when it changes; the screen setting `.invalid` rejects the code.
  package var validity: Link<PinCodeValidity>?
  /// The focus binding; two-way: `true` asks for the keyboard, the user's focus changes are written.
  package var focus: Link<Bool>? {
    get { focusSync.link }
    set { focusSync.link = newValue }
  }
  /// Called with the code each time the user completes one.
  package var onComplete: ((String) -> Void)?
  /// Called with the field's status whenever it changes (custom items redraw from it).
  package var onStatusChange: ((PinCodeFieldStatus) -> Void)?
  /// Runs work after the current view update; SwiftUI defers it, tests run it when they choose.
  package var schedule: (@escaping @MainActor () -> Void) -> Void

  /// The binding's value when the sync last pushed it or wrote it.
  private var knownCode: String?
  /// The control's code after the last edit the sync handled: what the user's next edit starts from.
  private var lastControlCode: String
  /// The completed code reported last, until the code is incomplete again.
  private var reportedCompletion: String?
  private var lastStatus: PinCodeFieldStatus?
  private var lastAppearance: PinCodeFieldAppearance?
  /// The validity binding's value when the sync last wrote or saw it.
  private var knownValidity: PinCodeValidity?
  private var isUpdating = false
  private var isReplaying = false
  /// Handling, at the start of an update, events the control held back: their writes wait.
  private var isHandlingHeldEvents = false
  /// Completions the user made while ``isHandlingHeldEvents``, reported by the scheduled write-back.
  private var heldCompletions: [String] = []
  private var reconcileScheduled = false
  /// A focus request that failed for want of a window, to retry.
  package var hasPendingFocus: Bool { focusSync.hasPendingFocus }
  /// The focus binding's logic, shared with `PlaceholderTextBindingSync`.
  private let focusSync: QUICFocusBindingSync
  private var subscriptions: [ControlSubscription] = []

  /// Writes to the control's settings and code, for tests that count redundant writes.
  private(set) var controlWriteCount = 0

  /// Creates a sync for `control`; set the links, then call ``update(length:alphabet:appearance:validator:isEnabled:accessibilityLabel:)``.
  ///
  /// - Parameter control: The control; the sync subscribes to its events and keeps it.
  package init(control: PinCodeControl) {
    self.control = control
    focusSync = QUICFocusBindingSync(
      acceptsFocus: { control.isEnabled }, isFirstResponder: { control.isFirstResponder },
      isEditing: { control.isEditing }, becomeFirstResponder: { control.becomeFirstResponder() },
      resignFirstResponder: { control.resignFirstResponder() })
    code = Link(get: { "" }, set: { _ in })
    schedule = { $0() }
    lastControlCode = control.code
    subscriptions = [
      control.subscribe(to: .containing(PinCodeControl.valid)) { [weak self] _ in
        self?.controlValidityDidChange()
      },
      control.subscribe(to: .containing(PinCodeControl.invalid)) { [weak self] _ in
        self?.controlValidityDidChange()
      },
      control.subscribe(to: .containing(PinCodeControl.verifying)) { [weak self] _ in
        self?.controlValidityDidChange()
      },
      control.subscribe(to: .valueChanged) { [weak self] _ in self?.controlCodeDidChange() },
      control.subscribe(to: PinCodeControl.codeCompleted) { [weak self] _ in self?.controlDidComplete() },
      control.subscribe(to: [.editingDidBegin, .editingDidEnd]) { [weak self] _ in
        self?.controlFocusDidChange()
      },
    ]
  }

  // MARK: - Update (binding and environment to control)

  /// Pushes what the screen declares to the control; writes back what the control changed.
  ///
  /// Call it on every view update. Each setting is written only if it differs
  /// from the control's; the code and focus only if their bindings changed
  /// (see the type's discussion). The validator and the verifier are assigned
  /// every time (closures cannot be compared; a new one may capture new
  /// values), which re-validates without an event unless the validity changes
  /// and never restarts a check the verifier runs or repeats one it answered.
  /// A validity binding the screen changed to `.invalid` rejects the code
  /// (``PinCodeControl/rejectCode(clearing:)``).
  ///
  /// - Parameters:
  ///   - length: The number of characters of a complete code; at least 1.
  ///   - alphabet: The characters the code accepts.
  ///   - appearance: Secure entry, shape, sizes, styles.
  ///   - validator: Decides whether a complete code is valid; `nil` for the purpose's default.
  ///   - verifier: Checks a complete, valid code asynchronously (a server); `nil` for none.
  ///   - isEnabled: Whether the field is enabled (SwiftUI's environment).
  ///   - accessibilityLabel: What VoiceOver calls the field; `nil` keeps the control's label.
  package func update(
    length: Int, alphabet: PinAlphabet, appearance: PinCodeFieldAppearance,
    validator: ((String) -> Bool)?, verifier: ((String) async -> Bool)? = nil, isEnabled: Bool,
    accessibilityLabel: String? = nil
  ) {
    handleHeldEvents()
    isUpdating = true
    control.performTransition {
      if control.length != length {
        control.length = length
        controlWriteCount += 1
      }
      if control.acceptedCharacters != alphabet {
        control.acceptedCharacters = alphabet
        controlWriteCount += 1
      }
      controlWriteCount += appearance.write(to: control, previous: lastAppearance)
      lastAppearance = appearance
      if let accessibilityLabel, control.accessibilityLabel != accessibilityLabel {
        control.accessibilityLabel = accessibilityLabel
        controlWriteCount += 1
      }
      control.customValidator = validator
      control.verifier = verifier
      if control.isEnabled != isEnabled {
        control.isEnabled = isEnabled
        controlWriteCount += 1
      }
      pushCode()
      pushRejection()
    }
    focusSync.push()
    lastControlCode = control.code
    // The app set a complete code: it is not the user's completion.
    if control.isFilled { reportedCompletion = control.code }
    isUpdating = false
    scheduleReconcile()
  }

  /// Handles the events of a user's edit that the control still holds back (see ``PinCodeControl``'s
  /// delivery after an edit), so that the update that follows sees the edit as the user's.
  ///
  /// Their writes to the bindings and completions wait for the update's
  /// scheduled write-back: SwiftUI forbids writing state during a view update.
  private func handleHeldEvents() {
    guard control.delivery.deferralDepth == 0, !control.delivery.pending.isEmpty else { return }
    isHandlingHeldEvents = true
    defer { isHandlingHeldEvents = false }
    control.flushPendingDeliveries()
  }

  /// Reports a completed code now, or in the write-back if the update is handling held events.
  private func reportCompletion(_ code: String) {
    if isHandlingHeldEvents {
      heldCompletions.append(code)
    } else {
      onComplete?(code)
    }
  }

  /// Asks for the keyboard again after a request failed because the control had no window.
  ///
  /// SwiftUI's `PinCodeField` calls it on the next main-actor turn after an update.
  package func retryPendingFocus() {
    focusSync.retryPendingFocus()
  }

  /// Pushes the binding's code if the binding changed since the sync last saw it.
  private func pushCode() {
    let bound = code.get()
    guard bound != knownCode else { return }
    knownCode = bound
    let sanitised = PinCode(length: control.length, alphabet: control.acceptedCharacters, text: bound)
    guard sanitised.string != control.code else { return }
    control.setCode(bound)
    controlWriteCount += 1
    if !control.isFilled { reportedCompletion = nil }
  }

  /// Rejects the code if the screen set the validity binding to `.invalid` since the sync last saw it.
  private func pushRejection() {
    guard let validity else { return }
    let bound = validity.get()
    defer { knownValidity = bound }
    guard let knownValidity, bound != knownValidity, bound == .invalid, !control.isInvalid else { return }
    control.rejectCode()
    controlWriteCount += 1
  }

  // MARK: - Events (control to bindings)

  /// The verifier answered, or the code was rejected: the validity changes without an edit.
  private func controlValidityDidChange() {
    guard !isUpdating, !isReplaying, !isHandlingHeldEvents else { return }
    writeValidityIfNeeded()
    publishStatusIfNeeded()
  }

  private func controlCodeDidChange() {
    guard !isUpdating, !isReplaying else { return }
    let bound = code.get()
    if let knownCode, bound != knownCode {
      replayUserEdit(onto: bound)
      if control.isFilled && reportedCompletion != control.code {
        reportedCompletion = control.code
        reportCompletion(control.code)
      }
    }
    lastControlCode = control.code
    if !control.isFilled { reportedCompletion = nil }
    // Handled at the start of an update: the update's write-back writes.
    if isHandlingHeldEvents { return }
    writeCodeIfNeeded()
    writeValidityIfNeeded()
    publishStatusIfNeeded()
  }

  /// The app wrote `bound` and the user edited before it reached the control:
  /// apply the app's code, then the user's edit on top of it.
  private func replayUserEdit(onto bound: String) {
    let previous = lastControlCode
    let edited = control.code
    isReplaying = true
    defer { isReplaying = false }
    knownCode = bound
    let appended = edited.count > previous.count && edited.hasPrefix(previous)
    let deleted = edited.count < previous.count && previous.hasPrefix(edited)
    guard appended || deleted else { return }
    control.setCode(bound)
    // The app's own complete code is not the user's completion.
    reportedCompletion = control.isFilled ? control.code : nil
    if appended {
      control.insert(String(edited.dropFirst(previous.count)))
    } else {
      for _ in 0..<(previous.count - edited.count) { control.deleteBackward() }
    }
    // Otherwise the user replaced the whole code (AutoFill): theirs stands.
  }

  /// The user completed a code (a replay reports its completion itself, once settled).
  private func controlDidComplete() {
    guard !isUpdating, !isReplaying, control.isFilled, reportedCompletion != control.code else { return }
    reportedCompletion = control.code
    reportCompletion(control.code)
  }

  private func controlFocusDidChange() {
    if isUpdating || isHandlingHeldEvents { return }
    focusSync.writeIfNeeded()
    publishStatusIfNeeded()
  }

  // MARK: - Writing back

  /// After an update: writes back, on the next ``schedule`` turn, what still differs.
  private func scheduleReconcile() {
    guard !reconcileScheduled else { return }
    reconcileScheduled = true
    schedule { [weak self] in
      guard let self else { return }
      self.reconcileScheduled = false
      // The binding changed again before this ran: the next update pushes it.
      if self.code.get() == self.knownCode { self.writeCodeIfNeeded() }
      self.writeValidityIfNeeded()
      // After the code is written, as when the events come on their own.
      let completions = self.heldCompletions
      self.heldCompletions = []
      for code in completions { self.onComplete?(code) }
      self.focusSync.reconcile()
      self.publishStatusIfNeeded()
    }
  }

  private func writeCodeIfNeeded() {
    let current = control.code
    knownCode = current
    guard code.get() != current else { return }
    code.set(current)
  }

  private func writeValidityIfNeeded() {
    guard let validity else { return }
    let current = PinCodeValidity(control)
    knownValidity = current
    if validity.get() != current { validity.set(current) }
  }

  private func publishStatusIfNeeded() {
    guard let onStatusChange else { return }
    let status = PinCodeFieldStatus(control)
    guard status != lastStatus else { return }
    lastStatus = status
    onStatusChange(status)
  }
}

extension PinCodeBindingSync {
  /// The size of a `PinCodeField`'s control for the size SwiftUI proposes:
  /// what its `sizeThatFits(_:uiView:context:)` answers.
  ///
  /// The answer is never smaller than `minimumHitSize` in
  /// either dimension, since SwiftUI clips touches to the frame it gives a
  /// UIKit view, and a 21-point frame would cut the control's 44-point
  /// hit area (`hitArea(in:)`) in half:
  ///
  /// - The control draws its items (`drawsItems`): its
  ///   `fittingSize`, the items side by side grown to 44 × 44
  ///   points, whatever the proposal (the control hugs its items, as its
  ///   intrinsic content size does in Auto Layout).
  /// - Custom SwiftUI items lie under the control: the proposal (the size the
  ///   items take; the control is their overlay), grown to 44 points in each
  ///   dimension. The control is centred on the items, so its taps reach past
  ///   items smaller than 44 points as a UIKit control's do, without changing
  ///   the items' layout. A dimension left unspecified, or not finite, is
  ///   taken from `contentSize`.
  ///
  /// ```swift
  /// let sync = PinCodeBindingSync(control: PinCodeControl(length: 4))   // 21-point items for the body font
  /// print(sync.fieldSize(proposedWidth: nil, proposedHeight: nil, drawsItems: true))
  /// // Prints "(129.0, 44.0)"
  /// print(sync.fieldSize(proposedWidth: 200, proposedHeight: 30, drawsItems: false))
  /// // Prints "(200.0, 44.0)"
  /// ```
  ///
  /// - Parameters:
  ///   - proposedWidth: The width SwiftUI proposes; `nil` if unspecified.
  ///   - proposedHeight: The height SwiftUI proposes; `nil` if unspecified.
  ///   - drawsItems: Whether the control draws its items; `false` under custom items.
  /// - Returns: The size to give the control, at least 44 × 44 points.
  package func fieldSize(proposedWidth: CGFloat?, proposedHeight: CGFloat?, drawsItems: Bool) -> CGSize {
    guard !drawsItems else { return control.fittingSize }
    let content = control.contentSize
    func side(_ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
      let side = proposed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? content
      return max(side, PinCodeControl.minimumHitSize)
    }
    return CGSize(width: side(proposedWidth, content.width), height: side(proposedHeight, content.height))
  }
}
