#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// When a value applies: a rule over a control's state, with a priority.
///
/// A host resolves each (target, property) by looking at every condition that
/// has a value for it and ``matches(_:)`` the host's state: the highest
/// ``priority`` wins, and on a tie the value set most recently wins. When no
/// condition matches, the property gets back the value it had before its first
/// registration.
///
/// | Condition | Matches when the state… | Default priority |
/// | --- | --- | --- |
/// | ``exactly(_:priority:)`` | equals `state` | 1000 |
/// | ``containing(_:priority:)`` | contains every bit of `state` | 999 |
/// | ``notContaining(_:priority:)`` | lacks at least one bit of `state` | 750 |
/// | ``containingAny(_:priority:)`` | contains a bit of `state` | 500 |
/// | ``containingNone(_:priority:)`` | contains no bit of `state` | 500 |
/// | ``always`` | always | 0 |
/// | ``matching(priority:_:)`` | satisfies a predicate | given |
///
/// ```swift
/// let disabled = StateCondition.containing(.disabled)
/// print(disabled.matches([.disabled, .selected]))
/// // Prints "true"
/// ```
public struct StateCondition: Sendable {
  /// How a condition compares its state with a host's state.
  @usableFromInline
  package enum Kind: Sendable, Hashable, CaseIterable {
    case exactly, containing, notContaining, containingAny, containingNone, matching

    /// The priority a condition of this kind gets unless one is given.
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

  /// The predicate of a ``matching(priority:_:)`` condition; its identity is the condition's.
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

  package init(kind: Kind, state: ControlState, priority: Int?, predicate: Predicate? = nil) {
    precondition(
      (kind == .matching) == (predicate != nil), "StateCondition: use .matching(priority:_:) for a predicate."
    )
    (self.kind, self.state, self.predicate) = (kind, state, predicate)
    self.priority = priority ?? kind.defaultPriority
  }

  /// Matches exactly `state` and no other state; priority 1000 unless given.
  ///
  /// ```swift
  /// control.setValue("Done", for: \.text, of: label, when: .exactly(.selected))
  /// ```
  public static func exactly(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .exactly, state: state, priority: priority)
  }

  /// Matches every state that contains all bits of `state`; priority 999 unless given.
  ///
  /// ```swift
  /// control.setValue(0.5, for: \.alpha, when: .containing(.disabled))
  /// ```
  public static func containing(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containing, state: state, priority: priority)
  }

  /// Matches every state that lacks at least one bit of `state`; priority 750 unless given.
  public static func notContaining(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .notContaining, state: state, priority: priority)
  }

  /// Matches every state that contains at least one bit of `state`; priority 500 unless given.
  public static func containingAny(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containingAny, state: state, priority: priority)
  }

  /// Matches every state that contains no bit of `state`; priority 500 unless given.
  public static func containingNone(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(kind: .containingNone, state: state, priority: priority)
  }

  /// Matches every state, at priority 0: the base value that any other matching condition overrides.
  ///
  /// ```swift
  /// control.setValue(1, for: \.borderWidth, of: layer, when: .always)
  /// ```
  public static var always: Self { always(priority: 0) }

  /// Matches every state, at `priority`.
  public static func always(priority: Int) -> Self { containingNone([], priority: priority) }

  /// Matches the states for which `predicate` is true, at `priority`.
  ///
  /// The predicate must depend only on the state it is given: results are
  /// memoised per state. Two such conditions are equal only if they are copies
  /// of one value.
  ///
  /// ```swift
  /// let twoOrMore = StateCondition.matching(priority: 600) { $0.rawValue.nonzeroBitCount >= 2 }
  /// print(twoOrMore.matches([.selected, .highlighted]))
  /// // Prints "true"
  /// ```
  public static func matching(
    priority: Int, _ predicate: @escaping @Sendable (ControlState) -> Bool
  ) -> Self {
    Self(kind: .matching, state: [], priority: priority, predicate: Predicate(predicate))
  }

  /// Returns whether the condition holds for a host in `controlState`.
  ///
  /// - Complexity: O(1), but for ``matching(priority:_:)``, which runs its predicate.
  @inlinable
  public func matches(_ controlState: ControlState) -> Bool {
    let bits = state.rawValue
    let current = controlState.rawValue
    switch kind {
    case .exactly: return current == bits
    case .containing: return current & bits == bits
    case .notContaining: return current & bits != bits
    case .containingAny: return current & bits != 0
    case .containingNone: return current & bits == 0
    case .matching: return predicate?.body(controlState) ?? false
    }
  }
}

extension StateCondition: Hashable {
  /// Two conditions are equal when kind, state and priority are equal; two
  /// ``matching(priority:_:)`` conditions only when they share one predicate.
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

extension StateCondition: CustomStringConvertible {
  /// A readable form such as `containing(disabled) priority 999`, with bits unnamed.
  ///
  /// A host's ``ControlStateHost/stateTableDescription`` names its own states.
  public var description: String { description(naming: StateNames.system) }

  /// The description, naming bits with `names`.
  package func description(naming names: StateNames) -> String {
    let subject: String
    switch kind {
    case .matching: subject = "matching(predicate)"
    case .containingNone where state.isEmpty: subject = "always"
    default: subject = "\(kind)(\(names.describe(state, bare: true)))"
    }
    return "\(subject) priority \(priority)"
  }
}
