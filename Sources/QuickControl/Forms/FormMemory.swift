/// A host's memory: the states entered and left on triggers, and the work it runs.
///
/// Held by the host's engine, so it ends with the host; the listening it started (actions on
/// controls, subscriptions, answers of tasks) ends with it.
@MainActor
package final class FormMemory {
  /// A state on from a trigger of `entering` until one of `leaving`, or a reset.
  @MainActor package final class Remembered {
    let bits: UInt
    package private(set) var isOn = false
    /// How the state table reads the triggers.
    let entering: [StateTrigger], leaving: [StateTrigger]
    /// How many times the entering triggers fire before the state enters.
    let times: Int
    /// How many times they fired since the state was last left (or reset).
    package private(set) var count = 0
    /// The time since the state entered, while it is on and left after a duration.
    private var elapsed: (() -> Duration)?
    /// How long the state stays on once entered, for a state left after a duration.
    private var lasting: Duration?
    /// The wait that leaves the state after its duration.
    private var timer: Task<Void, Never>?
    /// What the host that remembers the state itself does after a reset (`remember(_:enteredOn:leftOn:afterReset:)`).
    var afterReset: (@MainActor () -> Void)?

    init(bits: UInt, entering: [StateTrigger], leaving: [StateTrigger], times: Int) {
      (self.bits, self.entering, self.leaving, self.times) = (bits, entering, leaving, times)
    }

    deinit { timer?.cancel() }

    /// What enters and what leaves the state, for the state table: `on: …; off: …, reset`.
    func description(naming names: StateNames, _ name: (AnyObject) -> String) -> String {
      let on = entering.map { $0.describe(names, name) }.joined(separator: ", ")
      let off = (leaving.map { $0.describe(names, name) } + ["reset"]).joined(separator: ", ")
      return times > 1 ? "on: \(times) times \(on); off: \(off)" : "on: \(on); off: \(off)"
    }

    /// An entering trigger fired: counts, and enters at the `times`th; `true` if that entered it.
    package func fire() -> Bool {
      count += 1
      return count >= times && set(true)
    }

    /// Counts an entering the host decided against (a PIN's wrong entry, played but not kept as
    /// rejected): ``count`` says it, without the state, until the state is left or reset.
    package func countWithoutEntering() {
      count += 1
    }

    /// A leaving trigger fired, or a reset: forgets the count and leaves; `true` if that left it.
    package func leave() -> Bool {
      count = 0
      return set(false)
    }

    /// The time left before a state left after a duration leaves, while it is on.
    var timeRemaining: Duration? {
      guard isOn, let lasting, let elapsed else { return nil }
      return max(.zero, lasting - elapsed())
    }

    private func set(_ on: Bool) -> Bool {
      guard on != isOn else { return false }
      isOn = on
      if !on {
        timer?.cancel()
        (timer, elapsed, lasting) = (nil, nil, nil)
      }
      return true
    }

    /// Leaves the state after `duration` on `clock`, unless it leaves before: `leave` runs then.
    func leave(
      after duration: Duration, on clock: any Clock<Duration>, _ leave: @escaping @MainActor () -> Void
    ) {
      timer?.cancel()
      lasting = duration
      elapsed = stopwatch(clock)
      let wait = schedule(every: duration, on: clock)
      timer = Task { @MainActor [weak self] in
        do { try await wait(1) } catch { return }
        guard let self, self.isOn, !Task.isCancelled else { return }
        leave()
      }
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
    for state in remembered { _ = state.leave() }
    for task in tasks { task.reset() }
    for state in remembered { state.afterReset?() }
  }

}

/// The time elapsed on `clock` since this call.
private func stopwatch<C: Clock>(_ clock: C) -> () -> C.Duration {
  let start = clock.now
  return { start.duration(to: clock.now) }
}

/// Waits on `clock` until the `tick`th multiple of `period` after the moment this is made: the
/// deadlines are fixed then, so a task that starts late, or a late tick, shifts none of them.
func schedule(every period: Duration, on clock: any Clock<Duration>)
  -> @Sendable (_ tick: Int) async throws -> Void
{
  makeSchedule(clock, period)
}

private func makeSchedule<C: Clock<Duration>>(_ clock: C, _ period: Duration)
  -> @Sendable (_ tick: Int) async throws -> Void
{
  let start = clock.now
  return { tick in try await clock.sleep(until: start.advanced(by: period * tick), tolerance: nil) }
}
