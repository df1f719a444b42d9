import QuickControl
import TestSupport
import Testing

/// A sign-in form over plain controls: an e-mail error shown once the field was left or a sign-in
/// tried, "wrong password" kept until either field is edited, a sign-in running as a state.
@MainActor
final class MemoryForm: QUIckControl {
  static let emailLeft = declareState("emailLeft")
  static let signingIn = declareState("signingIn")
  static let rejected = declareState("rejected")
  static let failed = declareState("failed")

  let email = UIControl(), password = UIControl(), submit = UIControl()
  let emailError = Label(), message = Label()
  var emailText = ""
  let signIn = StateTask<Bool>()
  let service = FakeService()

  override func setUp() {
    reapplyOnInput(of: email, password)
    register(Self.signingIn, while: \.signIn.isRunning)
    register(Self.emailLeft, from: .event(.editingDidEnd, of: email), .entering(.containing(Self.signingIn)))
    register(
      Self.rejected, from: .success(of: signIn) { !$0 }, until: .event(.editingChanged, of: email, password))
    register(Self.failed, from: .failure(of: signIn), until: .entering(.containing(Self.signingIn)))
    setValue(for: \.text, of: emailError, when: .always) { form in
      form.state.contains(Self.emailLeft) && !form.emailText.contains("@") ? "Not an e-mail address" : nil
    }
    setValues(for: \.text, of: message) {
      (Self.rejected, "Wrong e-mail or password")
      (Self.failed, "Network error")
      (.always, nil)
    }
    setValues(for: \.isEnabled, of: email, [Self.signingIn: false, .normal: true])
    run(signIn, on: .event(.primaryActionTriggered, of: submit)) { [service] in try await service.call() }
  }

  func type(_ text: String) {
    emailText = text
    email.sendActions(for: .editingChanged)
  }

  func reset() {
    resetStates { emailText = "" }
  }
}

/// A service whose every call waits until the test answers it.
@MainActor
final class FakeService {
  private var waiting: [CheckedContinuation<Bool, any Error>] = []
  private(set) var calls = 0

  var pending: Int { waiting.count }

  func call() async throws -> Bool {
    calls += 1
    return try await withCheckedThrowingContinuation { waiting.append($0) }
  }

  /// Answers the oldest call, once it waits.
  func answer(_ result: Result<Bool, any Error>) async {
    guard await settle({ !waiting.isEmpty }) else {
      Issue.record("no call of the service waits for an answer")
      return
    }
    waiting.removeFirst().resume(with: result)
  }
}

struct NetworkDown: Error {}

@MainActor
@Suite("Forms remember: states entered on one trigger and left on another")
struct FormMemoryTests {
  @Test func anErrorShowsOnlyOnceItsFieldWasLeft() {
    let form = MemoryForm()
    form.type("ada")
    #expect(form.emailError.text == nil, "typing: the field was never left")
    form.email.sendActions(for: .editingDidEnd)
    #expect(form.emailError.text == "Not an e-mail address")
    #expect(form.state.contains(MemoryForm.emailLeft))
    form.email.sendActions(for: .editingDidBegin)
    form.type("ada@example.org")
    #expect(form.emailError.text == nil, "fixed while editing again")
    form.type("ada")
    #expect(form.emailError.text == "Not an e-mail address", "left once: shown from then on")
  }

  @Test func aSubmitAttemptShowsTheErrorOfAFieldNeverLeft() async {
    let form = MemoryForm()
    form.type("ada")
    form.submit.sendActions(for: .primaryActionTriggered)
    #expect(form.state.contains(MemoryForm.signingIn))
    #expect(form.emailError.text == "Not an e-mail address")
    await form.service.answer(.success(true))
    #expect(await settle { !form.signIn.isRunning })
  }

  @Test func aDeclineIsKeptUntilAFieldItConcernsIsEdited() async {
    let form = MemoryForm()
    form.submit.sendActions(for: .primaryActionTriggered)
    #expect(!form.email.isEnabled, "fields are disabled while the sign-in runs")
    await form.service.answer(.success(false))
    #expect(await settle { form.message.text == "Wrong e-mail or password" })
    #expect(form.email.isEnabled && !form.state.contains(MemoryForm.signingIn))
    form.email.sendActions(for: .editingDidEnd)
    #expect(form.message.text == "Wrong e-mail or password", "leaving a field is not editing it")
    form.password.sendActions(for: .editingChanged)
    #expect(form.message.text == nil)
    #expect(!form.state.contains(MemoryForm.rejected))
  }

  @Test func resetLeavesEveryRememberedStateInOneApply() async {
    let form = MemoryForm()
    form.type("ada")
    form.email.sendActions(for: .editingDidEnd)
    form.submit.sendActions(for: .primaryActionTriggered)
    await form.service.answer(.success(false))
    #expect(await settle { form.state.contains(MemoryForm.rejected) })
    var applied: [ControlState] = []
    let stream = form.appliedStates
    form.reset()
    for await state in stream {
      applied.append(state)
      break
    }
    #expect(applied == [[]], "one apply, straight to the empty state")
    #expect(form.emailError.text == nil && form.message.text == nil)
  }

  @Test func theStateTableSaysWhatEntersAndLeavesEachRememberedState() {
    let form = MemoryForm()
    let table = form.stateTableDescription
    #expect(
      table.contains(
        "  emailLeft ← on: editingDidEnd of email, entering containing(signingIn); off: reset"))
    #expect(
      table.contains(
        "  rejected ← on: a chosen answer of a StateTask<Bool>; off: editingChanged of email, password, reset"
      ))
    #expect(
      table.contains(
        "  failed ← on: an error of a StateTask<Bool>; off: entering containing(signingIn), reset"))
  }

  @Test func triggersEndWithTheHost() {
    let field = UIControl()
    var host: FieldHost? = FieldHost(field: field)
    weak let weakHost = host
    #expect(host?.state.contains(FieldHost.left) == false)
    field.sendActions(for: .editingDidEnd)
    #expect(host?.state.contains(FieldHost.left) == true)
    host = nil
    #expect(weakHost == nil, "the field's action holds the host weakly")
    #expect(field.allControlEvents.isEmpty, "the host's actions left the field")
  }

  @Test func aRegistrationWithoutAnEnteringTriggerStops() async {
    await #expect(processExitsWith: .failure) {
      _ = await MainActor.run { FieldHost(field: UIControl(), entering: false) }
    }
  }
}

@MainActor
private final class FieldHost: ControlStateHost {
  static let left = declareState("left")
  let stateEngine = StateEngine()

  init(field: UIControl, entering: Bool = true) {
    if entering {
      register(Self.left, from: .event(.editingDidEnd, of: field))
    } else {
      register(Self.left)
    }
  }
}
