import QuickControl
import TestSupport
import Testing

/// A form object with one task, a field and a button, each test wiring what it needs.
@MainActor
private final class TaskForm: ControlStateHost {
  static let running = declareState("running")
  static let left = declareState("left")
  let stateEngine = StateEngine()
  let field = UIControl(), button = UIControl()
}

/// Which calls of an operation started and which saw their cancellation.
@MainActor
private final class CallLog {
  var started: [Int] = [], cancelled: [Int] = []
}

/// What an operation captured: it must go when nothing runs it any more.
private final class Payload {}

@MainActor
@Suite("Forms you can trust: work, triggers and resets that end when they should")
struct FormTrustTests {
  @Test func aTaskKeptByAViewModelIsCancelledWhenItsHostGoesAway() async {
    let task = StateTask<Bool>()  // the view model's: it outlives the form
    let service = FakeService()
    var sawCancellation: Bool?
    var form: TaskForm? = TaskForm()
    form?.run(task) {
      let answer = try await service.call()
      sawCancellation = Task.isCancelled
      return answer
    }
    #expect(task.isRunning)
    form = nil
    #expect(!task.isRunning, "the host going away cancels the call at once")
    await service.answer(.success(true))
    #expect(await settle { sawCancellation != nil })
    #expect(sawCancellation == true)
    await waitAFewTurns()
    #expect(task.result == nil, "the late answer is not stored in the task")
  }

  @Test func aTaskWhoseOperationCapturesItIsCancelledWithItsHost() async {
    let service = FakeService()
    weak var weakTask: StateTask<Bool>?
    var form: TaskForm? = TaskForm()
    do {
      let task = StateTask<Bool>()
      weakTask = task
      form?.run(task) { [task] in
        _ = task  // the operation keeps its task
        return try await service.call()
      }
    }
    form = nil
    await service.answer(.success(true))
    #expect(await settle { weakTask == nil }, "the cancelled call ends, and with it the task")
  }

  @Test func aStartFromInsideItsOwnStartRunsOneCallThatCancelStops() async {
    let form = TaskForm()
    let task = StateTask<Bool>()
    let log = CallLog()
    form.register(TaskForm.running) { [unowned task] _ in task.isRunning }
    let operation = { (number: Int) -> @MainActor @Sendable () async -> Bool in
      { [log] in
        log.started.append(number)
        while !Task.isCancelled { await Task.yield() }
        log.cancelled.append(number)
        return true
      }
    }
    // A subscriber of the running state starts the task again, once (the host it is given, not
    // a captured one: no cycle).
    var restarted = false
    form.subscribe(to: .containing(TaskForm.running)) { [unowned task] form in
      guard !restarted else { return }
      restarted = true
      form.run(task, operation(2))
    }
    form.run(task, operation(1))
    #expect(await settle { !log.started.isEmpty })
    await waitAFewTurns()
    #expect(log.started == [2], "the start made inside the first replaces it")
    task.cancel()
    #expect(!task.isRunning)
    #expect(await settle { log.cancelled == [2] }, "cancel() stops the one call that runs")
  }

  @Test func runOnAButtonThatWentAwayFreesWhatItsOperationCaptured() {
    let form = TaskForm()
    let task = StateTask<Bool>()
    weak var weakPayload: Payload?
    weak var weakButton: UIControl?
    do {
      let payload = Payload()
      weakPayload = payload
      let cellButton = UIControl()
      weakButton = cellButton
      form.run(task, on: .event(.primaryActionTriggered, of: cellButton)) { [payload] in
        _ = payload
        return true
      }
    }
    #expect(weakButton == nil)
    #expect(weakPayload == nil, "a gone control's action, and what it captured, go with it")
  }

  @Test func aResetForgetsTheLastAnswerAndError() async {
    let form = TaskForm()
    let task = StateTask<Bool>()
    let receipt = Label()
    form.setValue(for: \.text, of: receipt, when: .always) { _ in task.output.map { "paid: \($0)" } }
    form.run(task) { true }
    #expect(await settle { receipt.text == "paid: true" })
    form.resetStates()
    #expect(task.result == nil && receipt.text == nil, "a cleared form shows no old receipt")
    form.run(task) { throw NetworkDown() }
    #expect(await settle { task.error != nil })
    form.resetStates()
    #expect(task.error == nil, "nor an old error")
  }

  @Test func aResetCancelsWorkStartedInCode() async {
    let form = TaskForm()
    let task = StateTask<Bool>()
    var sawCancellation = false
    form.run(task) {
      while !Task.isCancelled { await Task.yield() }
      sawCancellation = true
      return true
    }
    form.resetStates()
    #expect(!task.isRunning)
    #expect(await settle { sawCancellation })
  }

  @Test func anAnswerWithoutAConditionEntersItsState() async {
    let form = TaskForm()
    let task = StateTask<Bool>()
    form.register(TaskForm.left, from: .success(of: task))
    form.run(task) { false }
    #expect(await settle { form.state.contains(TaskForm.left) }, "any answer, yes or no")
  }

  @Test func aTriggerHoldsItsControlWeakly() {
    let form = TaskForm()
    weak var weakField: UIControl?
    do {
      let field = UIControl()
      weakField = field
      form.register(TaskForm.left, from: .event(.editingDidEnd, of: field))
      form.subscribe(to: .event(.editingChanged, of: field)) { _ in }
    }
    #expect(weakField == nil, "a remembered state and a subscription leave their control free to go")
  }

  @Test func aResetWhoseChangesSendATriggersEventLeavesTheStateOff() {
    let form = TaskForm()
    form.register(TaskForm.left, from: .event(.editingDidEnd, of: form.field))
    form.field.sendActions(for: .editingDidEnd)
    #expect(form.state.contains(TaskForm.left))
    // Clearing the form ends editing, which is the state's own trigger.
    form.resetStates { form.field.sendActions(for: .editingDidEnd) }
    #expect(!form.state.contains(TaskForm.left))
    #expect(!form.lastAppliedState.contains(TaskForm.left))
  }

  @Test func anEventThatEntersAndLeavesAStateLeavesItAndNothingSeesItEnter() {
    let form = TaskForm()
    form.register(
      TaskForm.left, from: .event([.editingDidEnd, .editingChanged], of: form.field),
      until: .event(.editingChanged, of: form.field))
    var entries = 0
    form.subscribe(to: .containing(TaskForm.left)) { _ in entries += 1 }
    form.field.sendActions(for: .editingChanged)
    #expect(!form.state.contains(TaskForm.left) && entries == 0, "until wins, with no entry seen")
    form.field.sendActions(for: .editingDidEnd)
    #expect(form.state.contains(TaskForm.left) && entries == 1)
    form.field.sendActions(for: .editingChanged)
    #expect(!form.state.contains(TaskForm.left) && entries == 1)
  }
}

/// A form that shows a field's text as an app's own action formats it.
@MainActor
private final class FormattedForm: ControlStateHost {
  let stateEngine = StateEngine()
  let field = UIControl()
  let shown = Label()
  var text = ""
  var formatted = ""

  init(ownActionFirst: Bool) {
    let format = { [unowned self] in formatted = text.uppercased() }
    if ownActionFirst { field.addAction(UIAction { _ in format() }, for: .editingChanged) }
    reapplyOnInput(of: field)
    if !ownActionFirst { field.addAction(UIAction { _ in format() }, for: .editingChanged) }
    setValue(for: \.text, of: shown, when: .always) { $0.formatted }
  }

  func type(_ text: String) {
    self.text = text
    field.sendActions(for: .editingChanged)
  }
}

@MainActor
@Suite("Your own action for an event: shown at once, or on the main actor's next turn")
struct OwnActionOrderTests {
  @Test func anActionAddedBeforeReapplyOnInputIsShownWithItsEvent() {
    let form = FormattedForm(ownActionFirst: true)
    form.type("ab")
    #expect(form.shown.text == "AB")
    form.type("abc")
    #expect(form.shown.text == "ABC", "every keystroke, not only the first")
  }

  @Test func anActionAddedAfterReapplyOnInputIsShownOnTheNextTurn() async {
    let form = FormattedForm(ownActionFirst: false)
    form.type("ab")
    await Task.yield()  // what the Forms and Testing articles tell a test to do
    #expect(form.shown.text == "AB")
    form.type("abc")
    await Task.yield()
    #expect(form.shown.text == "ABC", "every keystroke, not only the first")
  }
}
