import Foundation

/// The platform-independent state machine behind every QuickControl host.
///
/// It keeps the factors, the values per target, key path and ``StateCondition``, the last applied
/// state, transitions and subscriptions, and never retains its host. An engine belongs to one
/// host; apps use the host's API (``ControlStateHost``).
///
/// ```swift
/// final class Card: ControlStateHost {
///   static let locked = declareState("locked")
///   let stateEngine = StateEngine()
///   var isLocked = false { didSet { applyCurrentState() } }
/// }
/// ```
@MainActor
public final class StateEngine {
  // Every stored property is private: the engine changes only through the operations below,
  // and `invariantViolations()` checks what they keep true.

  private var passLimit = 32
  private var reportDiagnostic: (EngineDiagnostic) -> Void = {
    FileHandle.standardError.write(Data(($0.description + "\n").utf8))
  }
  private var hostIdentity: ObjectIdentifier?

  /// Each factor's bits and key path (`nil` for a predicate), for messages.
  private var factorList: [(bits: UInt, keyPath: AnyKeyPath?)] = []
  /// The bits of the true factors: one closure, each factor's calling the one registered before it.
  private var factorBits: (AnyObject) -> UInt = { _ in 0 }
  private var factorMask: UInt = 0

  private var bindingList: [PropertyValues] = []
  private var bindingsByKey: [PropertyValues.Key: PropertyValues] = [:]
  /// The winning entry of every binding, per state, until a value changes.
  private var resolutions: [UInt: [Resolution]] = [:]
  private var sequence: UInt64 = 0
  private var weaklyHeldDefaultKeyPaths: Set<AnyKeyPath> = []
  private var needsPurge = false, deadTargetSweepThreshold = 64

  // `has…` mirror `!array.isEmpty`: a `Bool` is read without an exclusivity check.
  private var dirtyBindings: [PropertyValues] = [], hasDirtyBindings = false
  private var pendingApplies: [PendingApply] = [], hasPendingApplies = false
  /// Values removed while applying, released when it ends (a deinit may call back).
  private var retiredEntries: [Any] = [], hasRetiredEntries = false
  /// During a pass, the state being written.
  private var appliedState: ControlState = []
  private var passIsRunning = false, passDepth = 0, forcedApplyIsPending = false
  private var openTransitions = 0, eventQueue: [ControlEvents] = []

  private var subscriptions: [Subscription] = []
  private let streams = Locked<[Int: AsyncStream<ControlState>.Continuation]>([:])
  private var hasStreams = false, nextStreamID = 0
  private var tracker: ObservationTracker?
  /// Whether a value computed from the host was stored: each apply then writes the shown ones again.
  private var hasComputedValues = false
  /// Whether a value resolved when written (a colour, a computed value) was stored.
  private var hasResolvedValues = false
  /// How many writes of computed values are running: an apply they cause computes nothing again.
  private var computedWrites = 0
  /// Whether a trait change came during a transition: its commit writes the resolved values again.
  private var resolvedRewriteIsPending = false
  /// While a rule list is stored, the priority the rule being stored was written with.
  private var ruleWrittenPriority: Int?
  /// Whether a condition names a trait state or is a predicate: the host then computes them.
  private var hasTraitConditions = false
  /// Whether the host computes the trait states from its traits at all.
  private var traitStatesAreComputed = false
  /// How long the writes of a state change animate; 0: at once.
  private var stateAnimationDuration: TimeInterval = 0
  /// The bits whose changes alone are written at once (`statesChangingWithoutAnimation`).
  private var stillBits = ControlState.highlighted.rawValue
  #if !QUICKCONTROL_UIKIT
    /// Headless: the durations of the animations state changes ran (`animatedStateChangeDurations`).
    var animationLog: [TimeInterval] = []
  #endif
  private var followed: [FollowedHost] = []
  /// The states entered and left on triggers, and the work the host runs (``StateTask``).
  let memory = FormMemory()

  /// Creates an empty engine in the normal state.
  public init() {}

  deinit { for continuation in streams.withLock({ $0.values }) { continuation.finish() } }

  // MARK: - Reading

  /// The state whose values were last written (during a pass, the state being written).
  var lastAppliedState: ControlState { appliedState }
  /// How many transitions are open.
  var transitionDepth: Int { openTransitions }
  /// The events queued by the open transitions, in the order first sent.
  var queuedEvents: [ControlEvents] { eventQueue }
  /// The factors, in the order registered.
  var factors: [(bits: UInt, keyPath: AnyKeyPath?)] { factorList }
  /// The bindings (values of one target's property), in the order made.
  var bindings: [PropertyValues] { bindingList }
  /// Whether a pass is running.
  var isApplying: Bool { passIsRunning }
  /// Whether values removed during the running pass wait to be released.
  var isHoldingRetiredValues: Bool { hasRetiredEntries }
  /// How many `appliedStates` streams are live.
  var streamCount: Int { streams.withLock { $0.count } }
  /// The tracker of `@Observable` state, while observation tracking is on.
  var observationTracker: ObservationTracker? { tracker }
  /// How deep a chain of passes causing passes may go before it is stopped as a loop (at least 1).
  var maximumPasses: Int {
    get { passLimit }
    set { passLimit = newValue }
  }
  /// Where the engine reports a problem it detected instead of crashing (standard error by default).
  package var diagnosticHandler: (EngineDiagnostic) -> Void {
    get { reportDiagnostic }
    set { reportDiagnostic = newValue }
  }

  /// Whether a stored value or a subscription has a condition naming a trait state
  /// (``ControlState/darkAppearance``…) or a predicate (which may read one): until one does, a
  /// host leaves its traits out of its state.
  package var readsTraitStates: Bool { hasTraitConditions }

  /// Whether the host computes the trait states from its traits (a `QUIckControl`, a
  /// `PlaceholderTextView`); a condition naming one on another host is reported (debug builds).
  package var hostComputesTraitStates: Bool {
    get { traitStatesAreComputed }
    set { traitStatesAreComputed = newValue }
  }

  /// Notes that `condition` may read a trait state: it names one, or it is a predicate, which may read any.
  private func noteTraits(of condition: StateCondition) {
    if condition.state.rawValue & ControlState.traits.rawValue != 0 || condition.kind == .matching {
      hasTraitConditions = true
    }
  }

  /// How long the writes of a state change animate, in seconds; 0 (the default): at once.
  var animationDuration: TimeInterval {
    get { stateAnimationDuration }
    set { stateAnimationDuration = max(0, newValue.isFinite ? newValue : 0) }
  }

  /// The states whose changes alone are written at once, not animated.
  var statesChangingWithoutAnimation: ControlState {
    get { ControlState(rawValue: stillBits) }
    set { stillBits = newValue.rawValue }
  }

  /// The bits that factors compute.
  var registeredMask: UInt { factorMask }
  /// Whether a factor computes any bit of `state`.
  func computes(_ state: ControlState) -> Bool { factorMask & state.rawValue != 0 }

  // MARK: - Factors

  @usableFromInline package func registerFactor(
    _ state: ControlState, keyPath: AnyKeyPath?, host: AnyObject, evaluate: @escaping (AnyObject) -> Bool
  ) {
    let bits = state.rawValue
    // `fatalError` rather than `precondition`: its message survives optimised builds.
    guard bits != 0 && bits & ~(StateNames.stateBits | 0xF) == 0 else {
      fatalError(
        "QuickControl: cannot register state 0x\(String(bits, radix: 16)). Declare custom states in \(type(of: host)) with `static let name = declareState(\"name\")`. Only the system bits highlighted, disabled, selected and focused may be re-registered; the trait states (darkAppearance…) come from the traits."
      )
    }
    if let clash = factorList.first(where: { $0.bits & bits != 0 }) {
      let names = StateNames.of(type(of: host))
      fatalError(
        "QuickControl: \(type(of: host)) computes \(names.describe(ControlState(rawValue: clash.bits & bits), bare: true)) twice: with \(StateNames.name(of: clash.keyPath)) and with \(StateNames.name(of: keyPath)). A state has one factor; declare a state of its own for the second with `declareState(_:)`, or combine both conditions in one predicate."
      )
    }
    StateNames.noteRegistration(of: bits, on: type(of: host))
    factorList.append((bits, keyPath))
    factorMask |= bits
    let previous = factorBits
    factorBits = { host in
      let others = previous(host)
      return evaluate(host) ? others | bits : others
    }
  }

  /// The host's state: its platform bits, less the bits factors replace, plus every true factor's bits.
  public func computeState(of host: AnyObject, platformState: ControlState) -> ControlState {
    checkHost(host)
    return ControlState(rawValue: platformState.rawValue & ~factorMask | factorBits(host))
  }

  private func checkHost(_ host: AnyObject) {
    if hostIdentity == nil { hostIdentity = ObjectIdentifier(host) }
    guard hostIdentity != ObjectIdentifier(host) else { return }
    fatalError(
      "QuickControl: this StateEngine belongs to another host than the \(type(of: host)) passed to it. Each host owns one engine: pass the host that owns it (self) to computeState(of:platformState:) and apply(_:host:forced:)."
    )
  }

  // MARK: - Values

  /// Stores `item` for `target`'s `keyPath` under `condition`, in the binding `make` makes if it has none.
  @usableFromInline
  func store<Value>(
    _ item: TypedValues<Value>.Item, for target: AnyObject, keyPath: AnyKeyPath,
    when condition: StateCondition, make: (PropertyValues.Key) -> PropertyValues
  ) {
    let binding = binding(for: target, keyPath: keyPath, make: make)
    noteTraits(of: condition)
    if item.isResolved {
      hasResolvedValues = true
      if item.isComputed { hasComputedValues = true }
    }
    sequence += 1
    valuesChanged(in: binding)
    // One key path, one value type: a binding found by this key path holds `Value`s.
    let typed = unsafeDowncast(binding, to: TypedValues<Value>.self)
    // Released here, after the new value is stored, or when the running apply ends.
    let written = ruleWrittenPriority
    ruleWrittenPriority = nil
    if let replaced = binding.store(
      item, in: typed, for: condition, writtenPriority: written, sequence: sequence)
    {
      retire(replaced)
    }
  }

  /// The value stored for `target`'s `keyPath` under exactly `condition`, resolved if it is resolved when written.
  func value<Value>(for target: AnyObject, keyPath: AnyKeyPath, when condition: StateCondition) -> Value?? {
    guard let binding = liveBinding(for: target, keyPath: keyPath),
      let typed = binding as? TypedValues<Value>, let index = binding.index(ofWritten: condition)
    else { return nil }
    return .some(typed.value(at: index))
  }

  /// Marks the next value stored as a rule of a rule list written with `priority` (its position
  /// replaces it): ``value(for:keyPath:when:)`` and ``removeValues(of:for:when:)`` find it by the
  /// condition as written.
  func storeRule(writtenWith priority: Int) { ruleWrittenPriority = priority }

  /// Whether `target`'s `keyPath` has values in this engine.
  func hasValues(for target: AnyObject, keyPath: AnyKeyPath) -> Bool {
    liveBinding(for: target, keyPath: keyPath)?.hasEntries ?? false
  }

  /// Removes `target`'s values (of `keyPath`, under `condition`; only a rule list's rules if
  /// `rulesOnly`), released after all are removed.
  package func removeValues(
    of target: AnyObject, for keyPath: AnyKeyPath? = nil, when condition: StateCondition? = nil,
    rulesOnly: Bool = false
  ) {
    var removed: [Any] = []
    for binding in bindingList
    where binding.target === target && (keyPath == nil || binding.key.keyPath == keyPath) {
      guard let entries = rulesOnly ? binding.removeRules() : binding.removeEntries(for: condition) else {
        continue
      }
      removed.append(entries)
      valuesChanged(in: binding)
      if !binding.hasEntries { needsPurge = true }
    }
    retire(removed)
  }

  /// Holds weakly the default of every target's `keyPath`, stored or to come (0.x's `holdDefaultsWeakly`).
  func holdDefaultsWeakly(for keyPath: AnyKeyPath) {
    weaklyHeldDefaultKeyPaths.insert(keyPath)
    for binding in bindingList where binding.key.keyPath == keyPath { binding.values.holdDefaultWeakly() }
  }

  /// The binding of `target`'s `keyPath`, made by `make` if it has none.
  private func binding(
    for target: AnyObject, keyPath: AnyKeyPath, make: (PropertyValues.Key) -> PropertyValues
  ) -> PropertyValues {
    if let existing = liveBinding(for: target, keyPath: keyPath) { return existing }
    let binding = make(PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath))
    if let stale = bindingsByKey[binding.key] {
      // A dead target's address was reused: forget its values.
      retire(stale.removeEntries(for: nil) as Any)
      needsPurge = true
    }
    if weaklyHeldDefaultKeyPaths.contains(keyPath) { binding.values.holdDefaultWeakly() }
    bindingsByKey[binding.key] = binding
    bindingList.append(binding)
    // A dead target whose winning value never changes is never written, so never found by a pass.
    if bindingList.count >= deadTargetSweepThreshold { needsPurge = true }
    return binding
  }

  /// Keeps removed values until the running apply, if any, ends.
  private func retire(_ removed: Any) {
    guard passIsRunning else { return }
    retiredEntries.append(removed)
    hasRetiredEntries = true
  }

  private func liveBinding(for target: AnyObject, keyPath: AnyKeyPath) -> PropertyValues? {
    let binding = bindingsByKey[PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath)]
    return binding?.target === target ? binding : nil
  }

  private func valuesChanged(in binding: PropertyValues) {
    resolutions.removeAll(keepingCapacity: true)
    guard !binding.isDirty else { return }
    binding.isDirty = true
    dirtyBindings.append(binding)
    hasDirtyBindings = true
  }

  // MARK: - Resolution

  private func resolution(for state: ControlState) -> [Resolution] {
    if let memo = resolutions[state.rawValue] { return memo }
    let all = bindingList
    let winners = all.map { binding in
      // A dead target is found here even if its winning value never changes.
      if binding.target == nil { needsPurge = true }
      return binding.resolve(state)
    }
    if resolutions.count >= 256 { resolutions.removeAll(keepingCapacity: true) }
    resolutions[state.rawValue] = winners
    return winners
  }

  /// Forgets bindings whose target died and bindings without values whose default is back.
  private func purge() {
    needsPurge = false
    // The old lists are released after the accesses end: a value's deinit may call back.
    let old = (bindingList, dirtyBindings, bindingsByKey)
    defer { withExtendedLifetime(old) {} }
    bindingList = old.0.filter { $0.target != nil && ($0.hasEntries || $0.appliedSequence != 0) }
    bindingsByKey = Dictionary(uniqueKeysWithValues: bindingList.map { ($0.key, $0) })
    dirtyBindings = old.1.filter { $0.target != nil }
    hasDirtyBindings = !dirtyBindings.isEmpty
    resolutions.removeAll(keepingCapacity: true)
    deadTargetSweepThreshold = max(64, bindingList.count * 2)
  }

  // MARK: - Applying

  /// Which values a pass writes again though the entry that wins has not changed: values stored to
  /// be computed when written read data the engine does not see.
  package enum Rewrite: UInt8, Comparable {
    /// Only the winners that changed.
    case none
    /// And every value computed from the host that a target shows (its data may have changed).
    case computedValues
    /// And every value resolved when written that a target shows, computed ones included (the
    /// traits they are resolved with changed).
    case resolvedValues

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// An apply requested while a pass was running, run after it.
  private struct PendingApply {
    let state: ControlState, forced: Bool, rewrite: Rewrite
    /// 1 outside a pass; one more than the requesting pass's otherwise.
    var depth = 1
    let completion: (() -> Void)?
  }

  /// Writes the values of `state` whose winner changed (all if `forced`), and those `rewriting`
  /// names, then notifies subscribers; queued behind a running pass, and in a transition left to
  /// the commit (Documentation/Design.md, "The pass").
  ///
  /// Values computed from the host are computed in the pass, inside its animation, once: an
  /// apply that a computed value's own write causes (a `didSet` that applies) rewrites none.
  package func apply(
    _ state: ControlState, host: AnyObject, forced: Bool = false, rewriting: Rewrite = .computedValues,
    completion: (() -> Void)? = nil
  ) {
    checkHost(host)
    let rewrite = computedWrites == 0 ? rewriting : .none
    if passIsRunning && openTransitions == 0 {
      hasPendingApplies = true
      pendingApplies.append(
        PendingApply(
          state: state, forced: forced, rewrite: rewrite, depth: passDepth + 1, completion: completion))
      return
    }
    guard needsPass(state, forced: forced, rewrite: rewrite) else {
      completion?()
      return
    }
    passIsRunning = true
    defer {
      (passIsRunning, passDepth) = (false, 0)
      // Emptied before released: a value's deinit may call back into the engine.
      if hasRetiredEntries {
        hasRetiredEntries = false
        var retired: [Any] = []
        swap(&retired, &retiredEntries)
      }
    }
    // Deep chains are loops; the pass limit stops chains that branch, which stay shallow.
    let depthLimit = max(1, passLimit)
    let (product, overflow) = depthLimit.multipliedReportingOverflow(by: depthLimit)
    var (passes, next) = (
      0, Optional(PendingApply(state: state, forced: forced, rewrite: rewrite, completion: completion))
    )
    while let request = next {
      passes += 1
      if request.depth > depthLimit || (!overflow && passes > product) {
        return abandon(request, byDepth: request.depth > depthLimit, limit: depthLimit)
      }
      passDepth = request.depth
      let forced = request.forced || forcedApplyIsPending
      forcedApplyIsPending = false
      var rewrite = request.rewrite
      if resolvedRewriteIsPending { (rewrite, resolvedRewriteIsPending) = (.resolvedValues, false) }
      performPass(request.state, forced: forced, rewrite: rewrite, host: host)
      if let tracker, tracker.takeChange() { tracker.applyHost() }
      if needsPurge { purge() }
      request.completion?()
      next = nil
      while next == nil, hasPendingApplies {
        let candidate = pendingApplies.removeFirst()
        hasPendingApplies = !pendingApplies.isEmpty
        if needsPass(candidate.state, forced: candidate.forced, rewrite: candidate.rewrite) {
          next = candidate
        } else {
          candidate.completion?()
        }
      }
    }
  }

  /// Whether applying `state` has anything to do; records a forced apply and a trait change's
  /// rewrite inside a transition.
  private func needsPass(_ state: ControlState, forced: Bool, rewrite: Rewrite) -> Bool {
    if openTransitions > 0 {
      if forced { forcedApplyIsPending = true }
      if rewrite == .resolvedValues { resolvedRewriteIsPending = true }
      return false
    }
    return forced || forcedApplyIsPending || state != appliedState || hasDirtyBindings
      || (rewrite == .computedValues ? hasComputedValues : rewrite == .resolvedValues && hasResolvedValues)
  }

  private func performPass(_ state: ControlState, forced: Bool, rewrite requested: Rewrite, host: AnyObject) {
    let previous = appliedState
    // Set before the writes: a write that calls back must see the state being written.
    appliedState = state
    var changed: [PropertyValues] = []
    if hasDirtyBindings {
      swap(&changed, &dirtyBindings)
      hasDirtyBindings = false
      for binding in changed { binding.isDirty = false }
    }
    // A computed value may read the state: a change of state computes the shown ones again.
    var rewrite = requested
    if rewrite == .none && state != previous { rewrite = .computedValues }
    if rewrite == .computedValues && !hasComputedValues { rewrite = .none }
    if state == previous && !forced {
      if rewrite == .none {
        for binding in changed {
          let resolution = binding.resolve(state)
          if resolution.sequence != binding.appliedSequence, !write(binding, resolution) { needsPurge = true }
        }
      } else {
        writeWinners(of: state, forced: false, rewrite: rewrite)
      }
      // The emptied buffer goes back: a `setValue` outside a transition would allocate a list each time.
      changed.removeAll(keepingCapacity: true)
      if !hasDirtyBindings { swap(&changed, &dirtyBindings) }
      return
    }
    // A change only of the trait states (UIKit does not animate a trait change) or of the states
    // that change at once (`statesChangingWithoutAnimation`, the highlight of a press) is written at once.
    if stateAnimationDuration > 0
      && (state.rawValue ^ previous.rawValue) & ~(ControlState.traits.rawValue | stillBits) != 0
    {
      animateStateChange(duration: stateAnimationDuration) {
        self.writeWinners(of: state, forced: forced, rewrite: rewrite)
      }
    } else {
      writeWinners(of: state, forced: forced, rewrite: rewrite)
    }
    notifySubscribers(applied: state, previous: previous, host: host)
  }

  /// Writes each binding's winner in `state` that changed (all if `forced`), and those that
  /// `rewrite` names.
  private func writeWinners(of state: ControlState, forced: Bool, rewrite: Rewrite) {
    let (bindings, winners) = (bindingList, resolution(for: state))
    for index in winners.indices {
      // Borrowed, not retained: `bindings` keeps them alive (Documentation/Design.md, "Borrowed calls").
      Unmanaged.passUnretained(bindings[index]).borrow { binding in
        // A binding changed by a write earlier in this pass has a stale memo.
        let resolution = binding.isDirty ? binding.resolve(state) : winners[index]
        if forced || resolution.sequence != binding.appliedSequence
          || (rewrite != .none && binding.rewrites(resolution, rewrite)),
          !write(binding, resolution)
        {
          needsPurge = true
        }
      }
    }
  }

  /// Writes `resolution` to `binding`'s target; `false` if it has gone away. While a computed
  /// value is written, an apply it causes computes none again (``apply(_:host:forced:rewriting:completion:)``).
  @inline(__always)
  private func write(_ binding: PropertyValues, _ resolution: Resolution) -> Bool {
    guard binding.hasComputedEntries, binding.isComputed(resolution) else { return binding.write(resolution) }
    computedWrites += 1
    defer { computedWrites -= 1 }
    return binding.write(resolution)
  }

  private func abandon(_ request: PendingApply, byDepth: Bool, limit: Int) {
    let dropped = pendingApplies
    let cause =
      byDepth
      ? "did not settle after \(limit) passes, each caused by the one before"
      : "did not settle after \(limit * limit) passes in all (chains that branch)"
    reportDiagnostic(
      EngineDiagnostic(
        kind: .applyLoopDidNotSettle,
        message:
          "applying state \(StateNames.system.describe(request.state)) \(cause): a subscriber or a target changes the state every time it is applied. \(dropped.count + 1) queued apply(s) were dropped; the last applied state is \(StateNames.system.describe(appliedState))."
      ))
    // Events of transitions committed meanwhile are still sent; the applies they request are dropped.
    request.completion?()
    for item in dropped { item.completion?() }
    (pendingApplies, hasPendingApplies) = ([], false)
  }

  /// Writes the last applied state's values (in a transition: those written) to `target`.
  package func applyValues(toTarget target: AnyObject) {
    for binding in bindingList where binding.target === target {
      // A write may have replaced this binding (a didSet that re-registers): skip the old one.
      guard bindingsByKey[binding.key] === binding,
        let resolution = openTransitions > 0 ? binding.appliedResolution() : binding.resolve(appliedState)
      else { continue }
      if !write(binding, resolution) { needsPurge = true }
    }
    if needsPurge, !passIsRunning { purge() }
  }

  // MARK: - Transitions

  /// Opens a transition.
  func beginTransition() { openTransitions += 1 }

  /// Closes a transition; returns the queued events when it was the outermost, `nil` otherwise.
  func commitTransition() -> [ControlEvents]? {
    closeTransition("commitTransition")
    guard openTransitions == 0 else { return nil }
    defer { eventQueue = [] }
    return eventQueue
  }

  /// Closes a transition; the outermost drops the queued events and a pending forced apply.
  func cancelTransition() {
    closeTransition("cancelTransition")
    if openTransitions == 0 { (eventQueue, forcedApplyIsPending) = ([], false) }
  }

  private func closeTransition(_ name: String) {
    guard openTransitions > 0 else {
      fatalError(
        "QuickControl: \(name)() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or cancelTransition(), or use performTransition(_:)."
      )
    }
    openTransitions -= 1
  }

  /// Queues `events` (each bit once, in the order first sent); `false` outside a transition.
  package func enqueue(_ events: ControlEvents) -> Bool {
    guard openTransitions > 0 else { return false }
    let newBits = events.rawValue & ~eventQueue.reduce(0) { $0 | $1.rawValue }
    if newBits != 0 { eventQueue.append(ControlEvents(rawValue: newBits)) }
    return true
  }

  // MARK: - Subscriptions and streams

  private final class Subscription {
    let condition: StateCondition, handler: (AnyObject) -> Void
    var isCancelled = false
    init(_ condition: StateCondition, _ handler: @escaping (AnyObject) -> Void) {
      (self.condition, self.handler) = (condition, handler)
    }
  }

  /// Calls `handler` with the host each time the applied state starts to match `condition`.
  func subscribe(to condition: StateCondition, _ handler: @escaping (AnyObject) -> Void)
    -> ControlSubscription
  {
    let subscription = Subscription(condition, handler)
    noteTraits(of: condition)
    subscriptions.append(subscription)
    return ControlSubscription { [weak self] in
      subscription.isCancelled = true
      guard let self else { return }
      let all = subscriptions
      subscriptions = all.filter { $0 !== subscription }
      withExtendedLifetime(all) {}  // Released after the access: a handler's captures may call back.
    }
  }

  /// How many state subscriptions are live.
  var subscriptionCount: Int { subscriptions.count }

  /// Yields every state applied from now on to `continuation`, until its stream terminates.
  func addStream(_ continuation: AsyncStream<ControlState>.Continuation) {
    nextStreamID += 1
    let id = nextStreamID
    streams.withLock { $0[id] = continuation }
    hasStreams = true
    continuation.onTermination = { [streams] _ in _ = streams.withLock { $0.removeValue(forKey: id) } }
  }

  private func notifySubscribers(applied state: ControlState, previous: ControlState, host: AnyObject) {
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

  // MARK: - Followed hosts and observation

  /// Keeps `host` (followed by a factor of this engine's host) and the subscriptions that follow it.
  func follow(_ host: FollowedHost) { followed.append(host) }

  /// The live hosts this engine's host follows.
  var followedHosts: [any ControlStateHost] { followed.compactMap(\.host) }
  /// Whether the host already re-applies on `control`'s input.
  func readsInput(of control: AnyObject) -> Bool { followed.contains { $0.isInput(of: control) } }
  /// Forgets the controls and hosts followed that went away.
  func forgetGoneInputs() { followed.removeAll(where: \.isGone) }
  /// How many controls and hosts are followed.
  var followedCount: Int { followed.count }

  /// Starts (a tracker) or stops (`nil`) tracking the `@Observable` state factors read.
  func setObservationTracker(_ tracker: ObservationTracker?) { self.tracker = tracker }

  /// `state()`, tracked when observation tracking is on.
  func trackedState(_ state: () -> ControlState) -> ControlState {
    tracker.map { $0.track(state) } ?? state()
  }

  // MARK: - Invariants

  /// What the engine's operations keep true, checked; empty when all holds. The tests call it
  /// after their random sequences, the fuzzer after each operation.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
      if !holds { problems.append(problem()) }
    }
    // Factors.
    check(factorMask == factorList.reduce(0) { $0 | $1.bits }, "the registered mask is not the factors' bits")
    check(
      factorList.map(\.bits.nonzeroBitCount).reduce(0, +) == factorMask.nonzeroBitCount, "factors overlap")
    // Bindings and their index.
    let listed = Set(bindingList.map(ObjectIdentifier.init))
    check(listed.count == bindingList.count, "a binding listed twice")
    check(
      bindingsByKey.allSatisfy { $0.key == $0.value.key && listed.contains(ObjectIdentifier($0.value)) },
      "the index names a binding that is not listed, or under another key")
    check(needsPurge || bindingsByKey.count == bindingList.count, "a listed binding missing from the index")
    for binding in bindingList { problems += binding.invariantViolations(latestSequence: sequence) }
    // Dirty bindings.
    check(hasDirtyBindings == !dirtyBindings.isEmpty, "hasDirtyBindings does not mirror the list")
    let dirty = Set(dirtyBindings.map(ObjectIdentifier.init))
    check(dirty.count == dirtyBindings.count, "a binding listed dirty twice")
    check(dirtyBindings.allSatisfy(\.isDirty), "a binding listed dirty is not marked")
    check(
      bindingList.allSatisfy { !$0.isDirty || dirty.contains(ObjectIdentifier($0)) },
      "a dirty binding not listed")
    // Memoised resolutions agree with resolving now.
    for (state, winners) in resolutions {
      check(
        winners.count == bindingList.count
          && zip(bindingList, winners).allSatisfy { $0.resolve(ControlState(rawValue: state)) == $1 },
        "a stale memo for state 0x\(String(state, radix: 16))")
    }
    // Passes, transitions, queues.
    check(hasPendingApplies == !pendingApplies.isEmpty, "hasPendingApplies does not mirror the queue")
    check(hasRetiredEntries == !retiredEntries.isEmpty, "hasRetiredEntries does not mirror the list")
    check(hasStreams || streams.withLock { $0.isEmpty }, "a live stream is not notified")
    check(openTransitions >= 0, "a negative transition depth")
    check(openTransitions > 0 || eventQueue.isEmpty, "events queued outside a transition")
    check(
      eventQueue.reduce(0) { $0 | $1.rawValue }.nonzeroBitCount
        == eventQueue.map(\.rawValue.nonzeroBitCount).reduce(0, +),
      "an event queued twice")
    if !passIsRunning {
      check(passDepth == 0 && pendingApplies.isEmpty && retiredEntries.isEmpty, "a pass left work behind")
      // Settled: every live target shows the value its binding resolves to in the applied state.
      if openTransitions == 0 && !hasDirtyBindings && !forcedApplyIsPending {
        for binding in bindingList where binding.target != nil && bindingsByKey[binding.key] === binding {
          check(
            binding.appliedSequence == binding.resolve(appliedState).sequence,
            "\(binding.targetType) \(StateNames.name(of: binding.key.keyPath)) shows sequence \(binding.appliedSequence), not its winner in the applied state"
          )
        }
      }
    }
    return problems
  }
}

extension Unmanaged {
  /// Calls `body` with the instance, neither retained nor released; transparent
  /// (Documentation/Design.md, "Borrowed calls").
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
    /// A condition names a trait state on a host that never computes them (debug builds).
    case traitStateNeverComputed
  }

  package let kind: Kind
  package let message: String
  package var description: String { "QuickControl: \(message)" }
}
