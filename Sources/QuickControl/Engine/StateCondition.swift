/// When a value applies: a rule over a control's state, with a priority.
///
/// For each (target, property), among the conditions that ``matches(_:)`` the host's state, the
/// highest ``priority`` wins, on a tie the latest value; with none, the property gets back its value
/// from before its first registration. See the State conditions and priorities article.
///
/// ```swift
/// let disabled = StateCondition.containing(.disabled)
/// print(disabled.matches([.disabled, .selected]))
/// // Prints "true"
/// ```
public struct StateCondition: Sendable {
  @usableFromInline
  package enum Kind: Sendable, Hashable, CaseIterable {
    case exactly, containing, notContaining, containingAny, containingNone, matching

    package var defaultPriority: Int {
      switch self {
      case .exactly: 1000
      case .containing: 999
      case .notContaining: 750
      case .containingAny, .containingNone: 500
      case .matching: 0
      }
    }
  }

  /// A ``matching(priority:_:)`` condition's predicate; its identity is the condition's.
  @usableFromInline
  package final class Predicate: Sendable {
    @usableFromInline let body: @Sendable (ControlState) -> Bool
    init(_ body: @escaping @Sendable (ControlState) -> Bool) { self.body = body }
  }

  @usableFromInline package let kind: Kind
  /// The state bits the condition compares with (empty for ``always`` and ``matching(priority:_:)``).
  public let state: ControlState
  /// The priority: among matching conditions the highest wins.
  public let priority: Int
  @usableFromInline let predicate: Predicate?
  /// For a condition over a declared state, the state's class: the bits are that class
  /// hierarchy's own, so the class, not the bits, says which hosts the condition may be used on.
  /// An identifier, not the class: a condition copied on the apply path retains nothing more.
  package var owner: ObjectIdentifier?

  package init(
    kind: Kind, state: ControlState, priority: Int?, predicate: Predicate? = nil,
    owner: ObjectIdentifier? = nil
  ) {
    precondition(
      (kind == .matching) == (predicate != nil), "StateCondition: use .matching(priority:_:) for a predicate."
    )
    (self.kind, self.state, self.predicate, self.owner) = (kind, state, predicate, owner)
    self.priority = priority ?? kind.defaultPriority
  }

  package init(kind: Kind, state: HostState, priority: Int?) {
    self.init(kind: kind, state: state.controlState, priority: priority, owner: state.owner)
  }

  /// Matches exactly `state` and no other state; priority 1000 unless given.
  ///
  /// Trait states (`.darkAppearance`…) count only where `state` names one:
  /// `.exactly(.selected)` matches a selected host in the dark appearance too.
  public static func exactly(_ state: HostState, priority: Int? = nil) -> Self {
    Self(kind: .exactly, state: state, priority: priority)
  }

  /// The same condition over UIKit's bits or a library state (`PinCodeControl.valid`).
  @_disfavoredOverload
  public static func exactly(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .exactly, state: state, priority: priority)
  }

  /// Matches every state that contains all bits of `state`; priority 999 unless given.
  ///
  /// ```swift
  /// control.setValue(0.5, for: \.alpha, when: .containing(.disabled))
  /// ```
  public static func containing(_ state: HostState, priority: Int? = nil) -> Self {
    Self(kind: .containing, state: state, priority: priority)
  }

  /// The same condition over UIKit's bits or a library state (`PinCodeControl.valid`).
  @_disfavoredOverload
  public static func containing(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containing, state: state, priority: priority)
  }

  /// Matches every state that lacks at least one bit of `state`; priority 750 unless given.
  public static func notContaining(_ state: HostState, priority: Int? = nil) -> Self {
    Self(kind: .notContaining, state: state, priority: priority)
  }

  /// The same condition over UIKit's bits or a library state (`PinCodeControl.valid`).
  @_disfavoredOverload
  public static func notContaining(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .notContaining, state: state, priority: priority)
  }

  /// Matches every state that contains at least one bit of `state`; priority 500 unless given.
  public static func containingAny(_ state: HostState, priority: Int? = nil) -> Self {
    Self(kind: .containingAny, state: state, priority: priority)
  }

  /// The same condition over UIKit's bits or a library state (`PinCodeControl.valid`).
  @_disfavoredOverload
  public static func containingAny(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containingAny, state: state, priority: priority)
  }

  /// Matches every state that contains no bit of `state`; priority 500 unless given.
  public static func containingNone(_ state: HostState, priority: Int? = nil) -> Self {
    Self(kind: .containingNone, state: state, priority: priority)
  }

  /// The same condition over UIKit's bits or a library state (`PinCodeControl.valid`).
  @_disfavoredOverload
  public static func containingNone(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containingNone, state: state, priority: priority)
  }

  /// Matches every state, at priority 0: the base value that any other matching condition overrides.
  public static var always: Self { always(priority: 0) }

  /// Matches every state, at `priority`.
  public static func always(priority: Int) -> Self { containingNone(HostState.normal, priority: priority) }

  /// Matches the states for which `predicate` is true, at `priority`.
  ///
  /// The predicate must depend only on the state (results are memoised per state).
  /// Two such conditions are equal only if they are copies of one value.
  ///
  /// ```swift
  /// let twoOrMore = StateCondition.matching(priority: 600) { $0.rawValue.nonzeroBitCount >= 2 }
  /// ```
  public static func matching(
    priority: Int, _ predicate: @escaping @Sendable (ControlState) -> Bool
  ) -> Self {
    Self(kind: .matching, state: [], priority: priority, predicate: Predicate(predicate))
  }

  /// Returns whether the condition holds for a host in `controlState`.
  @inlinable
  public func matches(_ controlState: ControlState) -> Bool {
    let (bits, current) = (state.rawValue, controlState.rawValue)
    switch kind {
    case .exactly: return current & ~(ControlState.traits.rawValue & ~bits) == bits
    case .containing: return current & bits == bits
    case .notContaining: return current & bits != bits
    case .containingAny: return current & bits != 0
    case .containingNone: return current & bits == 0
    case .matching: return predicate?.body(controlState) ?? false
    }
  }
}

extension StateCondition: Hashable {
  /// Equal kind, state, priority and (for ``matching(priority:_:)``) the same predicate.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.state.rawValue == rhs.state.rawValue
      && lhs.priority == rhs.priority && lhs.predicate === rhs.predicate
  }

  /// Hashes kind, state, priority and, for a predicate, its identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(state.rawValue)
    hasher.combine(priority)
    if let predicate { hasher.combine(ObjectIdentifier(predicate)) }
  }
}
