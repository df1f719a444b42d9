#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// An object that hosts a ``StateEngine`` and gets the QuickControl API from it.
///
/// ``QUIckControl`` and `PlaceholderTextView` are hosts. A host provides its
/// engine, its `state` (computed with ``StateEngine/computeState(of:platformState:)``)
/// and `sendActions(for:)`; in return it gets factor registration, values per
/// state, transitions and subscriptions, all implemented once, here.
///
/// ```swift
/// final class ToggleCard: QUIckControl {
///   static let expanded = declareState("expanded")
///   var isExpanded = false { didSet { applyCurrentState() } }
///
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     register(Self.expanded, while: \.isExpanded)
///     setValue(2.0, for: \.borderWidth, of: layer, when: .containing(Self.expanded))
///   }
///
///   required init?(coder: NSCoder) { fatalError("not used from a storyboard") }
/// }
/// ```
@MainActor
public protocol ControlStateHost: AnyObject {
  /// The engine that stores this host's factors, values and subscriptions.
  var stateEngine: StateEngine { get }
  /// The host's current state: platform bits plus the bits of true factors.
  var state: ControlState { get }
  /// Sends `events` to the host's actions, or queues them during a transition.
  func sendActions(for events: ControlEvents)
}

// MARK: - Factors

extension ControlStateHost {
  /// Computes `state` from a Boolean property of the host: on while it is `true`.
  ///
  /// `state` is declared with ``declareState(_:)``, or a system bit, which the
  /// factor then computes instead of the platform; one factor per state. Call
  /// ``applyCurrentState()`` whenever the property changes, typically from its `didSet`.
  ///
  /// ```swift
  /// register(Self.filled, while: \.isFilled)
  /// register(Self.empty) { !$0.isFilled }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state the property computes.
  ///   - keyPath: A Boolean property of the host.
  @_transparent
  public func register(_ state: ControlState, while keyPath: @autoclosure () -> KeyPath<Self, Bool>) {
    let getter = quicGetter(keyPath())
    stateEngine.registerFactor(state, keyPath: keyPath(), host: self) {
      getter(unsafeDowncast($0, to: Self.self))
    }
    applyCurrentState()
  }

  /// Computes `state` with a predicate of the host: on while it returns `true`.
  ///
  /// ```swift
  /// register(Self.valid) { $0.code.count == $0.length && $0.isCodeAccepted }
  /// ```
  @inlinable
  public func register(_ state: ControlState, while predicate: @escaping (Self) -> Bool) {
    stateEngine.registerFactor(state, keyPath: nil, host: self) {
      predicate(unsafeDowncast($0, to: Self.self))
    }
    applyCurrentState()
  }
}

// MARK: - Values

extension ControlStateHost {
  /// Stores a value for a target's property in the states `condition` matches, and applies it.
  ///
  /// The target is held weakly; its value before the first registration is its
  /// default, restored when no condition matches. A value for a condition that
  /// already has one replaces it. Inside a transition the write waits for the commit.
  /// The key path's root type is part of the property's identity: name one
  /// property through one root type (`\Label.text` and `\UILabel.text` do not compete).
  ///
  /// ```swift
  /// control.setValue(UIColor.systemRed, for: \.textColor, of: label, when: .containing(Self.invalid))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value; for an optional property `nil` is a value too.
  ///   - keyPath: A writable key path of the target.
  ///   - target: Any class instance: a label, a layer, another control.
  ///   - condition: The states in which `value` applies.
  /// - Complexity: O(*e*) where *e* is the number of values of that (target, property).
  @_transparent
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, for keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    of target: Target, when condition: StateCondition
  ) {
    stateEngine.checkStates(of: condition, on: self)
    #if DEBUG
      PropertyOwners.note(self, target: target, keyPath: keyPath())
    #endif
    storeValue(value, in: stateEngine, target: target, keyPath: keyPath(), condition: condition)
    applyCurrentState()
  }

  /// Stores a value for one of the host's own properties in the states `condition` matches.
  ///
  /// ```swift
  /// control.setValue(0.4, for: \.alpha, when: .containing(.disabled))
  /// ```
  @_transparent
  public func setValue<Value>(
    _ value: Value, for keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    when condition: StateCondition
  ) {
    setValue(value, for: keyPath(), of: self, when: condition)
  }

  /// The value stored for a target's property under exactly `condition`, or `nil`.
  ///
  /// For an optional property, `.some(nil)` means an explicit `nil` was stored.
  ///
  /// ```swift
  /// let color = control.value(for: \.textColor, of: label, when: .containing(.disabled))
  /// ```
  public func value<Target: AnyObject, Value>(
    for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    when condition: StateCondition
  ) -> Value? {
    stateEngine.value(for: keyPath, of: target, when: condition)
  }

  /// Removes the values stored for a target's property, under `condition` or all of them, and re-applies.
  ///
  /// A property left without values gets its default back.
  ///
  /// ```swift
  /// control.removeValues(for: \.alpha, of: badge, when: .containing(.disabled))
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

  /// Holds weakly the default of every target's `keyPath` (a `weak` property of a class type); delegates' always are.
  package func holdDefaultsWeakly<Target: AnyObject, Object: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, Object?>
  ) {
    stateEngine.holdDefaultsWeakly(forKeyPath: keyPath)
  }
}

// MARK: - Applying

extension ControlStateHost {
  /// The state whose values were last written to the targets.
  public var lastAppliedState: ControlState { stateEngine.lastAppliedState }

  /// Applies the host's current ``state`` if it differs from ``lastAppliedState`` or values changed.
  ///
  /// Call it after changing anything a factor reads; inside a transition it waits
  /// for the commit. With ``isObservationTrackingEnabled`` the host calls it itself.
  public func applyCurrentState() {
    let engine = stateEngine
    engine.apply(engine.observationTracker.map { $0.track { state } } ?? state, host: self)
  }

  /// Writes the values of `state` to every target, changed or not, and makes it the last applied state.
  ///
  /// Use it to preview a state or to re-sync targets changed behind the engine's back.
  /// Inside a transition, the apply at the outermost commit writes every target instead.
  public func apply(state: ControlState) {
    stateEngine.apply(state, host: self, forced: true)
  }

  /// Applies the current state, then writes the current values to every property of `target`.
  ///
  /// Use it for a target that was re-created or re-used (a reused cell's label).
  /// Inside a transition it writes the values already applied.
  public func applyCurrentState(to target: AnyObject) {
    applyCurrentState()
    stateEngine.applyValues(toTarget: target)
  }

  /// A new `AsyncStream` of every state this host applies from now on.
  ///
  /// Each stream keeps every state until it is read: iterate it or let it go.
  ///
  /// ```swift
  /// Task { @MainActor in
  ///   for await state in pin.appliedStates where state.contains(PinCodeControl.valid) {
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
    stateEngine.tableDescription(of: self, currentState: state)
  }
}

// MARK: - Transitions

extension ControlStateHost {
  /// Whether a transition is open.
  public var isInTransition: Bool { stateEngine.transitionDepth > 0 }

  /// Opens a transition: state changes are not applied and events are queued until the commit.
  ///
  /// Transitions nest; only the outermost ``commitTransition()`` applies.
  public func beginTransition() {
    stateEngine.beginTransition()
  }

  /// Closes a transition; the outermost one applies the state once, then sends the queued events.
  public func commitTransition() {
    let events = stateEngine.commitTransition()
    guard !isInTransition else { return }
    if events.isEmpty || !stateEngine.isApplying {
      applyCurrentState()
      for event in events { sendActions(for: event) }
    } else {
      // Committed from a pass: the events wait for the apply queued behind it.
      stateEngine.apply(state, host: self, forced: false) {
        for event in events { self.sendActions(for: event) }
      }
    }
  }

  /// Closes a transition without applying: the outermost one drops the queued events.
  public func cancelTransition() {
    stateEngine.cancelTransition()
  }

  /// Runs `changes` inside a transition, then commits it (or ends it, if `committing` is `false`).
  ///
  /// ```swift
  /// pin.performTransition {
  ///   pin.clear()
  ///   pin.isEnabled = false
  /// }
  /// // One apply, then one .valueChanged.
  /// ```
  ///
  /// A form's transition batches the hosts its states follow too (``register(_:while:of:)``).
  public func performTransition(committing commit: Bool = true, _ changes: () throws -> Void)
    rethrows
  {
    let followed = stateEngine.followedHosts.compactMap(\.host)
    beginTransition()
    for host in followed { host.beginTransition() }
    defer {
      // The followed hosts first: their applies re-apply this host, which its own commit does once.
      for host in followed { commit ? host.commitTransition() : host.cancelTransition() }
      commit ? commitTransition() : cancelTransition()
    }
    try changes()
  }
}

// MARK: - Subscriptions

extension ControlStateHost {
  /// Calls `handler` each time the applied state starts to match `condition`.
  ///
  /// Edge-triggered: it fires on the apply that makes the state match, not while
  /// it keeps matching. The handler gets the host, so it need not capture it.
  ///
  /// ```swift
  /// pin.subscribe(to: .containing(PinCodeControl.valid)) { pin in
  ///   print("valid: \(pin.code)")
  /// }
  /// ```
  ///
  /// - Returns: A token whose ``ControlSubscription/cancel()`` ends the
  ///   subscription. A discarded token keeps it alive as long as the host.
  @discardableResult
  public func subscribe(
    to condition: StateCondition, _ handler: @escaping (Self) -> Void
  ) -> ControlSubscription {
    stateEngine.checkStates(of: condition, on: self)
    return stateEngine.subscribe(to: condition) { handler(unsafeDowncast($0, to: Self.self)) }
  }
}
