import Foundation

/// The platform-independent state machine behind every QuickControl host.
///
/// It keeps the registered states, the values per target, key path and ``StateCondition``, the last applied
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
  // The engine's bookkeeping is `private` or `private(set)`: it changes only through the
  // operations below, and `invariantViolations()` checks what they keep true. The settings its
  // hosts write (`maximumPasses`, `diagnosticHandler`, `hostComputesTraitStates`,
  // `animationDuration`, `statesChangingWithoutAnimation`) and the animation log they append to
  // are not private; no invariant reads them.

  /// How deep a chain of passes causing passes may go before it is stopped as a loop (at least 1).
  var maximumPasses = 32
  /// Where the engine reports a problem it detected instead of crashing (standard error by default).
  package var diagnosticHandler: (EngineDiagnostic) -> Void = {
    FileHandle.standardError.write(Data(($0.description + "\n").utf8))
  }
  private var hostIdentity: ObjectIdentifier?

  /// Each registered state's bits and key path (`nil` for a predicate), in the order registered, for messages.
  private(set) var registeredStates: [(bits: UInt, keyPath: AnyKeyPath?)] = []
  /// The bits of the true registered states: one closure, each state's calling the one registered before it.
  private var trueRegisteredBits: (AnyObject) -> UInt = { _ in 0 }
  /// The bits that registered states compute.
  private(set) var registeredMask: UInt = 0

  /// The values of each target's property, in the order made.
  private(set) var propertyValues: [PropertyValues] = []
  private var propertyValuesByKey: [PropertyValues.Key: PropertyValues] = [:]
  /// The winning entry of every target's property, per state, until a value changes.
  private var resolutions: [UInt: [Resolution]] = [:]
  private var sequence: UInt64 = 0
  private var weaklyHeldDefaultKeyPaths: Set<AnyKeyPath> = []
  private var needsPurge = false, deadTargetSweepThreshold = 64

  // `has…` mirror `!array.isEmpty`: a `Bool` is read without an exclusivity check.
  private var dirtyPropertyValues: [PropertyValues] = [], hasDirtyPropertyValues = false
  private var pendingApplies: [PendingApply] = [], hasPendingApplies = false
  /// Values removed while applying, released when it ends (a deinit may call back).
  private var retiredEntries: [Any] = []
  /// Whether values removed during the running pass wait to be released.
  private(set) var isHoldingRetiredValues = false
  /// The state whose values were last written (during a pass, the state being written).
  private(set) var lastAppliedState: ControlState = []
  /// Whether a pass is running.
  private(set) var isApplying = false
  private var passDepth = 0, forcedApplyIsPending = false
  /// How many transitions are open.
  private(set) var transitionDepth = 0
  /// The events queued by the open transitions, in the order first sent.
  private(set) var queuedEvents: [ControlEvents] = []

  private var subscriptions: [Subscription] = []
  private let streams = Locked<[Int: AsyncStream<ControlState>.Continuation]>([:])
  private var hasStreams = false, nextStreamID = 0
  /// The tracker of `@Observable` state, while observation tracking is on.
  private(set) var observationTracker: ObservationTracker?
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
  /// Whether a stored value or a subscription has a condition naming a trait state
  /// (`ControlState.darkAppearance`…) or a predicate (which may read one): until one does, a
  /// host leaves its traits out of its state.
  ///
  /// Kept in a private property: a `package` stored property is read through a getter with a run-time
  /// exclusivity check (about 80 instructions per apply of a `QUIckControl`), a private one is not.
  package var readsTraitStates: Bool { hasTraitConditions }
  /// The storage of ``readsTraitStates``.
  private var hasTraitConditions = false
  /// Whether the host computes the trait states from its traits (a `QUIckControl`, a
  /// `PlaceholderTextView`); a condition naming one on another host is reported (debug builds).
  package var hostComputesTraitStates = false
  /// How long the writes of a state change animate, in seconds; 0 (the default): at once.
  var animationDuration: TimeInterval = 0 {
    didSet { if !(animationDuration.isFinite && animationDuration >= 0) { animationDuration = 0 } }
  }
  /// The states whose changes alone are written at once, not animated (the highlight of a press).
  var statesChangingWithoutAnimation: ControlState = .highlighted
  /// The durations of the most recent animations state changes ran (`animatedStateChangeDurations`).
  var animationLog: [TimeInterval] = []
  /// The hosts whose state a registration reads and the controls whose input the host reads.
  private(set) var sources: [StateSource] = []
  /// The states entered and left on triggers, and the work the host runs (``StateTask``).
  let memory = FormMemory()
  /// The clock of the host's timed states and periodic applies (``ControlStateHost/clock``).
  var clock: any Clock<Duration> = ContinuousClock()

  /// Creates an empty engine in the normal state.
  public init() {}

  deinit { for continuation in streams.withLock({ $0.values }) { continuation.finish() } }

  // MARK: - Reading

  /// How many `appliedStates` streams are live.
  var streamCount: Int { streams.withLock { $0.count } }

  /// Notes that `condition` may read a trait state: it names one, or it is a predicate, which may read any.
  private func noteTraits(of condition: StateCondition) {
    if condition.state.rawValue & ControlState.traits.rawValue != 0 || condition.kind == .matching {
      hasTraitConditions = true
    }
  }

  /// Whether a registered state computes any bit of `state`.
  func computes(_ state: ControlState) -> Bool { registeredMask & state.rawValue != 0 }

  // MARK: - Registered states

  @usableFromInline package func registerState(
    _ state: ControlState, keyPath: AnyKeyPath?, host: AnyObject, evaluate: @escaping (AnyObject) -> Bool
  ) {
    let bits = state.rawValue
    // `fatalError` rather than `precondition`: its message survives optimised builds.
    guard bits != 0 && bits & ~(StateNames.stateBits | 0xF) == 0 else {
      fatalError(
        "QuickControl: cannot register state 0x\(String(bits, radix: 16)). Declare custom states in \(type(of: host)) with `static let name = declareState(\"name\")`. Only the system bits highlighted, disabled, selected and focused may be re-registered; the trait states (darkAppearance…) come from the traits."
      )
    }
    if let clash = registeredStates.first(where: { $0.bits & bits != 0 }) {
      let names = StateNames.of(type(of: host))
      fatalError(
        "QuickControl: \(type(of: host)) computes \(names.describe(ControlState(rawValue: clash.bits & bits), bare: true)) twice: with \(StateNames.name(of: clash.keyPath)) and with \(StateNames.name(of: keyPath)). A state is registered once; declare a state of its own for the second with `declareState(_:)`, or combine both conditions in one predicate."
      )
    }
    StateNames.noteRegistration(of: bits, on: type(of: host))
    registeredStates.append((bits, keyPath))
    registeredMask |= bits
    let previous = trueRegisteredBits
    trueRegisteredBits = { host in
      let others = previous(host)
      return evaluate(host) ? others | bits : others
    }
  }

  /// The host's state: its platform bits, less the bits registered states replace, plus every true registered state's bits.
  public func computeState(of host: AnyObject, platformState: ControlState) -> ControlState {
    checkHost(host)
    return ControlState(rawValue: platformState.rawValue & ~registeredMask | trueRegisteredBits(host))
  }

  private func checkHost(_ host: AnyObject) {
    if hostIdentity == nil { hostIdentity = ObjectIdentifier(host) }
    guard hostIdentity != ObjectIdentifier(host) else { return }
    fatalError(
      "QuickControl: this StateEngine belongs to another host than the \(type(of: host)) passed to it. Each host owns one engine: pass the host that owns it (self) to computeState(of:platformState:) and apply(_:host:forced:)."
    )
  }

  // MARK: - Values

  /// Stores `item` for `target`'s `keyPath` under `condition`, in the values `make` makes if it has none.
  @usableFromInline
  func store<Value>(
    _ item: TypedValues<Value>.Item, for target: AnyObject, keyPath: AnyKeyPath,
    when condition: StateCondition, make: (PropertyValues.Key) -> PropertyValues
  ) {
    let property = property(for: target, keyPath: keyPath, make: make)
    noteTraits(of: condition)
    if item.isResolved {
      hasResolvedValues = true
      if item.isComputed { hasComputedValues = true }
    }
    sequence += 1
    valuesChanged(in: property)
    // One key path, one value type: the values found by this key path holds `Value`s.
    let typed = unsafeDowncast(property, to: TypedValues<Value>.self)
    // Released here, after the new value is stored, or when the running apply ends.
    let written = ruleWrittenPriority
    ruleWrittenPriority = nil
    if let replaced = property.store(
      item, in: typed, for: condition, writtenPriority: written, sequence: sequence)
    {
      retire(replaced)
    }
  }

  /// The value stored for `target`'s `keyPath` under exactly `condition`, resolved if it is resolved when written.
  func value<Value>(for target: AnyObject, keyPath: AnyKeyPath, when condition: StateCondition) -> Value?? {
    guard let property = liveProperty(for: target, keyPath: keyPath),
      let typed = property as? TypedValues<Value>, let index = property.index(ofWritten: condition)
    else { return nil }
    return .some(typed.value(at: index))
  }

  /// Marks the next value stored as a rule of a rule list written with `priority` (its position
  /// replaces it): ``value(for:keyPath:when:)`` and ``removeValues(of:for:when:)`` find it by the
  /// condition as written.
  func storeRule(writtenWith priority: Int) { ruleWrittenPriority = priority }

  /// Whether `target`'s `keyPath` has values in this engine.
  func hasValues(for target: AnyObject, keyPath: AnyKeyPath) -> Bool {
    liveProperty(for: target, keyPath: keyPath)?.hasEntries ?? false
  }

  /// Removes `target`'s values (of `keyPath`, under `condition`; only a rule list's rules if
  /// `rulesOnly`), released after all are removed.
  package func removeValues(
    of target: AnyObject, for keyPath: AnyKeyPath? = nil, when condition: StateCondition? = nil,
    rulesOnly: Bool = false
  ) {
    var removed: [Any] = []
    for property in propertyValues
    where property.target === target && (keyPath == nil || property.key.keyPath == keyPath) {
      guard let entries = rulesOnly ? property.removeRules() : property.removeEntries(for: condition) else {
        continue
      }
      removed.append(entries)
      valuesChanged(in: property)
      if !property.hasEntries { needsPurge = true }
    }
    retire(removed)
  }

  /// Holds weakly the default of every target's `keyPath`, stored or to come (0.x's `holdDefaultsWeakly`).
  func holdDefaultsWeakly(for keyPath: AnyKeyPath) {
    weaklyHeldDefaultKeyPaths.insert(keyPath)
    for property in propertyValues where property.key.keyPath == keyPath {
      property.values.holdDefaultWeakly()
    }
  }

  /// The values of `target`'s `keyPath`, made by `make` if it has none.
  private func property(
    for target: AnyObject, keyPath: AnyKeyPath, make: (PropertyValues.Key) -> PropertyValues
  ) -> PropertyValues {
    if let existing = liveProperty(for: target, keyPath: keyPath) { return existing }
    let property = make(PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath))
    if let stale = propertyValuesByKey[property.key] {
      // A dead target's address was reused: forget its values.
      retire(stale.removeEntries(for: nil) as Any)
      needsPurge = true
    }
    if weaklyHeldDefaultKeyPaths.contains(keyPath) { property.values.holdDefaultWeakly() }
    propertyValuesByKey[property.key] = property
    propertyValues.append(property)
    // A dead target whose winning value never changes is never written, so never found by a pass.
    if propertyValues.count >= deadTargetSweepThreshold { needsPurge = true }
    return property
  }

  /// Keeps removed values until the running apply, if any, ends.
  private func retire(_ removed: Any) {
    guard isApplying else { return }
    retiredEntries.append(removed)
    isHoldingRetiredValues = true
  }

  private func liveProperty(for target: AnyObject, keyPath: AnyKeyPath) -> PropertyValues? {
    let property = propertyValuesByKey[PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath)]
    return property?.target === target ? property : nil
  }

  private func valuesChanged(in property: PropertyValues) {
    resolutions.removeAll(keepingCapacity: true)
    guard !property.isDirty else { return }
    property.isDirty = true
    dirtyPropertyValues.append(property)
    hasDirtyPropertyValues = true
  }

  // MARK: - Resolution

  private func resolution(for state: ControlState) -> [Resolution] {
    if let memo = resolutions[state.rawValue] { return memo }
    let all = propertyValues
    let winners = all.map { property in
      // A dead target is found here even if its winning value never changes.
      if property.target == nil { needsPurge = true }
      return property.resolve(state)
    }
    if resolutions.count >= 256 { resolutions.removeAll(keepingCapacity: true) }
    resolutions[state.rawValue] = winners
    return winners
  }

  /// Forgets the properties whose target died and those without values whose default is back.
  private func purge() {
    needsPurge = false
    // The old lists are released after the accesses end: a value's deinit may call back.
    let old = (propertyValues, dirtyPropertyValues, propertyValuesByKey)
    defer { withExtendedLifetime(old) {} }
    propertyValues = old.0.filter { $0.target != nil && ($0.hasEntries || $0.appliedSequence != 0) }
    propertyValuesByKey = Dictionary(uniqueKeysWithValues: propertyValues.map { ($0.key, $0) })
    dirtyPropertyValues = old.1.filter { $0.target != nil }
    hasDirtyPropertyValues = !dirtyPropertyValues.isEmpty
    resolutions.removeAll(keepingCapacity: true)
    deadTargetSweepThreshold = max(64, propertyValues.count * 2)
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
    if isApplying && transitionDepth == 0 {
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
    isApplying = true
    defer {
      (isApplying, passDepth) = (false, 0)
      // Emptied before released: a value's deinit may call back into the engine.
      if isHoldingRetiredValues {
        isHoldingRetiredValues = false
        var retired: [Any] = []
        swap(&retired, &retiredEntries)
      }
    }
    // Deep chains are loops; the pass limit stops chains that branch, which stay shallow.
    let depthLimit = max(1, maximumPasses)
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
      if let observationTracker, observationTracker.takeChange() { observationTracker.applyHost() }
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
    if transitionDepth > 0 {
      if forced { forcedApplyIsPending = true }
      if rewrite == .resolvedValues { resolvedRewriteIsPending = true }
      return false
    }
    return forced || forcedApplyIsPending || state != lastAppliedState || hasDirtyPropertyValues
      || (rewrite == .computedValues ? hasComputedValues : rewrite == .resolvedValues && hasResolvedValues)
  }

  private func performPass(_ state: ControlState, forced: Bool, rewrite requested: Rewrite, host: AnyObject) {
    let previous = lastAppliedState
    // Set before the writes: a write that calls back must see the state being written.
    lastAppliedState = state
    var changed: [PropertyValues] = []
    if hasDirtyPropertyValues {
      swap(&changed, &dirtyPropertyValues)
      hasDirtyPropertyValues = false
      for property in changed { property.isDirty = false }
    }
    // A computed value may read the state: a change of state computes the shown ones again.
    var rewrite = requested
    if rewrite == .none && state != previous { rewrite = .computedValues }
    if rewrite == .computedValues && !hasComputedValues { rewrite = .none }
    if state == previous && !forced {
      if rewrite == .none {
        for property in changed {
          let resolution = property.resolve(state)
          if resolution.sequence != property.appliedSequence, !write(property, resolution) {
            needsPurge = true
          }
        }
      } else {
        writeWinners(of: state, forced: false, rewrite: rewrite)
      }
      // The emptied buffer goes back: a `setValue` outside a transition would allocate a list each time.
      changed.removeAll(keepingCapacity: true)
      if !hasDirtyPropertyValues { swap(&changed, &dirtyPropertyValues) }
      return
    }
    // A change only of the trait states (UIKit does not animate a trait change) or of the states
    // that change at once (`statesChangingWithoutAnimation`, the highlight of a press) is written at once.
    if animationDuration > 0
      && (state.rawValue ^ previous.rawValue)
        & ~(ControlState.traits.rawValue | statesChangingWithoutAnimation.rawValue) != 0
    {
      animateStateChange(duration: animationDuration) {
        self.writeWinners(of: state, forced: forced, rewrite: rewrite)
      }
    } else {
      writeWinners(of: state, forced: forced, rewrite: rewrite)
    }
    notifySubscribers(applied: state, previous: previous, host: host)
  }

  /// Writes each property's winner in `state` that changed (all if `forced`), and those that
  /// `rewrite` names.
  private func writeWinners(of state: ControlState, forced: Bool, rewrite: Rewrite) {
    let (all, winners) = (propertyValues, resolution(for: state))
    for index in winners.indices {
      // Borrowed, not retained: `all` keeps them alive (Documentation/Design.md, "Borrowed calls").
      Unmanaged.passUnretained(all[index]).borrow { property in
        // A property changed by a write earlier in this pass has a stale memo.
        let resolution = property.isDirty ? property.resolve(state) : winners[index]
        if forced || resolution.sequence != property.appliedSequence
          || (rewrite != .none && property.rewrites(resolution, rewrite)),
          !write(property, resolution)
        {
          needsPurge = true
        }
      }
    }
  }

  /// Writes `resolution` to `property`'s target; `false` if it has gone away. While a computed
  /// value is written, an apply it causes computes none again (``apply(_:host:forced:rewriting:completion:)``).
  @inline(__always)
  private func write(_ property: PropertyValues, _ resolution: Resolution) -> Bool {
    guard property.hasComputedEntries, property.isComputed(resolution) else {
      return property.write(resolution)
    }
    computedWrites += 1
    defer { computedWrites -= 1 }
    return property.write(resolution)
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
    for property in propertyValues where property.target === target {
      // A write may have replaced these values (a didSet that re-registers): skip the old one.
      guard propertyValuesByKey[property.key] === property,
        let resolution = transitionDepth > 0
          ? property.appliedResolution() : property.resolve(lastAppliedState)
      else { continue }
      if !write(property, resolution) { needsPurge = true }
    }
    if needsPurge, !isApplying { purge() }
  }

  // MARK: - Transitions

  /// Opens a transition.
  func beginTransition() { transitionDepth += 1 }

  /// Closes a transition; returns the queued events when it was the outermost, `nil` otherwise.
  func commitTransition() -> [ControlEvents]? {
    closeTransition("commitTransition")
    guard transitionDepth == 0 else { return nil }
    defer { queuedEvents = [] }
    return queuedEvents
  }

  /// Closes a transition; the outermost drops the queued events and a pending forced apply.
  func cancelTransition() {
    closeTransition("cancelTransition")
    if transitionDepth == 0 { (queuedEvents, forcedApplyIsPending) = ([], false) }
  }

  private func closeTransition(_ name: String) {
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

  // MARK: - Sources and observation

  /// Keeps `source` (a host a registration of this engine's host reads, or a control whose input
  /// it reads) and the subscriptions on it.
  func addSource(_ source: StateSource) { sources.append(source) }

  /// The live hosts whose state a registration of this engine's host reads.
  var sourceHosts: [any ControlStateHost] { sources.compactMap(\.host) }
  /// Whether the host already re-applies on `control`'s input.
  func readsInput(of control: AnyObject) -> Bool { sources.contains { $0.isInput(of: control) } }
  /// Forgets the controls and hosts that went away.
  func forgetGoneSources() { sources.removeAll(where: \.isGone) }

  /// Starts (a tracker) or stops (`nil`) tracking the `@Observable` state registered states read.
  func setObservationTracker(_ tracker: ObservationTracker?) { observationTracker = tracker }

  /// `state()`, tracked when observation tracking is on.
  func trackedState(_ state: () -> ControlState) -> ControlState {
    observationTracker.map { $0.track(state) } ?? state()
  }

  // MARK: - Invariants

  /// What the engine's operations keep true, checked; empty when all holds. The tests call it
  /// after their random sequences, the fuzzer after each operation.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
      if !holds { problems.append(problem()) }
    }
    // Registered states.
    check(
      registeredMask == registeredStates.reduce(0) { $0 | $1.bits },
      "the registered mask is not the registered states' bits")
    check(
      registeredStates.map(\.bits.nonzeroBitCount).reduce(0, +) == registeredMask.nonzeroBitCount,
      "registered states overlap")
    // Property values and their index.
    let listed = Set(propertyValues.map(ObjectIdentifier.init))
    check(listed.count == propertyValues.count, "a property listed twice")
    check(
      propertyValuesByKey.allSatisfy {
        $0.key == $0.value.key && listed.contains(ObjectIdentifier($0.value))
      },
      "the index names a property that is not listed, or under another key")
    check(
      needsPurge || propertyValuesByKey.count == propertyValues.count,
      "a listed property missing from the index")
    for property in propertyValues { problems += property.invariantViolations(latestSequence: sequence) }
    // Dirty property values.
    check(
      hasDirtyPropertyValues == !dirtyPropertyValues.isEmpty,
      "hasDirtyPropertyValues does not mirror the list")
    let dirty = Set(dirtyPropertyValues.map(ObjectIdentifier.init))
    check(dirty.count == dirtyPropertyValues.count, "a property listed dirty twice")
    check(dirtyPropertyValues.allSatisfy(\.isDirty), "a property listed dirty is not marked")
    check(
      propertyValues.allSatisfy { !$0.isDirty || dirty.contains(ObjectIdentifier($0)) },
      "a dirty property not listed")
    // Memoised resolutions agree with resolving now.
    for (state, winners) in resolutions {
      check(
        winners.count == propertyValues.count
          && zip(propertyValues, winners).allSatisfy { $0.resolve(ControlState(rawValue: state)) == $1 },
        "a stale memo for state 0x\(String(state, radix: 16))")
    }
    // Passes, transitions, queues.
    check(hasPendingApplies == !pendingApplies.isEmpty, "hasPendingApplies does not mirror the queue")
    check(
      isHoldingRetiredValues == !retiredEntries.isEmpty, "isHoldingRetiredValues does not mirror the list")
    check(hasStreams || streams.withLock { $0.isEmpty }, "a live stream is not notified")
    check(transitionDepth >= 0, "a negative transition depth")
    check(transitionDepth > 0 || queuedEvents.isEmpty, "events queued outside a transition")
    check(
      queuedEvents.reduce(0) { $0 | $1.rawValue }.nonzeroBitCount
        == queuedEvents.map(\.rawValue.nonzeroBitCount).reduce(0, +),
      "an event queued twice")
    if !isApplying {
      check(passDepth == 0 && pendingApplies.isEmpty && retiredEntries.isEmpty, "a pass left work behind")
      // Settled: every live target shows the value its property resolves to in the applied state.
      if transitionDepth == 0 && !hasDirtyPropertyValues && !forcedApplyIsPending {
        for property in propertyValues
        where property.target != nil && propertyValuesByKey[property.key] === property {
          check(
            property.appliedSequence == property.resolve(lastAppliedState).sequence,
            "\(property.targetType) \(StateNames.name(of: property.key.keyPath)) shows sequence \(property.appliedSequence), not its winner in the applied state"
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
