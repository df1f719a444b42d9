/// An object that hosts a ``StateEngine`` and gets the QuickControl API from it.
///
/// ``QUIckControl`` and `PlaceholderTextView` are hosts. A host provides its engine, its `state`
/// (``StateEngine/computeState(of:platformState:)``) and `sendActions(for:)`, and gets registered states,
/// values per state, transitions and subscriptions. See the Getting started article.
///
/// ```swift
/// final class ToggleCard: QUIckControl {
///   static let expanded = declareState("expanded")
///   var isExpanded = false { didSet { applyCurrentState() } }
///   override func setUp() { register(Self.expanded, while: \.isExpanded) }
/// }
/// ```
@MainActor
public protocol ControlStateHost: AnyObject {
  /// The engine that stores this host's registered states, values and subscriptions.
  var stateEngine: StateEngine { get }
  /// The host's current state: platform bits plus the bits of true registered states.
  var state: ControlState { get }
  /// Sends `events` to the host's actions, or queues them during a transition.
  func sendActions(for events: ControlEvents)
}

extension ControlStateHost {
  /// The state of a host that is not a control (a form object): the bits of its true registered states.
  public var state: ControlState { stateEngine.computeState(of: self, platformState: []) }

  /// Does nothing: a host that is not a control has no actions; subscriptions still fire.
  public func sendActions(for events: ControlEvents) {}

  // MARK: - Registered states

  /// Computes `state` from a Boolean property of the host: on while it is `true`.
  ///
  /// `state` becomes a *registered state*, as the state table and messages call it: a state the
  /// host computes. It comes from ``declareState(_:)``, or is a system bit the host then computes
  /// instead of the platform; a state is registered once. Call ``applyCurrentState()`` when the property changes.
  /// The key path is an autoclosure so that a literal such as `\.isFilled` compiles, in your
  /// module, to a direct read instead of a run-time key-path lookup (a key path in a variable works
  /// too, more slowly).
  ///
  /// ```swift
  /// register(Self.filled, while: \.isFilled)
  /// ```
  @inlinable @inline(__always)
  public func register(_ state: HostState, while keyPath: @autoclosure () -> KeyPath<Self, Bool>) {
    stateEngine.checkRegistration(of: state, on: self)
    // Inlined, with the key path as the caller wrote it: a literal becomes a direct load.
    registerState(state.controlState, of: self, keyPath: keyPath())
    applyCurrentState()
  }

  /// Computes a raw state bit (0.x code, or a library state such as `PinCodeControl.valid` in a
  /// subclass) from a Boolean property of the host.
  @inlinable @inline(__always)
  public func register(_ state: ControlState, while keyPath: @autoclosure () -> KeyPath<Self, Bool>) {
    registerState(state, of: self, keyPath: keyPath())
    applyCurrentState()
  }

  /// Computes `state` with a predicate of the host: on while it returns `true`.
  ///
  /// ```swift
  /// register(Self.valid) { $0.code.count == $0.length && $0.isCodeAccepted }
  /// ```
  @inlinable
  public func register(_ state: HostState, while predicate: @escaping (Self) -> Bool) {
    stateEngine.checkRegistration(of: state, on: self)
    register(state.controlState, while: predicate)
  }

  /// Computes a raw state bit (0.x code, or a library state in a subclass) with a predicate of the host.
  @inlinable
  public func register(_ state: ControlState, while predicate: @escaping (Self) -> Bool) {
    stateEngine.registerState(state, keyPath: nil, host: self) {
      predicate(unsafeDowncast($0, to: Self.self))
    }
    applyCurrentState()
  }

  // MARK: - Values

  /// Stores a value for a target's property in the states `condition` matches, and applies it.
  ///
  /// The target is held weakly; its value before the first registration is its default, restored
  /// when no condition matches. A value replaces the one stored for the same condition; `nil` is a
  /// value too. Name a property through one root type (`\Label.text` and `\UILabel.text` do not compete).
  /// The key path is an autoclosure so that a literal such as `\.textColor` compiles, in your
  /// module, to a direct store instead of a run-time key-path write (a key path in a variable works
  /// too, more slowly).
  ///
  /// ```swift
  /// control.setValue(UIColor.systemRed, for: \.textColor, of: label, when: .containing(Self.invalid))
  /// ```
  @inlinable @inline(__always)
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, for keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    of target: Target, when condition: StateCondition
  ) {
    stateEngine.checkStates(of: condition, on: self)
    #if DEBUG
      PropertyOwners.note(self, target: target, keyPath: keyPath())
    #endif
    // Inlined, with the key path as the caller wrote it: a literal becomes a direct store.
    storeValue(.plain(value), in: stateEngine, target: target, keyPath: keyPath(), condition: condition)
    applyCurrentState()
  }

  /// Stores a value for one of the host's own properties in the states `condition` matches.
  ///
  /// ```swift
  /// control.setValue(0.4, for: \.alpha, when: .containing(.disabled))
  /// ```
  @inlinable @inline(__always)
  public func setValue<Value>(
    _ value: Value, for keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    when condition: StateCondition
  ) {
    setValue(value, for: keyPath(), of: self, when: condition)
  }

  /// The value stored for a target's property under exactly `condition` (`.some(nil)`: an explicit `nil`), or `nil`.
  public func value<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target, when condition: StateCondition
  ) -> Value? {
    stateEngine.value(for: target, keyPath: keyPath, when: condition) ?? nil
  }

  /// Removes a target's property's values, under `condition` or all, and re-applies; with none left it gets its default.
  ///
  /// ```swift
  /// control.removeValues(for: \.alpha, of: badge)  // every condition
  /// ```
  public func removeValues<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    when condition: StateCondition? = nil
  ) {
    stateEngine.removeValues(of: target, for: keyPath, when: condition)
    applyCurrentState()
  }

  /// Removes every value stored for a target; its properties get their defaults back.
  public func removeValues(of target: AnyObject) {
    stateEngine.removeValues(of: target)
    applyCurrentState()
  }

  // MARK: - Applying

  /// The state whose values were last written to the targets.
  public var lastAppliedState: ControlState { stateEngine.lastAppliedState }

  /// Applies the host's current ``state`` if it differs from ``lastAppliedState`` or values changed.
  ///
  /// Call it after changing anything a registered state reads, unless ``isObservationTrackingEnabled``.
  public func applyCurrentState() {
    let engine = stateEngine
    engine.apply(engine.trackedState { state }, host: self)
  }

  /// Writes the values of `state` to every target, changed or not, and makes it the last applied state.
  ///
  /// Use it to preview a state or to re-sync targets changed behind the engine's back.
  /// Inside a transition it forces the outermost commit's apply instead.
  public func apply(state: ControlState) { stateEngine.apply(state, host: self, forced: true) }

  /// Applies the current state, then writes the current values to every property of `target`.
  ///
  /// Use it for a re-created or reused target (a cell's label); in a transition it writes the applied values.
  public func applyCurrentState(to target: AnyObject) {
    applyCurrentState()
    stateEngine.applyValues(toTarget: target)
  }

  /// A new `AsyncStream` of every state this host applies from now on.
  ///
  /// Each stream keeps every state until it is read: iterate it or let it go.
  ///
  /// ```swift
  /// for await state in pin.appliedStates where state.contains(PinCodeControl.valid) { submit() }
  /// ```
  public var appliedStates: AsyncStream<ControlState> {
    let (stream, continuation) = AsyncStream.makeStream(of: ControlState.self)
    stateEngine.addStream(continuation)
    return stream
  }

  // MARK: - Transitions

  /// Whether a transition is open.
  public var isInTransition: Bool { stateEngine.transitionDepth > 0 }

  /// Opens a transition: state changes wait and events are queued until the outermost commit.
  public func beginTransition() { stateEngine.beginTransition() }

  /// Closes a transition; the outermost one applies the state once, then sends the queued events.
  public func commitTransition() {
    let engine = stateEngine
    guard let events = engine.commitTransition() else { return }
    if events.isEmpty || !engine.isApplying {
      applyCurrentState()
      for event in events { sendActions(for: event) }
    } else {
      // Committed from a pass: the events wait for the apply queued behind it.
      engine.apply(state, host: self) { for event in events { self.sendActions(for: event) } }
    }
  }

  /// Closes a transition without applying: the outermost one drops the queued events.
  public func cancelTransition() {
    stateEngine.cancelTransition()
  }

  /// Runs `changes` inside a transition, then commits it (or cancels it, if `committing` is `false`).
  ///
  /// It batches the hosts a form's states follow too (``register(_:while:of:)``).
  ///
  /// ```swift
  /// pin.performTransition { pin.clear(); pin.isEnabled = false }  // One apply, one .valueChanged.
  /// ```
  public func performTransition(committing commit: Bool = true, _ changes: () throws -> Void) rethrows {
    let sources = stateEngine.sourceHosts
    beginTransition()
    for host in sources { host.beginTransition() }
    defer {
      // Source hosts first: their applies re-apply this host, which its commit does once.
      for host in sources { commit ? host.commitTransition() : host.cancelTransition() }
      commit ? commitTransition() : cancelTransition()
    }
    try changes()
  }

  // MARK: - Subscriptions

  /// Calls `handler` with the host each time the applied state starts to match `condition` (edge-triggered).
  ///
  /// ```swift
  /// pin.subscribe(to: .containing(PinCodeControl.valid)) { pin in print(pin.code) }
  /// ```
  ///
  /// - Returns: A token to ``ControlSubscription/cancel()``; discarded, the subscription lives as long as the host.
  @discardableResult
  public func subscribe(to condition: StateCondition, _ handler: @escaping (Self) -> Void)
    -> ControlSubscription
  {
    stateEngine.checkStates(of: condition, on: self)
    return stateEngine.subscribe(to: condition) { handler(unsafeDowncast($0, to: Self.self)) }
  }
}
