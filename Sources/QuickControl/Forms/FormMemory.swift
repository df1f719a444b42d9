/// A host's memory: the states entered and left on triggers, and the work it runs.
///
/// Held by the host's engine, so it ends with the host; the listening it started (actions on
/// controls, subscriptions, answers of tasks) ends with it.
@MainActor
final class FormMemory {
  /// A state on from a trigger of `entering` until one of `leaving`, or a reset.
  @MainActor final class Remembered {
    let bits: UInt
    private(set) var isOn = false
    /// How the state table reads the triggers.
    let entering: [StateTrigger], leaving: [StateTrigger]

    init(bits: UInt, entering: [StateTrigger], leaving: [StateTrigger]) {
      (self.bits, self.entering, self.leaving) = (bits, entering, leaving)
    }

    /// What enters and what leaves the state, for the state table: `on: …; off: …, reset`.
    func description(naming names: StateNames, _ name: (AnyObject) -> String) -> String {
      let on = entering.map { $0.describe(names, name) }.joined(separator: ", ")
      let off = (leaving.map { $0.describe(names, name) } + ["reset"]).joined(separator: ", ")
      return "on: \(on); off: \(off)"
    }

    /// Turns the state on or off; `true` if that changed it.
    func set(_ on: Bool) -> Bool {
      guard on != isOn else { return false }
      isOn = on
      return true
    }
  }

  private(set) var remembered: [Remembered] = []
  private var tasks: [ResettableTask] = []
  private var listening: [ControlSubscription] = []

  deinit {
    let (listening, tasks) = (listening, tasks)
    guard !listening.isEmpty || !tasks.isEmpty else { return }
    // The host went away: its calls are cancelled even where a view model keeps the task.
    runOnMainActor {
      for token in listening { token.cancel() }
      for task in tasks { task.hostWentAway() }
    }
  }

  /// Adds a remembered state and what keeps it.
  func add(_ state: Remembered, listening tokens: [ControlSubscription]) {
    remembered.append(state)
    listening += tokens
  }

  /// Keeps `tokens` until the host goes away.
  func keep(_ tokens: [ControlSubscription]) {
    // Tokens of controls that went away hold nothing any more: forgotten, so that a host that runs
    // work on a cell's button keeps no entry per cell.
    listening.removeAll(where: \.isSpent)
    listening += tokens
  }

  /// Notes a task the host runs, for its reset.
  func note(_ task: ResettableTask) {
    if !tasks.contains(where: { $0 === task }) { tasks.append(task) }
  }

  /// The remembered state computed into `bits`, if one is.
  func state(of bits: UInt) -> Remembered? { remembered.first { $0.bits & bits != 0 } }

  /// Leaves every remembered state and cancels every task, forgetting its last answer.
  func reset() {
    for state in remembered { _ = state.set(false) }
    for task in tasks { task.reset() }
  }
}
