extension ControlStateHost {
  /// Computes `state` from what happened: on from a trigger of `entering` until a trigger of
  /// `leaving`, or until ``resetStates(_:)``.
  ///
  /// The states a form remembers, one line each, with no flag, action or ``applyCurrentState()``
  /// to write: a field *left once* (its error shows from then on), a server answer kept *until*
  /// the user edits the fields it concerns, a form *submitted once*. The host applies its state
  /// each time a trigger turns the state on or off, or counts toward it. The state table lists
  /// what enters and what leaves each one. An event listed in both `entering` and `leaving` for
  /// the same control leaves the state: `until` wins, and nothing sees the state enter.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.emailLeft, from: .event(.editingDidEnd, of: views.email), .entering(.containing(Self.signingIn)))
  /// register(Self.declined, from: .success(of: signIn) { !$0.isAccepted }, until: .event(.editingChanged, of: views.email, views.password))
  /// ```
  public func register(_ state: HostState, from entering: StateTrigger..., until leaving: StateTrigger...) {
    remember(state, from: entering, times: 1, until: leaving)
  }

  /// Computes `state` from what happened `times` times: on once a trigger of `entering` has
  /// fired that often since the state was last left (or reset), until a trigger of `leaving`.
  ///
  /// Attempts that lock a screen: the count starts again when the state leaves, and
  /// ``count(toward:)`` reads it for a computed value ("2 attempts left").
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.locked, from: .success(of: signIn) { !$0.isAccepted }, times: 3, until: .after(.seconds(300)))
  /// ```
  public func register(
    _ state: HostState, from entering: StateTrigger..., times: Int, until leaving: StateTrigger...
  ) {
    guard times >= 1 else {
      fatalError("QuickControl: register(_:from:times:until:) needs times of 1 or more.")
    }
    remember(state, from: entering, times: times, until: leaving)
  }

  /// Registers `state` as a remembered state the host itself enters and leaves (a library
  /// control's own memory, such as a PIN's rejected code kept until the next edit): `fire()` and
  /// `leave()` on the result, inside a transition or followed by an apply. The state table reads
  /// `on: <entered>; off: <left>, reset`, and ``resetStates(_:)`` leaves it like any other.
  ///
  /// `afterReset` runs at the end of each ``resetStates(_:)``, in its transition, once every
  /// remembered state is left and every task reset: the control decides again what the reset
  /// made it forget (a PIN judges the code it still shows).
  package func remember(
    _ state: HostState, enteredOn entered: String, leftOn left: String,
    afterReset: (@MainActor () -> Void)? = nil
  ) -> FormMemory.Remembered {
    let remembered = remember(state, from: [.named(entered)], times: 1, until: [.named(left)])
    remembered.afterReset = afterReset
    return remembered
  }

  @discardableResult
  private func remember(
    _ state: HostState, from entering: [StateTrigger], times: Int, until leaving: [StateTrigger]
  ) -> FormMemory.Remembered {
    guard !entering.isEmpty else {
      fatalError(
        "QuickControl: register(_:from:until:) needs at least one trigger after from: (.event(_:of:), .entering(_:), .success(of:where:) or .failure(of:where:))."
      )
    }
    guard !entering.contains(where: { $0.lasting != nil }) else {
      fatalError("QuickControl: .after(_:) is how long a state stays on: give it in until:, not in from:.")
    }
    stateEngine.checkRegistration(of: state, on: self)
    let remembered = FormMemory.Remembered(
      bits: state.rawValue, entering: entering, leaving: leaving, times: times)
    stateEngine.registerState(state.controlState, keyPath: nil, host: self) { _ in remembered.isOn }
    let memory = stateEngine.memory
    // An event that both enters and leaves the state leaves it: `until` wins, and nothing sees
    // the state enter for a moment.
    let leavingEvents = leaving.reduce(into: Set<StateTrigger.Firing>()) { $0.formUnion($1.eventFirings) }
    let lasting = leaving.compactMap(\.lasting)
    var tokens: [ControlSubscription] = []
    for trigger in entering {
      tokens += trigger.install(self) { [weak self] firing in
        guard let self, !leavingEvents.contains(firing) else { return }
        _ = remembered.fire()
        // Entering, or entering again while on: the duration starts (again) from now.
        if remembered.isOn, let shortest = lasting.map({ $0() }).min() {
          // Weakly: the wait must not keep the state, nor the host, once the host has gone.
          remembered.leave(after: shortest, on: stateEngine.clock) { [weak self, weak remembered] in
            if remembered?.leave() == true { self?.applyCurrentState() }
          }
        }
        // Entered or not: a value computed from the count or the time left follows it.
        applyCurrentState()
      }
    }
    for trigger in leaving {
      tokens += trigger.install(self) { [weak self] _ in
        // A count forgotten while the state is off is applied too ("3 attempts left" again).
        let counted = remembered.count > 0
        if remembered.leave() || counted { self?.applyCurrentState() }
      }
    }
    memory.add(remembered, listening: tokens)
    applyCurrentState()
    return remembered
  }

  /// Runs `operation` as `task` now: the host applies its state as it starts and as it answers.
  ///
  /// A call of `task` still running is cancelled; its answer is ignored. See ``StateTask``.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// run(payment) { [gateway, card] in try await gateway.pay(card) }
  /// ```
  public func run<Output>(
    _ task: StateTask<Output>, _ operation: @escaping @MainActor () async throws -> Output
  ) {
    stateEngine.memory.note(task)
    task.start(for: self, operation)
  }

  /// Runs `operation` as `task` each time one of `triggers` happens (a tap on the submit button,
  /// a code completed, a tap on Retry).
  ///
  /// A trigger is usually `.event(.primaryActionTriggered, of: button)`: no target-action to write.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// run(signIn, on: .event(.primaryActionTriggered, of: views.submit, views.retry)) { [service, views] in
  ///   try await service.signIn(email: views.email.text ?? "", password: views.password.text ?? "")
  /// }
  /// ```
  public func run<Output>(
    _ task: StateTask<Output>, on triggers: StateTrigger...,
    operation: @escaping @MainActor () async throws -> Output
  ) {
    guard !triggers.contains(where: { $0.lasting != nil }) else {
      fatalError(
        "QuickControl: .after(_:) is how long a state stays on: give it in register(_:from:until:)'s until:.")
    }
    let memory = stateEngine.memory
    memory.note(task)
    for trigger in triggers {
      memory.keep(trigger.install(self) { [weak self] _ in self?.run(task, operation) })
    }
  }

  /// Leaves every state of ``register(_:from:until:)`` and cancels every ``StateTask`` the host
  /// runs, forgetting their answers, with `changes` (the fields cleared) in the same transition:
  /// one apply, one round of events. `changes` runs first, so an event it sends (a field's
  /// editing ending) does not turn a remembered state back on.
  ///
  /// <!-- snippet: context sign-in-member -->
  /// ```swift
  /// func reset() {
  ///   resetStates { views.clear() }
  /// }
  /// ```
  public func resetStates(_ changes: () -> Void = {}) {
    performTransition {
      // The changes first: an event they send (a field's editing ends, the `.editingChanged`
      // sent after setting its text in code) must not turn a state back on after the reset.
      changes()
      stateEngine.memory.reset()
    }
  }
}
