extension ControlStateHost {
  /// Computes `state` from what happened: on from a trigger of `entering` until a trigger of
  /// `leaving`, or until ``resetStates(_:)``.
  ///
  /// The states a form remembers, one line each, with no flag, action or ``applyCurrentState()``
  /// to write: a field *left once* (its error shows from then on), a server answer kept *until*
  /// the user edits the fields it concerns, a form *submitted once*. The host applies its state
  /// each time a trigger turns the state on or off. The state table lists what enters and what
  /// leaves each one.
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
    var tokens: [ControlSubscription] = []
    for (triggers, on) in [(entering, true), (leaving, false)] {
      for trigger in triggers {
        tokens += trigger.install(self) { [weak self] in
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
    memory.keep(trigger.install(self) { [weak self] in self?.run(task, operation) })
  }

  /// Leaves every state of ``register(_:from:until:)`` and cancels every ``StateTask`` the host
  /// runs, forgetting their answers, with `changes` (the fields cleared) in the same transition:
  /// one apply, one round of events.
  ///
  /// <!-- snippet: context sign-in-member -->
  /// ```swift
  /// func reset() {
  ///   resetStates { views.clear() }
  /// }
  /// ```
  public func resetStates(_ changes: () -> Void = {}) {
    performTransition {
      stateEngine.memory.reset()
      changes()
    }
  }
}
