extension StateEngine {
  /// Applies `state` to every target: writes the values whose winning entry changed.
  ///
  /// Nothing happens when `state` equals ``lastAppliedState`` and no value
  /// changed since, or inside a transition. A forced apply writes every
  /// binding; asked for inside a transition, it makes the apply at the
  /// outermost commit forced instead. A call made while a pass is running (from
  /// a subscriber, or a target's `didSet`) is queued and applied after the
  /// current pass, in order; a chain of passes causing passes deeper than
  /// ``maximumPasses`` is stopped and reported through ``diagnosticHandler``.
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
  package func apply(_ state: ControlState, host: AnyObject, forced: Bool = false) {
    apply(state, host: host, forced: forced, completion: nil)
  }

  /// ``apply(_:host:forced:)``, then `completion`: at once if no pass is running,
  /// otherwise after the pass this apply is queued behind (a commit's events
  /// wait for the commit's state).
  func apply(
    _ state: ControlState, host: AnyObject, forced: Bool, completion: (() -> Void)?
  ) {
    checkHost(host)
    // Inside a transition nothing is applied, also when asked from a pass: a
    // queued request would run after the transition ended, and a forced one
    // must go with a transition that is ended rather than committed.
    if transitionDepth > 0 {
      if forced { forcedApplyIsPending = true }
      completion?()
      return
    }
    if isApplying {
      pendingApplies.append(
        PendingApply(
          state: state, forced: forced, generation: currentGeneration + 1, completion: completion))
      return
    }
    guard needsPass(state, forced: forced) else {
      completion?()
      return
    }
    isApplying = true
    defer {
      isApplying = false
      currentGeneration = 0
      // Released last: a value's deinit may call back into the engine, so the
      // list is emptied before its entries are released. The lifetime barrier
      // keeps the optimiser from releasing the old buffer before the store.
      if !retiredEntries.isEmpty {
        let retired = retiredEntries
        retiredEntries = []
        withExtendedLifetime(retired) {}
      }
    }
    var next: PendingApply? = PendingApply(state: state, forced: forced, completion: completion)
    // A backstop for chains that branch: every pass queuing two applies stays
    // shallow for a long time but never ends. Saturating: any maximumPasses works.
    let depthLimit = max(1, maximumPasses)
    let (product, overflow) = depthLimit.multipliedReportingOverflow(by: depthLimit)
    let passLimit = overflow ? Int.max : product
    var passes = 0
    while let request = next {
      passes += 1
      if request.generation > depthLimit || passes > passLimit {
        abandon(request, byDepth: request.generation > depthLimit, limit: depthLimit)
        break
      }
      currentGeneration = request.generation
      let forced = request.forced || forcedApplyIsPending
      forcedApplyIsPending = false
      performPass(request.state, forced: forced, host: host)
      if observationTracker != nil { applyObservedChangeAfterPass() }
      if needsPurge { purge() }
      request.completion?()
      next = nil
      while next == nil, !pendingApplies.isEmpty {
        let candidate = pendingApplies.removeFirst()
        if needsPass(candidate.state, forced: candidate.forced) {
          next = candidate
        } else {
          candidate.completion?()
        }
      }
    }
  }

  /// Stops an apply loop that did not settle: drops `request` and every queued apply, and reports it.
  private func abandon(_ request: PendingApply, byDepth: Bool, limit: Int) {
    var dropped: [PendingApply] = []
    swap(&dropped, &pendingApplies)
    let cause =
      byDepth
      ? "did not settle after \(limit) passes, each caused by the one before"
      : "did not settle after \(limit * limit) passes in all (chains that branch)"
    diagnosticHandler(
      EngineDiagnostic(
        kind: .applyLoopDidNotSettle,
        message:
          "applying state \(StateNames.system.describe(request.state)) \(cause): a subscriber or a target changes the state every time it is applied. \(dropped.count + 1) queued apply(s) were dropped; the last applied state is \(StateNames.system.describe(lastAppliedState))."
      ))
    // Events of transitions committed meanwhile are still sent; applies they or
    // the diagnostic handler request are dropped with the rest.
    request.completion?()
    for item in dropped { item.completion?() }
    pendingApplies.removeAll()
  }

  /// Writes the resolved values of the last applied state to every binding of `target`, even unchanged ones.
  ///
  /// Use it after re-creating or re-using a target (a reused cell's label) so it
  /// shows the values of the last applied state. Each binding is resolved when
  /// it is written, so a write that applies another state (a `didSet` that
  /// changes the state) leaves the target with that state's values.
  ///
  /// Inside a transition it writes again the values already applied: values
  /// set or removed in the transition wait for the commit, like everything else.
  package func applyValues(toTarget target: AnyObject) {
    for binding in bindings where binding.target === target {
      // A write may have removed this binding and registered a new one for the
      // same property (a didSet that re-registers): the old one is not written.
      guard bindingsByKey[binding.key] === binding else { continue }
      let item = transitionDepth > 0 ? binding.appliedItem() : binding.resolve(lastAppliedState)
      guard let item else { continue }
      if !binding.write(item) { needsPurge = true }
    }
    if needsPurge, !isApplying { purge() }
  }

  /// Whether applying `state` has anything to do; a forced apply inside a transition is recorded for the commit.
  func needsPass(_ state: ControlState, forced: Bool) -> Bool {
    if transitionDepth > 0 {
      if forced { forcedApplyIsPending = true }
      return false
    }
    if forced || forcedApplyIsPending { return true }
    return state.rawValue != lastAppliedState.rawValue || !dirtyBindings.isEmpty
  }

  func performPass(_ state: ControlState, forced: Bool, host: AnyObject) {
    #if DEBUG
      isInPass = true
      defer { isInPass = false }
    #endif
    let previous = lastAppliedState
    // Set before the writes: a write that calls back (`applyValues(toTarget:)`
    // from a didSet) must see the state being written, not the one it replaces.
    lastAppliedState = state
    // Take the list rather than copy and clear it: clearing a copied array
    // with keepingCapacity reallocates its buffer, a malloc per transition.
    var changedBindings: [QUICBinding] = []
    if !dirtyBindings.isEmpty { swap(&changedBindings, &dirtyBindings) }
    for binding in changedBindings { binding.isDirty = false }

    if state.rawValue == previous.rawValue && !forced {
      writeRuns(count: changedBindings.count) {
        changedBindings[$0]
      } item: { binding, _ in
        let item = binding.resolve(state)
        return item.sequence != binding.appliedSequence ? item : nil
      }
    } else {
      let plan = self.plan(for: state)
      writeRuns(count: plan.count) {
        bindings[$0]
      } item: { binding, index in
        // A binding changed by a write earlier in this pass has a stale plan entry.
        let item = binding.isDirty ? binding.resolve(state) : plan[index]
        return forced || item.sequence != binding.appliedSequence ? item : nil
      }
    }
    // Hand the emptied buffer back for the next changes: a `setValue` outside a
    // transition (one pass each) would otherwise allocate a new list every time.
    // Unique here, so emptying it keeps its capacity without a copy.
    if !changedBindings.isEmpty {
      changedBindings.removeAll(keepingCapacity: true)
      if dirtyBindings.isEmpty { swap(&changedBindings, &dirtyBindings) }
    }
    if state.rawValue != previous.rawValue || forced {
      notifySubscribers(applied: state, previous: previous, host: host)
    }
  }

  /// Writes the bindings `binding(0..<count)` for which `item` returns an entry.
  ///
  /// Loads each target once for a run of consecutive bindings sharing its
  /// reference (`QUICTargetRef`) rather than once per write: a weak load, and
  /// a release that takes the runtime's slow path because the target has weak
  /// references. The target is a local `let` so the writes borrow it; held in a
  /// variable across the write calls, it was retained again around each call.
  ///
  /// Holding the target for the run keeps it alive until the run ends: a
  /// target whose last owner lets it go while one of its properties is being
  /// written still gets the rest of the run's writes, and is skipped from the
  /// next pass on.
  ///
  /// Bindings are visited borrowed (no retain and release of each): the lists
  /// `binding` reads from keep them alive for the whole pass, since only
  /// `purge()` removes bindings, and never during a pass.
  @inline(__always)
  func writeRuns(
    count: Int, _ binding: (Int) -> QUICBinding, item: (QUICBinding, Int) -> PlanItem?
  ) {
    var index = 0
    while index < count {
      Unmanaged.passUnretained(binding(index)).withBorrowed { head in
        defer { index += 1 }
        guard let first = item(head, index) else { return }
        guard let target = head.targetRef.object else {
          needsPurge = true
          return
        }
        head.writeInPass(first, to: target)
        // The bindings right after it that share its target, with the target loaded once.
        while index + 1 < count {
          let sharesTarget = Unmanaged.passUnretained(binding(index + 1)).withBorrowed { next in
            guard next.targetRef === head.targetRef else { return false }
            if let item = item(next, index + 1) { next.writeInPass(item, to: target) }
            return true
          }
          guard sharesTarget else { break }
          index += 1
        }
      }
    }
  }

  /// The resolution of every binding in `state`, memoised until a value changes.
  func plan(for state: ControlState) -> ContiguousArray<PlanItem> {
    if let plan = plans[PlanKey(state)] { return plan }
    var plan = ContiguousArray<PlanItem>()
    plan.reserveCapacity(bindings.count)
    for binding in bindings {
      // A dead target is found here even if its winning value never changes.
      if binding.target == nil { needsPurge = true }
      plan.append(binding.resolve(state))
    }
    if plans.count >= 256 { plans.removeAll(keepingCapacity: true) }
    plans[PlanKey(state)] = plan
    return plan
  }

  /// Forgets bindings whose target died and bindings without values whose default is back.
  func purge() {
    #if DEBUG
      assert(!isInPass, "QuickControl: bindings purged during a pass, which visits them borrowed")
    #endif
    needsPurge = false
    // Keep the old lists until the accesses end: releasing a binding releases
    // its values, whose deinit may call back into the engine.
    let retired = (bindings, dirtyBindings)
    defer { withExtendedLifetime(retired) {} }
    bindings.removeAll { binding in
      binding.target == nil || (!binding.hasEntries && binding.appliedSequence == 0)
    }
    bindingsByKey.removeAll(keepingCapacity: true)
    for binding in bindings { bindingsByKey[binding.key] = binding }
    dirtyBindings.removeAll { $0.target == nil }
    plans.removeAll(keepingCapacity: true)
    deadTargetSweepThreshold = max(64, bindings.count * 2)
  }
}
