#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// A rule that decides whether a value applies in a given control state.
///
/// A descriptor has a ``mode``, a ``state`` and a ``priority``. When a control
/// resolves a value for a target's key path, it considers every descriptor that
/// has a value for that key path and ``matches(_:)`` the control's state; the
/// highest priority wins, and on a tie the value set most recently wins.
///
/// | Mode | Matches when the control's state… | Default priority |
/// | --- | --- | --- |
/// | ``Mode/usual`` | equals `state` | 1000 |
/// | ``Mode/intersected`` | contains all bits of `state` | 999 |
/// | ``Mode/inverted`` | does not contain all bits of `state` | 750 |
/// | ``Mode/oneOfSeveral`` | contains any bit of `state` | 500 |
/// | ``Mode/noneOfThis`` | contains no bit of `state` | 500 |
/// | ``Mode/custom`` | satisfies a predicate | given |
///
/// ```swift
/// let anyDisabled = QUICStateDescriptor.intersected(.disabled)
/// print(anyDisabled.matches([.disabled, .selected]))
/// // Prints "true"
/// ```
public struct QUICStateDescriptor: Sendable {
  /// How a descriptor compares its ``QUICStateDescriptor/state`` with a control's state.
  public enum Mode: Sendable, Hashable, CaseIterable {
    /// The control's state equals the descriptor's state exactly.
    case usual
    /// The control's state contains every bit of the descriptor's state.
    case intersected
    /// The control's state does not contain every bit of the descriptor's state.
    case inverted
    /// The control's state contains at least one bit of the descriptor's state.
    case oneOfSeveral
    /// The control's state contains no bit of the descriptor's state.
    case noneOfThis
    /// A predicate decides.
    case custom

    /// The priority a descriptor of this mode gets unless one is given.
    ///
    /// `usual` 1000, `intersected` 999, `inverted` 750, `oneOfSeveral` and
    /// `noneOfThis` 500, `custom` 0 (custom descriptors always name their own).
    public var defaultPriority: Int {
      switch self {
      case .usual: 1000
      case .intersected: 999
      case .inverted: 750
      case .oneOfSeveral, .noneOfThis: 500
      case .custom: 0
      }
    }
  }

  /// The predicate of a custom descriptor; its identity is the descriptor's identity.
  @usableFromInline
  final class Predicate: Sendable {
    @usableFromInline let body: @Sendable (ControlState) -> Bool
    init(_ body: @escaping @Sendable (ControlState) -> Bool) { self.body = body }
  }

  /// How ``state`` is compared with a control's state.
  public let mode: Mode
  /// The state bits the descriptor compares with (unused by custom descriptors).
  public let state: ControlState
  /// The priority: among matching descriptors the highest wins.
  public let priority: Int
  @usableFromInline let predicate: Predicate?

  /// Creates a descriptor that compares `state` by `mode`.
  ///
  /// - Parameters:
  ///   - state: The bits to compare with the control's state.
  ///   - mode: How to compare; not ``Mode/custom`` (use ``init(priority:predicate:)``).
  ///   - priority: The priority, or `nil` for the mode's ``Mode/defaultPriority``.
  ///
  /// ```swift
  /// let selected = QUICStateDescriptor(state: .selected, mode: .intersected, priority: 800)
  /// print(selected.priority)
  /// // Prints "800"
  /// ```
  public init(state: ControlState, mode: Mode = .usual, priority: Int? = nil) {
    guard mode != .custom else {
      fatalError(
        "QUICStateDescriptor: a custom descriptor needs a predicate; use QUICStateDescriptor(priority:predicate:)."
      )
    }
    self.mode = mode
    self.state = state
    self.priority = priority ?? mode.defaultPriority
    self.predicate = nil
  }

  /// Creates a custom descriptor that matches the states for which `predicate` is true.
  ///
  /// The predicate must depend only on the state it is given: results are
  /// memoised per state. Two custom descriptors are equal only if they are the
  /// same value (copies of one descriptor).
  ///
  /// ```swift
  /// let twoOrMore = QUICStateDescriptor(priority: 600) { $0.rawValue.nonzeroBitCount >= 2 }
  /// print(twoOrMore.matches([.selected, .highlighted]))
  /// // Prints "true"
  /// ```
  public init(priority: Int, predicate: @escaping @Sendable (ControlState) -> Bool) {
    self.mode = .custom
    self.state = []
    self.priority = priority
    self.predicate = Predicate(predicate)
  }

  /// A descriptor matching exactly `state`, priority 1000 unless given.
  public static func usual(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(state: state, mode: .usual, priority: priority)
  }
  /// A descriptor matching every state that contains all of `state`, priority 999 unless given.
  public static func intersected(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(state: state, mode: .intersected, priority: priority)
  }
  /// A descriptor matching every state that does not contain all of `state`, priority 750 unless given.
  public static func inverted(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(state: state, mode: .inverted, priority: priority)
  }
  /// A descriptor matching every state that contains any bit of `state`, priority 500 unless given.
  public static func oneOfSeveral(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(state: state, mode: .oneOfSeveral, priority: priority)
  }
  /// A descriptor matching every state that contains no bit of `state`, priority 500 unless given.
  public static func noneOfThis(_ state: ControlState, priority: Int? = nil) -> Self {
    Self(state: state, mode: .noneOfThis, priority: priority)
  }
  /// A custom descriptor; see ``init(priority:predicate:)``.
  public static func custom(
    priority: Int, _ predicate: @escaping @Sendable (ControlState) -> Bool
  ) -> Self {
    Self(priority: priority, predicate: predicate)
  }

  /// Returns whether the descriptor applies to a control in `controlState`.
  ///
  /// - Complexity: O(1) for every mode but ``Mode/custom``, which runs its predicate.
  @inlinable
  public func matches(_ controlState: ControlState) -> Bool {
    let bits = state.rawValue
    let current = controlState.rawValue
    switch mode {
    case .usual: return current == bits
    case .intersected: return current & bits == bits
    case .inverted: return current & bits != bits
    case .oneOfSeveral: return current & bits != 0
    case .noneOfThis: return current & bits == 0
    case .custom: return predicate?.body(controlState) ?? false
    }
  }
}

extension QUICStateDescriptor: Hashable {
  /// Two descriptors are equal when mode, state and priority are equal; two
  /// custom descriptors only when they share one predicate (copies of one value).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.mode == rhs.mode && lhs.state.rawValue == rhs.state.rawValue
      && lhs.priority == rhs.priority && lhs.predicate === rhs.predicate
  }

  /// Hashes mode, state, priority and, for custom descriptors, the predicate's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mode)
    hasher.combine(state.rawValue)
    hasher.combine(priority)
    if let predicate { hasher.combine(ObjectIdentifier(predicate)) }
  }
}

extension QUICStateDescriptor: CustomStringConvertible {
  /// A readable form such as `intersected([disabled]) priority 999`.
  public var description: String {
    let subject = mode == .custom ? "custom(predicate)" : "\(mode)(\(ControlStateFormatter.describe(state)))"
    return "\(subject) priority \(priority)"
  }
}
