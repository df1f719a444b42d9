extension QUICStateEngine {
  /// Applies `state` to every target: writes the values whose winning entry changed.
  ///
  /// Nothing happens when `state` equals ``lastAppliedState`` and no value
  /// changed since, or (unless `forced`) inside a transition. A forced apply
  /// writes every binding. A call made while a pass is running (from a
  /// subscriber, or a target's `didSet`) is queued and applied after the
  /// current pass, in order; more than ``maximumPasses`` passes in one apply
  /// are stopped and reported through ``diagnosticHandler``.
  ///
  /// After the writes, descriptor subscribers whose descriptor starts to match
  /// are called with `host`, and ``appliedStates()`` streams receive the state.
  ///
  /// - Parameters:
  ///   - state: The state to apply, normally the host's current `state`.
  ///   - host: The object passed to subscribers.
  ///   - forced: Writes every binding even if its resolved entry did not change.
  /// - Complexity: O(*b*) writes checked for *b* bindings, once the state's
  ///   resolution is memoised; O(*b* × *e*) the first time a state is seen.
  public func apply(_ state: ControlState, host: AnyObject, forced: Bool = false) {
    if isApplying {
      pendingApplies.append((state, forced))
      return
    }
    guard needsPass(state, forced: forced) else { return }
    isApplying = true
    defer { isApplying = false }
    var next: (state: ControlState, forced: Bool)? = (state, forced)
    var passes = 0
    while let request = next {
      passes += 1
      if passes > maximumPasses {
        let abandoned = pendingApplies.count + 1
        pendingApplies.removeAll()
        diagnosticHandler(
          QUICDiagnostic(
            kind: .applyLoopDidNotSettle,
            message:
              "applying state \(ControlStateFormatter.describe(request.state)) did not settle after \(maximumPasses) passes: a subscriber or a target changes the state every time it is applied. \(abandoned) queued apply(s) were dropped; the last applied state is \(ControlStateFormatter.describe(lastAppliedState))."
          ))
        break
      }
      performPass(request.state, forced: request.forced, host: host)
      if needsPurge { purge() }
      next = nil
      while next == nil, !pendingApplies.isEmpty {
        let candidate = pendingApplies.removeFirst()
        if needsPass(candidate.state, forced: candidate.forced) { next = candidate }
      }
    }
  }

  /// Writes the resolved values of `state` to every binding of `target`, even unchanged ones.
  ///
  /// Use it after re-creating or re-using a target (a reused cell's label) so it
  /// shows the values of the last applied state.
  public func applyValues(toTarget target: AnyObject) {
    let state = lastAppliedState
    for binding in bindings where binding.target === target {
      if !binding.write(binding.resolve(state)) { needsPurge = true }
    }
    if needsPurge, !isApplying { purge() }
  }

  func needsPass(_ state: ControlState, forced: Bool) -> Bool {
    if forced { return true }
    if transitionDepth > 0 { return false }
    return state.rawValue != lastAppliedState.rawValue || !dirtyBindings.isEmpty
  }

  func performPass(_ state: ControlState, forced: Bool, host: AnyObject) {
    let previous = lastAppliedState
    // Take the list rather than copy and clear it: clearing a copied array
    // with keepingCapacity reallocates its buffer, a malloc per transition.
    var changedBindings: [QUICBinding] = []
    swap(&changedBindings, &dirtyBindings)
    for binding in changedBindings { binding.isDirty = false }

    if state.rawValue == previous.rawValue && !forced {
      for binding in changedBindings {
        write(binding, binding.resolve(state), forced: false)
      }
    } else {
      let plan = self.plan(for: state)
      for index in plan.indices {
        let binding = bindings[index]
        // A binding changed by a write earlier in this pass has a stale plan entry.
        let item = binding.isDirty ? binding.resolve(state) : plan[index]
        write(binding, item, forced: forced)
      }
    }
    lastAppliedState = state
    if state.rawValue != previous.rawValue || forced {
      notifySubscribers(applied: state, previous: previous, host: host)
    }
  }

  @inline(__always)
  func write(_ binding: QUICBinding, _ item: PlanItem, forced: Bool) {
    guard forced || item.sequence != binding.appliedSequence else { return }
    if !binding.write(item) { needsPurge = true }
  }

  /// The resolution of every binding in `state`, memoised until a value changes.
  func plan(for state: ControlState) -> ContiguousArray<PlanItem> {
    if let plan = plans[state.rawValue] { return plan }
    var plan = ContiguousArray<PlanItem>()
    plan.reserveCapacity(bindings.count)
    for binding in bindings { plan.append(binding.resolve(state)) }
    if plans.count >= 256 { plans.removeAll(keepingCapacity: true) }
    plans[state.rawValue] = plan
    return plan
  }

  /// Forgets bindings whose target died and bindings without values whose default is back.
  func purge() {
    needsPurge = false
    bindings.removeAll { binding in
      binding.target == nil || (binding.entries.isEmpty && binding.appliedSequence == 0)
    }
    bindingsByKey.removeAll(keepingCapacity: true)
    for binding in bindings { bindingsByKey[binding.key] = binding }
    dirtyBindings.removeAll { $0.target == nil }
    plans.removeAll(keepingCapacity: true)
  }
}
