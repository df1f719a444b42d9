// The 0.x names, kept so that 0.x code builds (with a warning) and behaves as it did; "Migrating from
// QUIckControl 0.x" (DocC) has the table.

/// The 0.x name of `ControlStateHost`.
@available(*, deprecated, renamed: "ControlStateHost")
public typealias QUICStateHost = ControlStateHost

/// The 0.x name of `StateEngine`.
@available(*, deprecated, renamed: "StateEngine")
public typealias QUICStateEngine = StateEngine

/// The 0.x name of `StateCondition`.
@available(*, deprecated, renamed: "StateCondition")
public typealias QUICStateDescriptor = StateCondition

/// The 0.x name of `ControlSubscription`.
@available(*, deprecated, renamed: "ControlSubscription")
public typealias QUICSubscription = ControlSubscription

extension StateCondition {
  /// The 0.x modes; 1.0 spells each as a static function of ``StateCondition``.
  @available(*, deprecated, message: "use the static functions of StateCondition: .exactly, .containing, …")
  public enum Mode: Sendable, Hashable, CaseIterable {
    case usual, intersected, inverted, oneOfSeveral, noneOfThis, custom

    /// The priority a descriptor of this mode gets unless one is given.
    public var defaultPriority: Int {
      kind.defaultPriority == 0 && self != .custom ? 500 : kind.defaultPriority
    }

    var kind: Kind {
      switch self {
      case .usual: .exactly
      case .intersected: .containing
      case .inverted: .notContaining
      case .oneOfSeveral: .containingAny
      case .noneOfThis: .containingNone
      case .custom: .matching
      }
    }
  }

  /// A 0.x spelling: use the static functions of StateCondition: .exactly, .containing, ….
  @available(*, deprecated, message: "use the static functions of StateCondition: .exactly, .containing, …")
  public var mode: Mode {
    switch kind {
    case .exactly: .usual
    case .containing: .intersected
    case .notContaining: .inverted
    case .containingAny: .oneOfSeveral
    case .containingNone: .noneOfThis
    case .matching: .custom
    }
  }

  /// A 0.x spelling: use .exactly(_:priority:), .containing(_:priority:), ….
  @available(*, deprecated, message: "use .exactly(_:priority:), .containing(_:priority:), …")
  public init(state: ControlState, mode: Mode = .usual, priority: Int? = nil) {
    guard mode != .custom else {
      fatalError("StateCondition: a custom condition needs a predicate; use .matching(priority:_:).")
    }
    self.init(kind: mode.kind, state: state, priority: priority)
  }

  /// The 0.x name of `matching(priority:_:)`.
  @available(*, deprecated, renamed: "matching(priority:_:)")
  public init(priority: Int, predicate: @escaping @Sendable (ControlState) -> Bool) {
    self = .matching(priority: priority, predicate)
  }

  /// The 0.x name of `exactly(_:priority:)`.
  @available(*, deprecated, renamed: "exactly(_:priority:)")
  public static func usual(_ state: ControlState, priority: Int? = nil) -> Self {
    .exactly(state, priority: priority)
  }

  /// The 0.x name of `containing(_:priority:)`.
  @available(*, deprecated, renamed: "containing(_:priority:)")
  public static func intersected(_ state: ControlState, priority: Int? = nil) -> Self {
    .containing(state, priority: priority)
  }

  /// The 0.x name of `notContaining(_:priority:)`.
  @available(*, deprecated, renamed: "notContaining(_:priority:)")
  public static func inverted(_ state: ControlState, priority: Int? = nil) -> Self {
    .notContaining(state, priority: priority)
  }

  /// The 0.x name of `containingAny(_:priority:)`.
  @available(*, deprecated, renamed: "containingAny(_:priority:)")
  public static func oneOfSeveral(_ state: ControlState, priority: Int? = nil) -> Self {
    .containingAny(state, priority: priority)
  }

  /// A 0.x spelling: use .containingNone(_:priority:), or .always for every state.
  @available(*, deprecated, message: "use .containingNone(_:priority:), or .always for every state")
  public static func noneOfThis(_ state: ControlState, priority: Int? = nil) -> Self {
    .containingNone(state, priority: priority)
  }

  /// The 0.x name of `matching(priority:_:)`.
  @available(*, deprecated, renamed: "matching(priority:_:)")
  public static func custom(
    priority: Int, _ predicate: @escaping @Sendable (ControlState) -> Bool
  ) -> Self {
    .matching(priority: priority, predicate)
  }
}

extension ControlStateHost {
  /// A 0.x spelling: use `register(_:while:)`, with a closure to invert.
  @available(
    *, deprecated, message: "use register(_:while:), with a closure to invert: register(s) { !$0.flag }"
  )
  @inlinable @inline(__always)
  public func register(
    _ state: ControlState, forBoolKeyPath keyPath: @autoclosure () -> KeyPath<Self, Bool>,
    inverted: Bool = false
  ) {
    if inverted {
      let getter = makeGetter(keyPath())
      register(state, while: { !getter($0) })
    } else {
      register(state, while: keyPath())
    }
  }

  /// The 0.x name of `register(_:while:)`.
  @available(*, deprecated, renamed: "register(_:while:)")
  @_disfavoredOverload @inlinable
  public func register(_ state: ControlState, with predicate: @escaping (Self) -> Bool) {
    register(state, while: predicate)
  }

  /// The 0.x name of `setValue(_:for:of:when:)`.
  @available(*, deprecated, renamed: "setValue(_:for:of:when:)")
  @inlinable @inline(__always)
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    for descriptor: StateCondition
  ) {
    setValue(value, for: keyPath(), of: target, when: descriptor)
  }

  /// A 0.x spelling: use setValue(_:for:of:when: .exactly(state)).
  @available(*, deprecated, message: "use setValue(_:for:of:when: .exactly(state))")
  @inlinable @inline(__always)
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>, for state: ControlState
  ) {
    setValue(value, for: keyPath(), of: target, when: .exactly(state))
  }

  /// A 0.x spelling: use setValue(_:for:of:when: .containing(state)).
  @available(*, deprecated, message: "use setValue(_:for:of:when: .containing(state))")
  @inlinable @inline(__always)
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    forAllStatesContained state: ControlState
  ) {
    setValue(value, for: keyPath(), of: target, when: .containing(state))
  }

  /// A 0.x spelling: use setValue(_:for:of:when: .notContaining(state)).
  @available(*, deprecated, message: "use setValue(_:for:of:when: .notContaining(state))")
  @inlinable @inline(__always)
  public func setValue<Target: AnyObject, Value>(
    _ value: Value, forTarget target: Target,
    forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Target, Value>,
    forInvertedState state: ControlState
  ) {
    setValue(value, for: keyPath(), of: target, when: .notContaining(state))
  }

  /// The 0.x name of `setValue(_:for:when:)`.
  @available(*, deprecated, renamed: "setValue(_:for:when:)")
  @inlinable @inline(__always)
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    for descriptor: StateCondition
  ) {
    setValue(value, for: keyPath(), of: self, when: descriptor)
  }

  /// A 0.x spelling: use setValue(_:for:when: .exactly(state)).
  @available(*, deprecated, message: "use setValue(_:for:when: .exactly(state))")
  @inlinable @inline(__always)
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    for state: ControlState
  ) {
    setValue(value, for: keyPath(), of: self, when: .exactly(state))
  }

  /// A 0.x spelling: use setValue(_:for:when: .containing(state)).
  @available(*, deprecated, message: "use setValue(_:for:when: .containing(state))")
  @inlinable @inline(__always)
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    forAllStatesContained state: ControlState
  ) {
    setValue(value, for: keyPath(), of: self, when: .containing(state))
  }

  /// A 0.x spelling: use setValue(_:for:when: .notContaining(state)).
  @available(*, deprecated, message: "use setValue(_:for:when: .notContaining(state))")
  @inlinable @inline(__always)
  public func setValue<Value>(
    _ value: Value, forKeyPath keyPath: @autoclosure () -> ReferenceWritableKeyPath<Self, Value>,
    forInvertedState state: ControlState
  ) {
    setValue(value, for: keyPath(), of: self, when: .notContaining(state))
  }

  /// The 0.x name of `value(for:of:when:)`.
  @available(*, deprecated, renamed: "value(for:of:when:)")
  public func value<Target: AnyObject, Value>(
    for target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>,
    for descriptor: StateCondition
  ) -> Value? {
    value(for: keyPath, of: target, when: descriptor)
  }

  /// The 0.x name of `removeValues(for:of:when:)`.
  @available(*, deprecated, renamed: "removeValues(for:of:when:)")
  public func removeValues<Target: AnyObject, Value>(
    forTarget target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>,
    forState descriptor: StateCondition
  ) {
    removeValues(for: keyPath, of: target, when: descriptor)
  }

  /// The 0.x name of `removeValues(for:of:)`.
  @available(*, deprecated, renamed: "removeValues(for:of:)")
  public func removeValues<Target: AnyObject, Value>(
    forTarget target: Target, forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    removeValues(for: keyPath, of: target)
  }

  /// The 0.x name of `removeValues(of:)`.
  @available(*, deprecated, renamed: "removeValues(of:)")
  public func removeValues(forTarget target: AnyObject) {
    removeValues(of: target)
  }

  /// The 0.x name of `applyCurrentState(to:)`.
  @available(*, deprecated, renamed: "applyCurrentState(to:)")
  public func applyCurrentState(forTarget target: AnyObject) {
    applyCurrentState(to: target)
  }

  /// The 0.x name of `isInTransition`.
  @available(*, deprecated, renamed: "isInTransition")
  public var isTransitionTime: Bool { isInTransition }

  /// The 0.x name of `cancelTransition()`.
  @available(*, deprecated, renamed: "cancelTransition()")
  public func endTransition() {
    cancelTransition()
  }

  /// The 0.x name of `performTransition(committing:_:)`.
  @available(*, deprecated, renamed: "performTransition(committing:_:)")
  public func performTransition(withCommit commit: Bool, _ changes: () throws -> Void) rethrows {
    try performTransition(committing: commit, changes)
  }

  /// The 0.x name of `subscribe(to:_:)`.
  @available(*, deprecated, renamed: "subscribe(to:_:)")
  @discardableResult
  public func subscribe(
    on descriptor: StateCondition, _ handler: @escaping (Self) -> Void
  ) -> ControlSubscription {
    subscribe(to: descriptor, handler)
  }

  /// A 0.x spelling: 1.0 keeps it internal.
  @available(
    *, deprecated, message: "no longer public: a weak property's default is rarely worth a declaration"
  )
  public func holdDefaultsWeakly<Target: AnyObject, Object: AnyObject>(
    forKeyPath keyPath: ReferenceWritableKeyPath<Target, Object?>
  ) {
    holdDefaultsWeakly(for: keyPath)
  }

  /// What the 0.x `holdDefaultsWeakly(forKeyPath:)` does: holds weakly the default of every
  /// target's `keyPath` (1.0 holds an optional protocol-typed default, a delegate, weakly by itself).
  package func holdDefaultsWeakly<Target: AnyObject, Object: AnyObject>(
    for keyPath: ReferenceWritableKeyPath<Target, Object?>
  ) {
    stateEngine.holdDefaultsWeakly(for: keyPath)
  }
}

extension ControlStateHost where Self: QUIckControl {
  /// The 0.x name of `subscribe(to:_:)`.
  @available(*, deprecated, renamed: "subscribe(to:_:)")
  @discardableResult
  public func subscribe(on events: ControlEvents, _ handler: @escaping (Self) -> Void)
    -> ControlSubscription
  {
    subscribe(to: events, handler)
  }
}
