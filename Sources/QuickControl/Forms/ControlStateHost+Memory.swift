extension ControlStateHost {
  /// Computes `state` from what happened: on from a trigger of `entering` until a trigger of
  /// `leaving`, or until ``resetStates(_:)``.
  ///
  /// The states a form remembers, one line each, with no flag, action or ``applyCurrentState()``
  /// to write: a field *left once* (its error shows from then on), a server answer kept *until*
  /// the user edits the fields it concerns, a form *submitted once*. The host applies its state
  /// each time a trigger turns the state on or off. The state table lists what enters and what
  /// leaves each one. An event listed in both `entering` and `leaving` for the same control
  /// leaves the state: `until` wins, and nothing sees the state enter.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.emailLeft, from: .event(.editingDidEnd, of: views.email), .entering(.containing(Self.signingIn)))
  /// register(Self.declined, from: .success(of: signIn) { !$0.isAccepted }, until: .event(.editingChanged, of: views.email, views.password))
  /// ```
  public func register(_ state: HostState, from entering: StateTrigger..., until leaving: StateTrigger...) {
    precondition(
      !entering.isEmpty,
      "QuickControl: register(_:from:until:) needs at least one trigger after from: (.event(_:of:), .entering(_:), .success(of:where:) or .failure(of:where:))."
    )
    stateEngine.checkRegistration(of: state, on: self)
    let remembered = FormMemory.Remembered(bits: state.rawValue, entering: entering, leaving: leaving)
    stateEngine.registerState(state.controlState, keyPath: nil, host: self) { _ in remembered.isOn }
    let memory = stateEngine.memory
    // An event that both enters and leaves the state leaves it: `until` wins, and nothing sees
    // the state enter for a moment.
    let leavingEvents = leaving.reduce(into: Set<StateTrigger.Firing>()) { $0.formUnion($1.eventFirings) }
    var tokens: [ControlSubscription] = []
    for (triggers, on) in [(entering, true), (leaving, false)] {
      for trigger in triggers {
        tokens += trigger.install(self) { [weak self] firing in
          if on && leavingEvents.contains(firing) { return }
          if remembered.set(on) { self?.applyCurrentState() }
        }
      }
    }
    memory.add(remembered, listening: tokens)
    applyCurrentState()
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

  /// Runs `operation` as `task` each time `trigger` happens (a tap on the submit button).
  ///
  /// The trigger is usually `.event(.primaryActionTriggered, of: button)`: no target-action to write.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// run(signIn, on: .event(.primaryActionTriggered, of: views.submit, views.retry)) { [service, views] in
  ///   try await service.signIn(email: views.email.text ?? "", password: views.password.text ?? "")
  /// }
  /// ```
  public func run<Output>(
    _ task: StateTask<Output>, on trigger: StateTrigger,
    _ operation: @escaping @MainActor () async throws -> Output
  ) {
    let memory = stateEngine.memory
    memory.note(task)
    memory.keep(trigger.install(self) { [weak self] _ in self?.run(task, operation) })
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
