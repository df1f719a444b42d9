import QuickControl
import TestSupport
import Testing

/// A text field, simulated: it becomes first responder only in a window, and,
/// like a UIKit view that is not editable, also while disabled: refusing a
/// request while disabled is the sync's job.
@MainActor
private final class Field {
  var isEnabled = true
  var hasWindow = true
  private(set) var isFirstResponder = false
  private(set) var becomeRequests = 0
  /// Editing began or ended (`.editingDidBegin`, `.editingDidEnd`).
  var onEditingChange: (() -> Void)?

  func becomeFirstResponder() -> Bool {
    becomeRequests += 1
    guard hasWindow else { return false }
    if !isFirstResponder {
      isFirstResponder = true
      onEditingChange?()
    }
    return true
  }

  func resignFirstResponder() {
    guard isFirstResponder else { return }
    isFirstResponder = false
    onEditingChange?()
  }

  /// The user taps the field or dismisses the keyboard.
  func userSets(editing: Bool) {
    if editing { _ = becomeFirstResponder() } else { resignFirstResponder() }
  }
}

/// A SwiftUI screen with a focus binding, simulated as the package's syncs use it:
/// `push()` during each view update, `reconcile()` after it, `writeIfNeeded()` on
/// editing events outside an update.
@MainActor
private final class Screen: SimulatedScreen {
  let field: Field
  let sync: FocusBindingSync
  private var isUpdating = false

  init() {
    let field = Field()
    self.field = field
    sync = FocusBindingSync(
      acceptsFocus: { field.isEnabled }, isFirstResponder: { field.isFirstResponder },
      isEditing: { field.isFirstResponder }, becomeFirstResponder: { field.becomeFirstResponder() },
      resignFirstResponder: { field.resignFirstResponder() })
    super.init(reportIssue: { Issue.record("\($0)") })
    sync.link = focusLink
    field.onEditingChange = { [unowned self] in
      if !self.isUpdating { self.sync.writeIfNeeded() }
    }
    render()
  }

  /// One view update and the work it schedules after it.
  override func render() {
    super.render()
    isUpdating = true
    sync.push()
    isUpdating = false
    sync.reconcile()
  }

  /// The app writes the binding; SwiftUI re-renders.
  override func appSets(focused: Bool) {
    appWrites(focused: focused)
    render()
  }

  /// The app writes the binding; SwiftUI has not re-rendered yet.
  func appWrites(focused: Bool) {
    self.focused = focused
  }
}

@MainActor
@Suite("Focus binding sync: requests, refusals, retries, no redundant writes")
struct FocusBindingSyncTests {
  @Test func aRequestWhileDisabledIsRefusedAndTheBindingWrittenBackFalse() {
    let screen = Screen()
    screen.field.isEnabled = false
    screen.appSets(focused: true)
    #expect(!screen.field.isFirstResponder)
    #expect(screen.field.becomeRequests == 0, "a disabled field is not asked")
    #expect(screen.focusWrites == [false])
    #expect(!screen.focused)
    #expect(!screen.sync.hasPendingFocus, "a refusal is not a request to retry")
    screen.render()
    #expect(screen.focusWrites == [false], "written back once")
    screen.appSets(focused: true)
    #expect(screen.focusWrites == [false, false], "each new request is refused again")
  }

  @Test func aRequestThatFailsForWantOfAWindowStandsAndIsRetried() {
    let screen = Screen()
    screen.field.hasWindow = false
    screen.appSets(focused: true)
    #expect(!screen.field.isFirstResponder)
    #expect(screen.sync.hasPendingFocus)
    #expect(screen.focusWrites.isEmpty, "the request stands: it is not written back as false")
    screen.render()
    #expect(screen.focusWrites.isEmpty, "nor by a later update")
    screen.sync.retryPendingFocus()
    #expect(screen.sync.hasPendingFocus, "still no window: still pending")
    screen.field.hasWindow = true
    screen.sync.retryPendingFocus()
    #expect(screen.field.isFirstResponder)
    #expect(!screen.sync.hasPendingFocus)
    #expect(screen.focusWrites.isEmpty, "the binding already says true")
    let requests = screen.field.becomeRequests
    screen.sync.retryPendingFocus()
    #expect(screen.field.becomeRequests == requests, "nothing pending: the field is not asked again")
  }

  @Test func aPendingRequestDroppedBecauseTheFieldWasDisabledWritesFalseBack() {
    let screen = Screen()
    screen.field.hasWindow = false
    screen.appSets(focused: true)
    #expect(screen.sync.hasPendingFocus)
    screen.field.isEnabled = false
    screen.render()  // the update that disables the field, and its write-back
    #expect(!screen.sync.hasPendingFocus, "a disabled field drops the request")
    #expect(!screen.focused && screen.focusWrites == [false], "the binding is false in the same settle")
    screen.sync.retryPendingFocus()
    #expect(screen.focusWrites == [false], "and the retry writes nothing more")
  }

  @Test func aRetryThatDropsTheRequestWritesFalseBack() {
    let screen = Screen()
    screen.field.hasWindow = false
    screen.appSets(focused: true)
    screen.field.isEnabled = false  // disabled behind the update's back
    screen.sync.retryPendingFocus()
    #expect(!screen.sync.hasPendingFocus)
    #expect(!screen.focused && screen.focusWrites == [false])
  }

  @Test func aPendingRequestTheAppWithdrewIsDropped() {
    let screen = Screen()
    screen.field.hasWindow = false
    screen.appSets(focused: true)
    screen.field.hasWindow = true
    screen.appSets(focused: false)
    screen.sync.retryPendingFocus()
    #expect(!screen.field.isFirstResponder)
    #expect(!screen.sync.hasPendingFocus)
    #expect(screen.focusWrites.isEmpty)
  }

  @Test func focusFollowsTheBindingAndTheUserWithoutRedundantWrites() {
    let screen = Screen()
    screen.appSets(focused: true)
    #expect(screen.field.isFirstResponder)
    #expect(screen.focusWrites.isEmpty, "the binding already says true")
    screen.render()
    screen.render()
    #expect(screen.field.becomeRequests == 1, "an unchanged binding is not pushed again")
    screen.field.userSets(editing: false)
    #expect(screen.focusWrites == [false])
    screen.render()
    #expect(!screen.field.isFirstResponder, "the written value is not pushed back")
    screen.field.userSets(editing: true)
    #expect(screen.focusWrites == [false, true])
    screen.appSets(focused: false)
    #expect(!screen.field.isFirstResponder)
    #expect(screen.focusWrites == [false, true])
  }

  @Test func aRequestMadeBeforeTheWriteBackRanIsNotOverwritten() {
    let screen = Screen()
    // The work scheduled after the last update runs only after the app asked for focus.
    screen.appWrites(focused: true)
    screen.sync.reconcile()
    #expect(screen.focused, "the app's request is not overwritten with the field's false")
    #expect(screen.focusWrites.isEmpty)
    screen.render()
    #expect(screen.field.isFirstResponder, "the next update pushes it")
  }
}
