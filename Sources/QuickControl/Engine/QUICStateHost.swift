#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// An object that hosts a ``QUICStateEngine`` and gets the QuickControl API from it.
///
/// ``QUIckControl`` and `PlaceholderTextView` are hosts. A host provides its
/// engine, its `state` (computed with ``QUICStateEngine/computeState(of:platformState:)``)
/// and `sendActions(for:)`; in return it gets factor registration, values per
/// state, transitions and subscriptions, all implemented once, here.
///
/// ```swift
/// final class ToggleCard: QUIckControl {
///   var isExpanded = false { didSet { applyCurrentState() } }
///   let expanded = ControlState(rawValue: 1 << 16)
///
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     register(expanded, forBoolKeyPath: \.isExpanded)
///     setValue(2.0, forTarget: layer, forKeyPath: \.borderWidth, for: expanded)
///   }
///
///   required init?(coder: NSCoder) { fatalError("not used from a storyboard") }
/// }
/// ```
@MainActor
public protocol QUICStateHost: AnyObject {
  /// The engine that stores this host's factors, values and subscriptions.
  var stateEngine: QUICStateEngine { get }
  /// The host's current state: platform bits plus the bits of true factors.
  var state: ControlState { get }
  /// Sends `events` to the host's actions, or queues them during a transition.
  func sendActions(for events: ControlEvents)
}

// MARK: - Factors

extension QUICStateHost {
  /// Registers a custom state that is on while a Boolean property of the host is `true`.
  ///
  /// `state` must lie in `ControlState.application` (`0x00FF0000`) or be a
  /// system bit (highlighted, disabled, selected, focused), which the factor then
  /// computes instead of the platform. Anything else stops with a precondition
  /// message. Call ``applyCurrentState()`` whenever the property changes,
  /// typically from its `didSet`.
  ///
  /// ```swift
  /// register(.filled, forBoolKeyPath: \.isFilled)
  /// register(.invalid, forBoolKeyPath: \.isValid, inverted: true)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The custom state bit or bits.
  ///   - keyPath: A Boolean property of the host.
  ///   - inverted: `true` to set the state while the property is `false`.
  ///
  /// The key path is an `@autoclosure` so that, with a key-path literal at the
  /// call site, reading the factor becomes a direct property load.
  @_transparent
  public func register(
    _ state: ControlState, forBoolKeyPath keyPath: @autoclosure () -> KeyPath<Self, Bool>,
    inverted: Bool = false
  ) {
    let getter = quicGetter(keyPath())
    let name = (inverted ? "!" : "") + "\(keyPath())"
    if inverted {
      stateEngine.registerFactor(state, name: name) { !getter(unsafeDowncast($0, to: Self.self)) }
    } else {
      stateEngine.registerFactor(state, name: name) { getter(unsafeDowncast($0, to: Self.self)) }
    }
    applyCurrentState()
  }

  /// Registers a custom state that is on while `predicate` returns `true` for the host.
  ///
  /// ```swift
  /// register(.valid) { $0.code.count == $0.length && $0.isCodeAccepted }
  /// ```
  @inlinable
  public func register(_ state: ControlState, with predicate: @escaping (Self) -> Bool) {
    stateEngine.registerFactor(state, name: "predicate") { predicate(unsafeDowncast($0, to: Self.self)) }
    applyCurrentState()
  }
}

// MARK: - Values

extension QUICStateHost {
  /// Stores a value for a target's property in the states `descriptor` matches, and applies it.
  ///
  /// The target is held weakly; its value before the first registration is its
  /// default, restored when no descriptor matches. A value for a descriptor that
  /// already has one replaces it. Inside a transition the write waits for the commit.
  ///
  /// A (target, property) pair is identified by the key path, whose root type is
  /// part of it: `\Label.text` and `\UILabel.text` are two bindings even for one
  /// object, and do not compete by priority. Name one property of one target
  /// through one root type.
  ///
  /// ```swift
  /// control.setValue(UIColor.red, forTarget: label, forKeyPath: \.textColor,
  ///                  for: .intersected(.invalid))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value; for an optional property `nil` is a value too.
  ///   - target: Any class instance: a label, a layer, another control.
  ///   - keyPath: A writable key path of the target.
  ///   - descriptor: The states in which `value` applies.
  /// - Complexity: O(*e*) where *e* is the number of values of that (target, key path).
  @_transparent
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    for descriptor: QUICStateDescriptor
  ) {
    quicStoreValue(value, in: stateEngine, forTarget: target, forKeyPath: keyPath(), for: descriptor)
    applyCurrentState()
  }

  /// Stores a value for a target's property in exactly `state` (a ``QUICStateDescriptor/Mode/usual`` descriptor).
  ///
  /// ```swift
  /// control.setValue("Done", forTarget: label, forKeyPath: \.text, for: .selected)
  /// ```
  @_transparent
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>, for state: ControlState
  ) {
    setValue(value, forTarget: target, forKeyPath: keyPath(), for: .usual(state))
  }

  /// Stores a value for every state that contains all bits of `state` (an ``QUICStateDescriptor/Mode/intersected`` descriptor).
  ///
  /// ```swift
  /// control.setValue(0.5, forTarget: control, forKeyPath: \.alpha, forAllStatesContained: .disabled)
  /// ```
  @_transparent
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    forAllStatesContained state: ControlState
  ) {
    setValue(value, forTarget: target, forKeyPath: keyPath(), for: .intersected(state))
  }

  /// Stores a value for every state that does not contain all bits of `state` (an ``QUICStateDescriptor/Mode/inverted`` descriptor).
  ///
  /// ```swift
  /// control.setValue(true, forTarget: button, forKeyPath: \.isHidden, forInvertedState: .valid)
  /// ```
  @_transparent
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    forInvertedState state: ControlState
  ) {
    setValue(value, forTarget: target, forKeyPath: keyPath(), for: .inverted(state))
  }

  /// Stores a value for one of the host's own properties in the states `descriptor` matches.
  ///
  /// ```swift
  /// control.setValue(0.4, forKeyPath: \.alpha, for: .intersected(.disabled))
  /// ```
  @_transparent
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    for descriptor: QUICStateDescriptor
  ) {
    setValue(value, forTarget: self, forKeyPath: keyPath(), for: descriptor)
  }

  /// Stores a value for one of the host's own properties in exactly `state`.
  @_transparent
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    for state: ControlState
  ) {
    setValue(value, forTarget: self, forKeyPath: keyPath(), for: .usual(state))
  }

  /// Stores a value for one of the host's own properties in every state containing `state`.
  @_transparent
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    forAllStatesContained state: ControlState
  ) {
    setValue(value, forTarget: self, forKeyPath: keyPath(), for: .intersected(state))
  }

  /// Stores a value for one of the host's own properties in every state not containing all of `state`.
  @_transparent
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    forInvertedState state: ControlState
  ) {
    setValue(value, forTarget: self, forKeyPath: keyPath(), for: .inverted(state))
  }

  /// The value stored for a target's property under exactly `descriptor`, or `nil`.
  ///
  /// For an optional property, `.some(nil)` means an explicit `nil` was stored.
  ///
  /// ```swift
  /// let color = control.value(for: label, forKeyPath: \.textColor, for: .usual(.disabled))
  /// ```
  public func value<Target: AnyObject, Value>(
    for target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>,
    for descriptor: QUICStateDescriptor
  ) -> Value? {
    stateEngine.value(forTarget: target, forKeyPath: keyPath, for: descriptor)
  }

  /// Removes the value stored for a target's property under `descriptor`, and re-applies.
  public func removeValues<Target: AnyObject, Value>(
    forTarget target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>,
    forState descriptor: QUICStateDescriptor
  ) {
    stateEngine.removeValues(forTarget: target, forKeyPath: keyPath, for: descriptor)
    applyCurrentState()
  }

  /// Removes every value stored for a target's property; the default comes back.
  public func removeValues<Target: AnyObject, Value>(
    forTarget target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    stateEngine.removeValues(forTarget: target, forKeyPath: keyPath)
    applyCurrentState()
  }

  /// Removes every value stored for a target; its properties get their defaults back.
  public func removeValues(forTarget target: AnyObject) {
    stateEngine.removeValues(forTarget: target)
    applyCurrentState()
  }
}

// MARK: - Applying

extension QUICStateHost {
  /// The state whose values were last written to the targets.
  public var lastAppliedState: ControlState { stateEngine.lastAppliedState }

  /// Applies the host's current ``state`` if it differs from ``lastAppliedState`` or values changed.
  ///
  /// Call it after changing anything a factor reads. Inside a transition it
  /// waits for the commit. A host that tracks observation (see
  /// ``isObservationTrackingEnabled``) calls it by itself after a change to
  /// `@Observable` state its factors read.
  public func applyCurrentState() {
    // One read of `stateEngine` (a protocol requirement): a second one cost
    // ≈ 55 instructions per transition (callgrind, pin-engine).
    let engine = stateEngine
    engine.apply(engine.trackingObservation(state), host: self)
  }

  /// Writes the values of `state` to every target, changed or not, and makes it the last applied state.
  ///
  /// Use it to preview a state or to re-sync targets changed behind the engine's back.
  /// Inside a transition nothing is written: the apply at the outermost commit
  /// (of the then current state) writes every target instead.
  public func apply(state: ControlState) {
    stateEngine.apply(state, host: self, forced: true)
  }

  /// Applies the current state, then writes the current values to every property of `target`.
  ///
  /// Use it for a target that was re-created or re-used (a reused cell's label).
  /// Inside a transition it writes the values already applied; values set or
  /// removed in the transition wait for the commit.
  public func applyCurrentState(forTarget target: AnyObject) {
    applyCurrentState()
    stateEngine.applyValues(toTarget: target)
  }

  /// A new `AsyncStream` of every state this host applies from now on.
  ///
  /// Each stream keeps every state until it is read: iterate it, or let it go
  /// (ending the iterating task ends the stream); a stream held but never read
  /// grows with every applied state.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await state in pin.appliedStates where state.contains(.valid) {
  ///     submitButton.isEnabled = true
  ///   }
  /// }
  /// ```
  public var appliedStates: AsyncStream<ControlState> { stateEngine.appliedStates() }

  /// A readable dump of the host's registered states, targets, values and which value wins now.
  ///
  /// Print it in the debugger (`po control.stateTableDescription`) when a value
  /// does not show up as expected.
  public var stateTableDescription: String {
    stateEngine.tableDescription(hostName: "\(type(of: self))", currentState: state)
  }
}

// MARK: - Transitions

extension QUICStateHost {
  /// Whether a transition is open.
  public var isTransitionTime: Bool { stateEngine.isTransitionTime }

  /// Opens a transition: state changes are not applied and events are queued until the commit.
  ///
  /// Transitions nest; only the outermost ``commitTransition()`` applies.
  public func beginTransition() {
    stateEngine.beginTransition()
  }

  /// Closes a transition; the outermost one applies the state once, then sends the queued events.
  public func commitTransition() {
    let events = stateEngine.commitTransition()
    guard !stateEngine.isTransitionTime else { return }
    if events.isEmpty || !stateEngine.isApplying {
      applyCurrentState()
      for event in events { sendActions(for: event) }
    } else {
      // Committed from a pass (a subscriber, a target's didSet): the apply is
      // queued behind that pass, and the events wait for the apply.
      stateEngine.apply(state, host: self, forced: false) {
        for event in events { self.sendActions(for: event) }
      }
    }
  }

  /// Closes a transition without applying; the outermost one drops the queued events.
  public func endTransition() {
    stateEngine.endTransition()
  }

  /// Runs `changes` inside a transition, then commits it (or ends it, if `withCommit` is `false`).
  ///
  /// ```swift
  /// pin.performTransition {
  ///   pin.clear()
  ///   pin.isEnabled = false
  /// }
  /// // One apply, then one .valueChanged.
  /// ```
  public func performTransition(withCommit commit: Bool = true, _ changes: () throws -> Void)
    rethrows
  {
    beginTransition()
    defer { commit ? commitTransition() : endTransition() }
    try changes()
  }
}

// MARK: - Subscriptions

extension QUICStateHost {
  /// Calls `handler` each time the applied state starts to match `descriptor`.
  ///
  /// Edge-triggered: it fires on the apply that makes the state match, not
  /// again while it keeps matching, and not for a state already applied when
  /// subscribing. The handler gets the host, so it need not capture it.
  ///
  /// ```swift
  /// pin.subscribe(on: .intersected(.valid)) { pin in
  ///   print("valid: \(pin.code)")
  /// }
  /// ```
  ///
  /// - Returns: A token whose ``QUICSubscription/cancel()`` ends the
  ///   subscription. A discarded token keeps it alive as long as the host.
  @discardableResult
  public func subscribe(
    on descriptor: QUICStateDescriptor, _ handler: @escaping (Self) -> Void
  ) -> QUICSubscription {
    stateEngine.subscribe(on: descriptor) { handler(unsafeDowncast($0, to: Self.self)) }
  }
}
