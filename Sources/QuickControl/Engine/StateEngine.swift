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
  /// How deep a chain of passes causing passes may go before it is stopped as a loop (at least 1).
  var maximumPasses = 32
  package var diagnosticHandler: (EngineDiagnostic) -> Void = {
    FileHandle.standardError.write(Data(($0.description + "\n").utf8))
  }
  var hostIdentity: ObjectIdentifier?

  /// Each factor's bits and key path (`nil` for a predicate), for messages.
  var factors: [(bits: UInt, keyPath: AnyKeyPath?)] = []
  /// The bits of the true factors: one closure, each factor's calling the one registered before it.
  var factorBits: (AnyObject) -> UInt = { _ in 0 }
  var registeredMask: UInt = 0

  var bindings: [PropertyValues] = []
  var bindingsByKey: [PropertyValues.Key: PropertyValues] = [:]
  /// The winning entry of every binding, per state, until a value changes.
  var resolutions: [UInt: [Resolution]] = [:]
  var sequence: UInt64 = 0
  var weaklyHeldDefaultKeyPaths: Set<AnyKeyPath> = []
  var resolvedValueWriters: [PropertyValues.Key: any ResolvedValueWriting] = [:]
  var needsPurge = false, deadTargetSweepThreshold = 64

  // `has…` mirror `!array.isEmpty`: a `Bool` is read without an exclusivity check.
  var dirtyBindings: [PropertyValues] = [], hasDirtyBindings = false
  var pendingApplies: [PendingApply] = [], hasPendingApplies = false
  /// Values removed while applying, released when it ends (a deinit may call back).
  var retiredEntries: [Any] = [], hasRetiredEntries = false
  /// During a pass, the state being written.
  var lastAppliedState: ControlState = []
  var isApplying = false, passDepth = 0, forcedApplyIsPending = false
  var transitionDepth = 0, queuedEvents: [ControlEvents] = []

  var subscriptions: [Subscription] = []
  let streams = Locked<[Int: AsyncStream<ControlState>.Continuation]>([:])
  var hasStreams = false, nextStreamID = 0
  var observationTracker: ObservationTracker?
  var followedHosts: [FollowedHost] = []

  /// Creates an empty engine in the normal state.
  public init() {}

  deinit { for continuation in streams.withLock({ $0.values }) { continuation.finish() } }

  // MARK: - Factors

  @usableFromInline package func registerFactor(
    _ state: ControlState, keyPath: AnyKeyPath?, host: AnyObject, evaluate: @escaping (AnyObject) -> Bool
  ) {
    let bits = state.rawValue
    // `fatalError` rather than `precondition`: its message survives optimised builds.
    guard bits != 0 && bits & ~(ControlState.application.rawValue | 0xF) == 0 else {
      fatalError(
        "QuickControl: cannot register state 0x\(String(bits, radix: 16)). Custom states must lie in ControlState.application (0x00FF0000): declare them in \(type(of: host)) with `static let name = declareState(\"name\")`. Only the system bits highlighted, disabled, selected and focused may be re-registered."
      )
    }
    if let clash = factors.first(where: { $0.bits & bits != 0 }) {
      let names = StateNames.of(type(of: host))
      fatalError(
        "QuickControl: \(type(of: host)) computes \(names.describe(ControlState(rawValue: clash.bits & bits), bare: true)) twice: with \(StateNames.name(of: clash.keyPath)) and with \(StateNames.name(of: keyPath)). A state has one factor; declare a state of its own for the second with `declareState(_:)`, or combine both conditions in one predicate."
      )
    }
    factors.append((bits, keyPath))
    registeredMask |= bits
    let previous = factorBits
    factorBits = { host in
      let others = previous(host)
      return evaluate(host) ? others | bits : others
    }
  }

  /// The host's state: its platform bits, less the bits factors replace, plus every true factor's bits.
  public func computeState(of host: AnyObject, platformState: ControlState) -> ControlState {
    checkHost(host)
    return ControlState(rawValue: platformState.rawValue & ~registeredMask | factorBits(host))
  }

  func checkHost(_ host: AnyObject) {
    if hostIdentity == nil { hostIdentity = ObjectIdentifier(host) }
    guard hostIdentity != ObjectIdentifier(host) else { return }
    fatalError(
      "QuickControl: this StateEngine belongs to another host than the \(type(of: host)) passed to it. Each host owns one engine: pass the host that owns it (self) to computeState(of:platformState:) and apply(_:host:forced:)."
    )
  }

  // MARK: - Values

  /// Removes `target`'s values (of `keyPath`, under `condition`), released after all are removed.
  package func removeValues(
    of target: AnyObject, for keyPath: AnyKeyPath? = nil, when condition: StateCondition? = nil
  ) {
    var removed: [Any] = []
    for binding in bindings
    where binding.target === target && (keyPath == nil || binding.key.keyPath == keyPath) {
      guard let entries = binding.removeEntries(for: condition) else { continue }
      removed.append(entries)
      valuesChanged(in: binding)
      if !binding.hasEntries { needsPurge = true }
    }
    retire(removed)
  }

  /// The binding of `target`'s `keyPath`, made by `make` if it has none.
  @usableFromInline
  func binding(
    for target: AnyObject, keyPath: AnyKeyPath, make: (PropertyValues.Key) -> PropertyValues
  ) -> PropertyValues {
    if let existing = liveBinding(for: target, keyPath: keyPath) { return existing }
    let binding = make(PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath))
    if let stale = bindingsByKey[binding.key] {
      // A dead target's address was reused: forget its values.
      retire(stale.removeEntries(for: nil) as Any)
      needsPurge = true
    }
    if weaklyHeldDefaultKeyPaths.contains(keyPath) { binding.holdDefaultWeakly() }
    bindingsByKey[binding.key] = binding
    bindings.append(binding)
    // A dead target whose winning value never changes is never written, so never found by a pass.
    if bindings.count >= deadTargetSweepThreshold { needsPurge = true }
    return binding
  }

  @usableFromInline
  func nextSequence(for binding: PropertyValues) -> UInt64 {
    sequence += 1
    valuesChanged(in: binding)
    return sequence
  }

  /// Keeps removed values until the running apply, if any, ends.
  @usableFromInline
  func retire(_ removed: Any) {
    guard isApplying else { return }
    retiredEntries.append(removed)
    hasRetiredEntries = true
  }

  func liveBinding(for target: AnyObject, keyPath: AnyKeyPath) -> PropertyValues? {
    let binding = bindingsByKey[PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath)]
    return binding?.target === target ? binding : nil
  }

  func valuesChanged(in binding: PropertyValues) {
    resolutions.removeAll(keepingCapacity: true)
    guard !binding.isDirty else { return }
    binding.isDirty = true
    dirtyBindings.append(binding)
    hasDirtyBindings = true
  }

  // MARK: - Resolution

  func resolution(for state: ControlState) -> [Resolution] {
    if let memo = resolutions[state.rawValue] { return memo }
    let all = bindings
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
  func purge() {
    needsPurge = false
    // The old lists are released after the accesses end: a value's deinit may call back.
    let old = (bindings, dirtyBindings, bindingsByKey)
    defer { withExtendedLifetime(old) {} }
    bindings = old.0.filter { $0.target != nil && ($0.hasEntries || $0.appliedSequence != 0) }
    bindingsByKey = Dictionary(uniqueKeysWithValues: bindings.map { ($0.key, $0) })
    dirtyBindings = old.1.filter { $0.target != nil }
    hasDirtyBindings = !dirtyBindings.isEmpty
    resolutions.removeAll(keepingCapacity: true)
    deadTargetSweepThreshold = max(64, bindings.count * 2)
  }
}
