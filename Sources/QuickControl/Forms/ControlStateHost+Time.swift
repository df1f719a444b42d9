extension ControlStateHost {
  /// The clock of the host's timed states (`StateTrigger.after(_:)`) and
  /// periodic applies (``reapply(every:while:)``); a `ContinuousClock` unless set.
  ///
  /// Set it where the host is made, before a timed state enters: a test injects a clock it
  /// advances by hand, so that a 5-minute lock passes in no time.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// clock = ContinuousClock()
  /// ```
  public var clock: any Clock<Duration> {
    get { stateEngine.clock }
    set { stateEngine.clock = newValue }
  }

  /// The time left before `state`, left after a duration (`StateTrigger.after(_:)`),
  /// leaves; `nil` while it is off or has no duration.
  ///
  /// Read it in a value computed when applied, shown each second with ``reapply(every:while:)``.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValue(for: \.text, of: views.message, when: .containing(Self.resendWaits)) { form in
  ///   "Resend in \(form.timeRemaining(in: Self.resendWaits).map { Int($0.components.seconds) } ?? 0) s"
  /// }
  /// ```
  public func timeRemaining(in state: HostState) -> Duration? {
    stateEngine.checkRegistration(of: state, on: self)
    return stateEngine.memory.state(of: state.rawValue)?.timeRemaining
  }

  /// How many times the entering triggers of `state` (``register(_:from:times:until:)``) fired
  /// since it was last left or reset: the attempts made toward a lock.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValue(for: \.text, of: views.message, when: .always) { form in
  ///   "\(3 - form.count(toward: Self.locked)) attempts left"
  /// }
  /// ```
  public func count(toward state: HostState) -> Int {
    stateEngine.checkRegistration(of: state, on: self)
    return stateEngine.memory.state(of: state.rawValue)?.count ?? 0
  }

  /// Applies the state again every `period` while the applied state matches `condition`, so
  /// values computed when applied follow the time (a countdown, "Try again in 4:59").
  ///
  /// The first apply comes one period after the condition starts to match; the applies stop when
  /// it stops matching and when the host goes away. The host's ``clock`` measures the period.
  /// No `Task` loop and no `applyCurrentState()` to write, as SwiftUI's `TimelineView` redraws
  /// on a schedule.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// reapply(every: .seconds(1), while: .containing(Self.resendWaits))
  /// ```
  public func reapply(every period: Duration, while condition: StateCondition) {
    guard period > .zero else {
      fatalError("QuickControl: reapply(every:while:) needs a period above zero.")
    }
    stateEngine.checkStates(of: condition, on: self)
    // One ticker per call: a tick still asleep when the condition starts again is replaced, not doubled.
    let ticker = Ticker()
    let start: (Self) -> Void = { host in
      // Each tick's deadline counts from the start, as a timeline's schedule does: a late tick
      // does not shift the next ones.
      let tick = schedule(every: period, on: host.stateEngine.clock)
      ticker.task?.cancel()
      let task = Task { @MainActor [weak host] in
        for number in 1... {
          do { try await tick(number) } catch { return }
          guard let host, !Task.isCancelled, condition.matches(host.lastAppliedState) else { return }
          host.applyCurrentState()
        }
      }
      ticker.task = task
    }
    stateEngine.memory.keep([subscribe(to: condition, start)])
    if condition.matches(lastAppliedState) { start(self) }
  }

  /// Calls `handler` with the host each time one of `triggers` happens: an action on an answer
  /// (clear the form when a payment is approved) with no state declared for it.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// subscribe(to: .success(of: signIn) { $0.isAccepted }) { form in form.resetStates() }
  /// ```
  ///
  /// - Returns: A token to ``ControlSubscription/cancel()``; discarded, the subscription lives as
  ///   long as the host.
  @discardableResult
  public func subscribe(to triggers: StateTrigger..., handler: @escaping (Self) -> Void)
    -> ControlSubscription
  {
    guard !triggers.contains(where: { $0.lasting != nil }) else {
      fatalError(
        "QuickControl: .after(_:) is how long a state stays on: give it in register(_:from:until:)'s until:.")
    }
    let tokens = triggers.flatMap { trigger in
      trigger.install(self) { [weak self] _ in
        if let self { handler(self) }
      }
    }
    return ControlSubscription { for token in tokens { token.cancel() } }
  }
}

/// The running ticker of one ``ControlStateHost/reapply(every:while:)``: its periodic applies,
/// replaced when its condition starts again. Its subscription keeps it, so it ends with the host,
/// and the applies with it.
@MainActor
private final class Ticker {
  var task: Task<Void, Never>?
  deinit { task?.cancel() }
}
