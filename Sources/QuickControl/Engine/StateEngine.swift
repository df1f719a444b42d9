#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// The platform-independent state machine behind every QuickControl host.
///
/// The engine keeps the custom state bits (factors), the values stored per
/// target, key path and ``StateCondition``, the last applied state,
/// transitions, queued events and subscriptions. It never retains its host: the
/// host passes itself to the calls that need it. ``QUIckControl`` and
/// `PlaceholderTextView` host one engine each; apps use the host's API (see
/// ``ControlStateHost``) rather than the engine directly.
///
/// Resolution is deterministic: among the descriptors of one (target, key path)
/// that match a state, the highest priority wins, and on a tie the value set
/// most recently wins. If none matches, the target gets back the value it had
/// before its first value was registered. Resolutions are memoised per state,
/// and a pass writes only the bindings whose winning entry changed.
///
/// ```swift
/// final class Label { var text = "Enabled" }
/// final class Host {}
///
/// let engine = StateEngine()
/// let host = Host(), label = Label()
/// engine.setValue("Disabled", for: \Label.text, of: label, when: .exactly(.disabled))
/// engine.apply(.disabled, host: host)
/// print(label.text)
/// // Prints "Disabled"
/// ```
///
/// An engine belongs to one host: pass the same host to every call that takes one.
@MainActor
public final class StateEngine {
  /// An apply requested while a pass was running, run after it.
  struct PendingApply {
    let state: ControlState
    let forced: Bool
    /// 1 for an apply requested from outside a pass; one more than the pass
    /// that requested it otherwise. A chain deeper than ``maximumPasses`` is a loop.
    var generation = 1
    /// Runs after this apply's pass, or when it turns out to need none (a commit's queued events).
    let completion: (() -> Void)?
  }

  /// A factor's closure in an object, so that computing the state calls it
  /// borrowed (factors are never removed): a closure loaded from an array of
  /// structs is retained and released around each call. (A bare closure in the
  /// array would also cost a reabstraction thunk per call.)
  final class FactorEvaluator {
    let evaluate: (AnyObject) -> Bool

    init(evaluate: @escaping (AnyObject) -> Bool) {
      self.evaluate = evaluate
    }
  }

  /// The bits a factor may set: the application range and the system bits.
  package static let registrableStates = ControlState(
    rawValue: ControlState.application.rawValue | ControlState.highlighted.rawValue
      | ControlState.disabled.rawValue | ControlState.selected.rawValue
      | ControlState.focused.rawValue)

  /// How deep a chain of passes causing passes may go before it is stopped as a loop.
  ///
  /// A subscriber or a target that changes the state while it is being applied
  /// causes another pass; if that pass causes another, and so on
  /// `maximumPasses` times, the apply is stopped and reported through
  /// ``diagnosticHandler``. Many changes made in one pass (a subscriber that
  /// steps through forty states) are one level deep, not forty. Values below 1
  /// count as 1; the square of the value bounds the passes of one apply in all.
  @exclusivity(unchecked) package var maximumPasses = 32

  /// Receives problems the engine detects at run time, such as an apply loop that never settles.
  ///
  /// The default writes the message to standard error.
  package var diagnosticHandler: (EngineDiagnostic) -> Void = EngineDiagnostic.printToStandardError

  // Hot stored properties are `@exclusivity(unchecked)`: the engine runs on the
  // main actor, never holds an access across a call out (writes, handlers), and
  // dynamic exclusivity checks were a third of a transition's instructions.

  // Factors, as parallel arrays so that computing the state touches only bits and closures.
  @exclusivity(unchecked) var factorStates: ContiguousArray<UInt> = []
  @exclusivity(unchecked) var factorEvaluators: ContiguousArray<FactorEvaluator> = []
  /// The key path of each factor, or `nil` for a predicate: for descriptions.
  var factorKeyPaths: [AnyKeyPath?] = []
  @exclusivity(unchecked) var registeredMask: UInt = 0

  // Bindings: `bindings` gives the order plans are laid out in.
  @exclusivity(unchecked) var bindings: ContiguousArray<QUICBinding> = []
  var bindingsByKey: [QUICBinding.Key: QUICBinding] = [:]
  /// Key paths whose defaults are held weakly (``holdDefaultsWeakly(forKeyPath:)``).
  var weaklyHeldDefaultKeyPaths: Set<AnyKeyPath> = []
  var sequence: UInt64 = 0
  @exclusivity(unchecked) var plans: [PlanKey: ContiguousArray<PlanItem>] = [:]
  @exclusivity(unchecked) var dirtyBindings: [QUICBinding] = []
  /// Entries removed or replaced while applying, kept until the apply ends: a
  /// value's deinit may call back into the engine (see ``retire(_:)``).
  @exclusivity(unchecked) var retiredEntries: [Any] = []
  @exclusivity(unchecked) var needsPurge = false
  #if DEBUG
    /// Whether a pass is writing: passes visit bindings borrowed, so none may be removed then.
    var isInPass = false
  #endif
  /// When the number of bindings reaches this, new registrations look for dead targets.
  var deadTargetSweepThreshold = 64
  /// The host this engine belongs to, recorded on first use.
  @exclusivity(unchecked) var hostIdentity: ObjectIdentifier?
  /// Re-applies after observed changes while the host tracks observation (see StateEngine+Observation.swift).
  @exclusivity(unchecked) var observationTracker: QUICObservationTracker?
  /// The hosts whose applied states this host's factors follow, held weakly: its transitions batch them too.
  var followedHosts: [FollowedHost] = []
  /// The writers of values resolved when applied, by target and property (see ControlStateHost+ResolvedValues.swift).
  var resolvedValueWriters: [ResolvedValueKey: any ResolvedValueWriting] = [:]

  // Applying.
  /// The state whose values were last written to the targets; during a pass, the state being written.
  @exclusivity(unchecked) package internal(set) var lastAppliedState: ControlState = []
  @exclusivity(unchecked) var isApplying = false
  @exclusivity(unchecked) var pendingApplies: [PendingApply] = []
  /// The generation of the pass running now.
  @exclusivity(unchecked) var currentGeneration = 0
  /// A forced apply was asked for inside a transition: the commit's apply is forced.
  @exclusivity(unchecked) var forcedApplyIsPending = false

  // Transitions.
  /// How many transitions are open; 0 outside a transition.
  @exclusivity(unchecked) package internal(set) var transitionDepth = 0
  var queuedEvents: [ControlEvents] = []
  var queuedEventMask: UInt = 0

  // Subscriptions.
  @exclusivity(unchecked) var descriptorSubscriptions: [DescriptorSubscription] = []
  let streams = QUICStateStreams()
  /// Whether ``appliedStates()`` streams may exist: lets a pass skip the streams' lock.
  @exclusivity(unchecked) var hasStreams = false
  var nextSubscriptionID = 0

  /// Creates an empty engine in the normal state.
  public init() {}

  deinit {
    streams.finishAll()
  }

  // MARK: - Factors

  /// Registers a factor: a closure computing `state` from the host.
  ///
  /// `state` must lie in `ControlState.application` (`0x00FF0000`) or be a system bit
  /// (highlighted, disabled, selected, focused), which the factor then replaces.
  /// A bit another factor already computes stops with a message naming both.
  ///
  /// - Parameters:
  ///   - state: The bit or bits the factor sets while `evaluate` returns `true`.
  ///   - keyPath: The Boolean key path the factor reads, or `nil` for a predicate: for descriptions.
  ///   - host: The host, whose names the messages use.
  ///   - evaluate: Computes the factor from the host the engine is given.
  @usableFromInline package func registerFactor(
    _ state: ControlState, keyPath: AnyKeyPath?, host: AnyObject, evaluate: @escaping (AnyObject) -> Bool
  ) {
    let bits = state.rawValue
    // `fatalError` rather than `precondition`: its message survives optimised builds.
    guard bits != 0 && bits & ~Self.registrableStates.rawValue == 0 else {
      fatalError(
        "QuickControl: cannot register state 0x\(String(bits, radix: 16)). Custom states must lie in ControlState.application (0x00FF0000): declare them in \(type(of: host)) with `static let name = declareState(\"name\")`. Only the system bits highlighted, disabled, selected and focused may be re-registered."
      )
    }
    if let clash = factorStates.firstIndex(where: { $0 & bits != 0 }) {
      let names = StateNames.of(type(of: host))
      fatalError(
        "QuickControl: \(type(of: host)) computes \(names.describe(ControlState(rawValue: factorStates[clash] & bits), bare: true)) twice: with \(Self.name(of: factorKeyPaths[clash], on: host)) and with \(Self.name(of: keyPath, on: host)). A state has one factor; declare a state of its own for the second with `declareState(_:)`, or combine both conditions in one predicate."
      )
    }
    factorStates.append(bits)
    factorEvaluators.append(FactorEvaluator(evaluate: evaluate))
    factorKeyPaths.append(keyPath)
    registeredMask |= bits
  }

  /// Stops when `condition` names a custom bit that `host` neither computes nor declares, on a host that declares states.
  ///
  /// Such a bit comes from a raw `ControlState` constant of the app (`static let
  /// valid = ControlState(rawValue: 1 << 17)`): on a control with named states it
  /// would silently mean whatever state, if any, has that bit. Hosts that declare
  /// no state (0.x-style raw bits) are not checked.
  @usableFromInline package func checkStates(of condition: StateCondition, on host: AnyObject) {
    let unknown = condition.state.rawValue & ControlState.application.rawValue & ~registeredMask
    guard unknown != 0 else { return }
    let names = StateNames.of(type(of: host))
    let declared = names.states.reduce(0 as UInt) { $0 | $1.bit } & ControlState.application.rawValue
    guard declared != 0, unknown & ~declared != 0 else { return }
    let own = names.states.filter { $0.bit & declared != 0 }.map { "\(type(of: host)).\($0.name)" }
    let raw = ControlState(rawValue: unknown & ~declared)
    fatalError(
      "QuickControl: \(type(of: host)) has no state \(names.describe(raw, bare: true)) (a raw ControlState bit). Its states are \(own.joined(separator: ", ")): use those, not an app-wide ControlState constant. For a state of your own, declare it in the class that registers it: `static let name = declareState(\"name\")`."
    )
  }

  /// The host's state: its platform bits, less the bits factors replace, plus every true factor's bits.
  ///
  /// - Parameters:
  ///   - host: The object factors are evaluated on.
  ///   - platformState: The state the host's platform base reports.
  /// - Complexity: O(*f*) where *f* is the number of factors.
  public func computeState(of host: AnyObject, platformState: ControlState) -> ControlState {
    checkHost(host)
    var bits = platformState.rawValue & ~registeredMask
    for index in factorStates.indices {
      // Borrowed: `factorEvaluators` only grows, so the evaluator outlives the call.
      let isOn = Unmanaged.passUnretained(factorEvaluators[index]).withBorrowed { $0.evaluate(host) }
      if isOn { bits |= factorStates[index] }
    }
    return ControlState(rawValue: bits)
  }

  // MARK: - Values

  /// Stores `value` for `target`'s `keyPath` in the states `descriptor` matches.
  ///
  /// The first value for a (target, key path) captures the target's current
  /// value as its default. Setting a value for a descriptor that already has
  /// one replaces it and makes it the most recent. Nothing is written here: the
  /// host applies afterwards (see ``apply(_:host:forced:)``).
  ///
  /// The key path is an `@autoclosure` so that, with a key-path literal at the
  /// call site, the write becomes a direct property store (see Benchmarks/).
  ///
  /// - Complexity: O(*e*) where *e* is the number of values of that (target, key path).
  @inlinable @inline(__always)
  package func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    for descriptor: StateCondition
  ) {
    quicStoreValue(value, in: self, forTarget: target, forKeyPath: keyPath(), for: descriptor)
  }

  /// The value stored for exactly `descriptor`, or `nil` if there is none.
  ///
  /// For an optional `Value`, `.some(nil)` is an explicit `nil` that was set.
  package func value<Target: AnyObject, Value>(
    forTarget target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>,
    for descriptor: StateCondition
  ) -> Value? {
    guard let binding = liveBinding(for: target, keyPath: keyPath) as? QUICTypedBinding<Value>
    else { return nil }
    return binding.entries.last(where: { $0.descriptor == descriptor })?.value
  }

  /// Removes the values of `target`, optionally only for one key path and one descriptor.
  ///
  /// A (target, key path) left without values gets its default back at the
  /// next apply and is forgotten, so a later registration captures a fresh default.
  ///
  /// The removed values are released after all of them are removed: a value
  /// that a released value's `deinit` stores (for this target or any other) is
  /// kept, whatever order the values were registered in.
  ///
  /// - Parameters:
  ///   - target: The target whose values to remove.
  ///   - keyPath: Only this key path, or every key path if `nil`.
  ///   - descriptor: Only this descriptor's value, or all values if `nil`.
  package func removeValues(
    forTarget target: AnyObject, forKeyPath keyPath: AnyKeyPath? = nil,
    for descriptor: StateCondition? = nil
  ) {
    let identity = ObjectIdentifier(target)
    // Take every removed entry out first and release them all after the loop:
    // releasing a value can run a deinit that calls back into the engine, and
    // a value it stores must be kept whatever order the bindings are in.
    var removed: [Any] = []
    defer { retire(contentsOf: removed) }
    for binding in bindings where binding.key.target == identity && binding.target === target {
      if let keyPath, binding.key.keyPath != keyPath { continue }
      if let entries = binding.removeEntries(for: descriptor) {
        removed.append(entries)
        markDirty(binding)
        if !binding.hasEntries { needsPurge = true }
      }
    }
  }

  /// Finds or creates the binding for a new entry, and numbers the entry; the caller appends it.
  ///
  /// - Parameter makeBinding: Creates the binding, with the target's current value
  ///   as its default, when the (target, key path) has none.
  /// - Returns: The binding; the new entry's sequence; and the entry it replaces
  ///   (or the entries of a dead target's binding at the same address), which the
  ///   caller releases after storing the new one (see ``retire(_:)``).
  @usableFromInline
  func prepareEntry(
    target: AnyObject, keyPath: AnyKeyPath, descriptor: StateCondition,
    makeBinding: (QUICTargetRef, QUICBinding.Key) -> QUICBinding
  ) -> (QUICBinding, UInt64, Any?) {
    let binding: QUICBinding
    var replaced: Any?
    if let existing = liveBinding(for: target, keyPath: keyPath) {
      binding = existing
      replaced = binding.removeEntries(for: descriptor)
    } else {
      // Share the reference of the binding registered last if it is this
      // target's (the usual order: several properties of one view in a row).
      // Compared by object, not address: a dead target's reference is never shared.
      let targetRef: QUICTargetRef
      if let last = bindings.last, last.targetRef.object === target {
        targetRef = last.targetRef
      } else {
        targetRef = QUICTargetRef(target)
      }
      binding = makeBinding(targetRef, QUICBinding.Key(target: ObjectIdentifier(target), keyPath: keyPath))
      if let stale = bindingsByKey[binding.key] {
        // The old target died and its address was reused: forget it now. (Its
        // reference is already empty: two live objects never share an address.)
        replaced = stale.removeEntries(for: nil)
        needsPurge = true
      }
      if !weaklyHeldDefaultKeyPaths.isEmpty, weaklyHeldDefaultKeyPaths.contains(keyPath) {
        binding.holdDefaultWeakly()
      }
      bindingsByKey[binding.key] = binding
      bindings.append(binding)
      // A dead target whose winning value never changes is never written, so
      // never found by a pass: look for them whenever the bindings have doubled.
      if bindings.count >= deadTargetSweepThreshold {
        deadTargetSweepThreshold = bindings.count * 2
        if bindings.contains(where: { $0.target == nil }) { needsPurge = true }
      }
    }
    sequence += 1
    markDirty(binding)
    return (binding, sequence, replaced)
  }

  /// Keeps entries taken out of their bindings until the apply ends, if one is running.
  ///
  /// Releasing a value can run a `deinit` that calls back into the engine, and
  /// a pass must not release what its writes may still use: callers pass
  /// entries they have already taken out, and release them themselves when
  /// no apply is running, after their accesses end.
  @usableFromInline
  func retire(_ removed: Any) {
    if isApplying { retiredEntries.append(removed) }
  }

  /// ``retire(_:)`` for each of `removed`.
  func retire(contentsOf removed: [Any]) {
    if isApplying && !removed.isEmpty { retiredEntries.append(contentsOf: removed) }
  }

  func liveBinding(for target: AnyObject, keyPath: AnyKeyPath) -> QUICBinding? {
    let key = QUICBinding.Key(target: ObjectIdentifier(target), keyPath: keyPath)
    guard let binding = bindingsByKey[key], binding.target === target else { return nil }
    return binding
  }

  /// Stops when `host` is not the host this engine belongs to.
  ///
  /// Factors and subscribers get the host back typed as their host's type, so
  /// another object would be read as one: that must never happen.
  @inline(__always)
  func checkHost(_ host: AnyObject) {
    let identity = ObjectIdentifier(host)
    if let hostIdentity {
      if hostIdentity != identity { hostMismatch(host) }
    } else {
      hostIdentity = identity
    }
  }

  private func hostMismatch(_ host: AnyObject) -> Never {
    fatalError(
      "QuickControl: this StateEngine belongs to another host than the \(type(of: host)) passed to it. Each host owns one engine: pass the host that owns it (self) to computeState(of:platformState:) and apply(_:host:forced:)."
    )
  }

  func markDirty(_ binding: QUICBinding) {
    plans.removeAll(keepingCapacity: true)
    if !binding.isDirty {
      binding.isDirty = true
      dirtyBindings.append(binding)
    }
  }
}
