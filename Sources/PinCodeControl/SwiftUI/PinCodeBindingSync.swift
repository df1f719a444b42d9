import Foundation
import QuickControl

/// Keeps a ``PinCodeControl`` and a screen's bindings in step: the logic of
/// `PinCodeField`, platform-neutral, so `swift test` runs it with the headless control.
///
/// `PinCodeField` calls ``update(length:alphabet:appearance:validator:isEnabled:accessibilityLabel:)``
/// on each view update; the control's events come back through the links. What it decides:
///
/// - A code is pushed only when the binding *changed* since the sync last saw or wrote it, never
///   because it differs from the control, so an update before a write-back cannot undo typing.
/// - Each edit writes the code once, only if the binding holds something else.
/// - If the user edits before an app write reached the control, the app's value is applied first
///   and the user's append or delete replayed on it; a whole replacement (AutoFill) wins.
/// - Events the sync causes while updating write nothing; one ``schedule`` call writes back what
///   still differs (SwiftUI forbids writing state during a view update).
/// - Completion is reported once per code the *user* completes; focus is refused while disabled.
@MainActor
package final class PinCodeBindingSync {
  /// A value the sync reads and writes: a SwiftUI `Binding` on UIKit, plain closures in tests.
  package typealias Link<Value> = BindingLink<Value>

  package let control: PinCodeControl
  package var code: Link<String> {
    get { codeSync.link }
    set { codeSync.link = newValue }
  }
  /// Written when it changes; the screen setting `.invalid` rejects the code.
  package var validity: Link<PinCodeValidity>?
  /// `true` asks for the keyboard; the user's focus changes are written.
  package var focus: Link<Bool>? {
    get { focusSync.link }
    set { focusSync.link = newValue }
  }
  package var onComplete: ((String) -> Void)?
  /// Custom items redraw from it.
  package var onStatusChange: ((PinCodeFieldStatus) -> Void)?
  /// Runs work after the current view update; tests run it when they choose.
  package var schedule: (@escaping @MainActor () -> Void) -> Void {
    get { codeSync.schedule }
    set { codeSync.schedule = newValue }
  }

  private let codeSync: ValueBindingSync<String>
  /// What the user's next edit starts from.
  private var lastControlCode: String
  /// Until the code is incomplete again.
  private var reportedCompletion: String?
  private var lastStatus: PinCodeFieldStatus?
  private var lastAppearance: PinCodeFieldAppearance?
  private var knownValidity: PinCodeValidity?
  private var isUpdating = false
  private var isReplaying = false
  /// Set while an update handles events the control held back: their writes wait.
  private var isHandlingHeldEvents = false
  private var heldCompletions: [String] = []
  package var hasPendingFocus: Bool { focusSync.hasPendingFocus }
  private let focusSync: FocusBindingSync
  private var subscriptions: [ControlSubscription] = []

  /// For tests that count redundant writes.
  private(set) var controlWriteCount = 0

  /// Creates a sync for `control`; set the links, then call `update`.
  package init(control: PinCodeControl) {
    self.control = control
    focusSync = FocusBindingSync(
      acceptsFocus: { control.isEnabled }, isFirstResponder: { control.isFirstResponder },
      isEditing: { control.isEditing }, becomeFirstResponder: { control.becomeFirstResponder() },
      resignFirstResponder: { control.resignFirstResponder() })
    codeSync = ValueBindingSync(unbound: "", current: { control.code })
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
      control.subscribe(to: .containing(PinCodeControl.verificationFailed)) { [weak self] _ in
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
  /// Each setting is written only if it differs. The validator and verifier are assigned every
  /// time (closures cannot be compared), which never restarts or repeats a verifier's check.
  package func update(
    length: Int, alphabet: PinCode.Alphabet, appearance: PinCodeFieldAppearance,
    validator: ((String) -> Bool)?, verifier: ((String) async throws -> Bool)? = nil, isEnabled: Bool,
    accessibilityLabel: String? = nil
  ) {
    handleHeldEvents()
    isUpdating = true
    control.performTransition {
      controlWriteCount += writeIfChanged(length, to: \.length, of: control)
      controlWriteCount += writeIfChanged(alphabet, to: \.alphabet, of: control)
      controlWriteCount += appearance.write(to: control, previous: lastAppearance)
      lastAppearance = appearance
      if let accessibilityLabel {
        controlWriteCount += writeIfChanged(accessibilityLabel, to: \.accessibilityLabel, of: control)
      }
      control.customValidator = validator
      control.verifier = verifier
      controlWriteCount += writeIfChanged(isEnabled, to: \.isEnabled, of: control)
      pushCode()
      pushRejection()
    }
    focusSync.push()
    lastControlCode = control.code
    // The app set a complete code: it is not the user's completion.
    if control.isFilled { reportedCompletion = control.code }
    isUpdating = false
    codeSync.scheduleWriteBack { [weak self] in
      guard let self else { return }
      self.writeValidityIfNeeded()
      // After the code is written, as when the events come on their own.
      let completions = self.heldCompletions
      self.heldCompletions = []
      for code in completions { self.onComplete?(code) }
      self.focusSync.reconcile()
      self.publishStatusIfNeeded()
    }
  }

  /// Handles the events of a user's edit the control still holds back, so the update sees the
  /// edit as the user's; their writes wait for the scheduled write-back.
  private func handleHeldEvents() {
    guard control.delivery.deferralDepth == 0, !control.delivery.pending.isEmpty else { return }
    isHandlingHeldEvents = true
    defer { isHandlingHeldEvents = false }
    control.flushPendingDeliveries()
  }

  private func reportCompletion(_ code: String) {
    if isHandlingHeldEvents {
      heldCompletions.append(code)
    } else {
      onComplete?(code)
    }
  }

  /// Asks for the keyboard again after a request failed for want of a window.
  package func retryPendingFocus() {
    focusSync.retryPendingFocus()
  }

  private func pushCode() {
    guard let bound = codeSync.takeChange() else { return }
    let sanitised = PinCode(length: control.length, alphabet: control.alphabet, text: bound)
    guard sanitised.string != control.code else { return }
    control.setCode(bound)
    controlWriteCount += 1
    if !control.isFilled { reportedCompletion = nil }
  }

  private func pushRejection() {
    guard let validity else { return }
    let bound = validity.get()
    defer { knownValidity = bound }
    guard let knownValidity, bound != knownValidity else { return }
    if bound == .invalid && !control.isInvalid {
      control.rejectCode()
      controlWriteCount += 1
    } else if bound == .verifying && control.isVerificationFailed {
      // Retry: the screen asks for the kept code's check again.
      control.revalidate()
      controlWriteCount += 1
    }
  }

  // MARK: - Events (control to bindings)

  private func controlValidityDidChange() {
    guard !isUpdating, !isReplaying, !isHandlingHeldEvents else { return }
    writeValidityIfNeeded()
    publishStatusIfNeeded()
  }

  private func controlCodeDidChange() {
    guard !isUpdating, !isReplaying else { return }
    if let bound = codeSync.takeAppWrite() {
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
    codeSync.writeIfNeeded()
    writeValidityIfNeeded()
    publishStatusIfNeeded()
  }

  /// The app wrote `bound` and the user edited before it reached the control: apply both.
  private func replayUserEdit(onto bound: String) {
    let previous = lastControlCode
    let edited = control.code
    isReplaying = true
    defer { isReplaying = false }
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

  /// A replay reports its completion itself, once settled.
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
  /// The size of a `PinCodeField`'s control for the size SwiftUI proposes (`sizeThatFits`).
  ///
  /// Never smaller than `minimumHitSize`: SwiftUI clips touches to the frame. Drawing its items,
  /// the control hugs them (`fittingSize`); under custom items it takes the proposal (a missing
  /// or infinite dimension from `contentSize`), centred on the items.
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
