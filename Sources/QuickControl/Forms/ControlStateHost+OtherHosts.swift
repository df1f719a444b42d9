extension ControlStateHost {
  /// Computes `state` from another host's applied state: on while `other`'s state matches `condition`.
  ///
  /// A form object (any ``ControlStateHost``) declares a state per fact it needs and re-applies by
  /// itself whenever `other` enters or leaves `condition`. `other` is held weakly (once gone, the
  /// state is off) and holds this host weakly: the two subscriptions this makes on `other` end
  /// when this host goes away, so a form made again over the same fields leaves nothing in them.
  /// See the Forms article.
  ///
  /// ```swift
  /// register(Self.strong, while: .containing(PasswordField.strong), of: password)
  /// ```
  public func register<Other: ControlStateHost>(
    _ state: HostState, while condition: StateCondition, of other: Other
  ) {
    stateEngine.checkRegistration(of: state, on: self)
    other.stateEngine.checkStates(of: condition, on: other)
    let source = StateSource(other, registering: state.rawValue, while: condition)
    stateEngine.registerState(state.controlState, keyPath: nil, host: self) { _ in
      source.host.map { condition.matches($0.lastAppliedState) } ?? false
    }
    // Edge-triggered both ways: entering and leaving the condition re-apply this host.
    let reapply: (Other) -> Void = { [weak self] _ in self?.applyCurrentState() }
    source.keep(other.subscribe(to: condition, reapply))
    source.keep(other.subscribe(to: .matching(priority: 0) { !condition.matches($0) }, reapply))
    stateEngine.addSource(source)
    applyCurrentState()
  }
}
