extension StateEngine {
  /// An apply requested while a pass was running, run after it.
  struct PendingApply {
    let state: ControlState, forced: Bool
    /// 1 outside a pass; one more than the requesting pass's otherwise.
    var depth = 1
    let completion: (() -> Void)?
  }

  /// Writes the values of `state` whose winner changed (all if `forced`), then notifies subscribers;
  /// queued behind a running pass, and in a transition left to the commit (Benchmarks/README.md).
  package func apply(
    _ state: ControlState, host: AnyObject, forced: Bool = false, completion: (() -> Void)? = nil
  ) {
    checkHost(host)
    if isApplying && transitionDepth == 0 {
      hasPendingApplies = true
      pendingApplies.append(
        PendingApply(state: state, forced: forced, depth: passDepth + 1, completion: completion))
      return
    }
    guard needsPass(state, forced: forced) else {
      completion?()
      return
    }
    isApplying = true
    defer {
      (isApplying, passDepth) = (false, 0)
      // Emptied before released: a value's deinit may call back into the engine.
      if hasRetiredEntries {
        hasRetiredEntries = false
        var retired: [Any] = []
        swap(&retired, &retiredEntries)
      }
    }
    // Deep chains are loops; the pass limit stops chains that branch, which stay shallow.
    let depthLimit = max(1, maximumPasses)
    let (product, overflow) = depthLimit.multipliedReportingOverflow(by: depthLimit)
    var (passes, next) = (0, Optional(PendingApply(state: state, forced: forced, completion: completion)))
    while let request = next {
      passes += 1
      if request.depth > depthLimit || (!overflow && passes > product) {
        return abandon(request, byDepth: request.depth > depthLimit, limit: depthLimit)
      }
      passDepth = request.depth
      let forced = request.forced || forcedApplyIsPending
      forcedApplyIsPending = false
      performPass(request.state, forced: forced, host: host)
      if let observationTracker, observationTracker.takeChange() { observationTracker.applyHost() }
      if needsPurge { purge() }
      request.completion?()
      next = nil
      while next == nil, hasPendingApplies {
        let candidate = pendingApplies.removeFirst()
        hasPendingApplies = !pendingApplies.isEmpty
        if needsPass(candidate.state, forced: candidate.forced) {
          next = candidate
        } else {
          candidate.completion?()
        }
      }
    }
  }

  /// Whether applying `state` has anything to do; records a forced apply inside a transition.
  func needsPass(_ state: ControlState, forced: Bool) -> Bool {
    if transitionDepth > 0 {
      if forced { forcedApplyIsPending = true }
      return false
    }
    return forced || forcedApplyIsPending || state != lastAppliedState || hasDirtyBindings
  }

  func performPass(_ state: ControlState, forced: Bool, host: AnyObject) {
    let previous = lastAppliedState
    // Set before the writes: a write that calls back must see the state being written.
    lastAppliedState = state
    var changed: [PropertyValues] = []
    if hasDirtyBindings {
      swap(&changed, &dirtyBindings)
      hasDirtyBindings = false
      for binding in changed { binding.isDirty = false }
    }
    if state == previous && !forced {
      for binding in changed {
        let resolution = binding.resolve(state)
        if resolution.sequence != binding.appliedSequence, !binding.write(resolution) { needsPurge = true }
      }
      // The emptied buffer goes back: a `setValue` outside a transition would allocate a list each time.
      changed.removeAll(keepingCapacity: true)
      if !hasDirtyBindings { swap(&changed, &dirtyBindings) }
      return
    }
    let (bindings, winners) = (self.bindings, resolution(for: state))
    for index in winners.indices {
      // Borrowed, not retained: `bindings` keeps them alive (Benchmarks/README.md, "Engine internals").
      Unmanaged.passUnretained(bindings[index]).borrow { binding in
        // A binding changed by a write earlier in this pass has a stale memo.
        let resolution = binding.isDirty ? binding.resolve(state) : winners[index]
        if forced || resolution.sequence != binding.appliedSequence, !binding.write(resolution) {
          needsPurge = true
        }
      }
    }
    notifySubscribers(applied: state, previous: previous, host: host)
  }

  private func abandon(_ request: PendingApply, byDepth: Bool, limit: Int) {
    let dropped = pendingApplies
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
    // Events of transitions committed meanwhile are still sent; the applies they request are dropped.
    request.completion?()
    for item in dropped { item.completion?() }
    (pendingApplies, hasPendingApplies) = ([], false)
  }

  /// Writes the last applied state's values (in a transition: those written) to `target`.
  package func applyValues(toTarget target: AnyObject) {
    for binding in bindings where binding.target === target {
      // A write may have replaced this binding (a didSet that re-registers): skip the old one.
      guard bindingsByKey[binding.key] === binding,
        let resolution = transitionDepth > 0 ? binding.appliedResolution() : binding.resolve(lastAppliedState)
      else { continue }
      if !binding.write(resolution) { needsPurge = true }
    }
    if needsPurge, !isApplying { purge() }
  }

  // MARK: - Transitions

  func closeTransition(_ name: String) {
    guard transitionDepth > 0 else {
      fatalError(
        "QuickControl: \(name)() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or cancelTransition(), or use performTransition(_:)."
      )
    }
    transitionDepth -= 1
  }

  /// Queues `events` (each bit once, in the order first sent); `false` outside a transition.
  package func enqueue(_ events: ControlEvents) -> Bool {
    guard transitionDepth > 0 else { return false }
    let newBits = events.rawValue & ~queuedEvents.reduce(0) { $0 | $1.rawValue }
    if newBits != 0 { queuedEvents.append(ControlEvents(rawValue: newBits)) }
    return true
  }

  // MARK: - Subscriptions

  final class Subscription {
    let condition: StateCondition, handler: (AnyObject) -> Void
    var isCancelled = false
    init(_ condition: StateCondition, _ handler: @escaping (AnyObject) -> Void) {
      (self.condition, self.handler) = (condition, handler)
    }
  }

  func notifySubscribers(applied state: ControlState, previous: ControlState, host: AnyObject) {
    // Streams first: a stream a handler creates starts with the next state.
    if hasStreams {
      let continuations = streams.withLock { $0.values }
      hasStreams = !continuations.isEmpty
      for continuation in continuations { continuation.yield(state) }
    }
    for subscription in subscriptions
    where !subscription.isCancelled && subscription.condition.matches(state)
      && !subscription.condition.matches(previous)
    {
      subscription.handler(host)
    }
  }
}

extension Unmanaged {
  /// Calls `body` with the instance, neither retained nor released; transparent (Benchmarks/README.md).
  @_transparent
  func borrow<Result>(_ body: (Instance) -> Result) -> Result { _withUnsafeGuaranteedRef(body) }
}

/// A problem the engine detected at run time and reported (``StateEngine/diagnosticHandler``) instead of crashing.
package struct EngineDiagnostic: Sendable, CustomStringConvertible {
  package enum Kind: Sendable, Hashable {
    /// Applying a state kept causing another state change (``StateEngine/maximumPasses``).
    case applyLoopDidNotSettle
    /// Two hosts store values for the same property of the same target (debug builds).
    case conflictingHosts
    /// A rule of a rule list that the rules above it always shadow (debug builds).
    case unreachableRule
  }

  package let kind: Kind
  package let message: String
  package var description: String { "QuickControl: \(message)" }
}
