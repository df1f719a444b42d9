import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

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

  package init(kind: Kind, state: ControlState, priority: Int?, predicate: Predicate? = nil) {
    precondition(
      (kind == .matching) == (predicate != nil), "StateCondition: use .matching(priority:_:) for a predicate."
    )
    (self.kind, self.state, self.predicate) = (kind, state, predicate)
    self.priority = priority ?? kind.defaultPriority
  }

  /// Matches exactly `state` and no other state; priority 1000 unless given.
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
  public static var always: Self { always(priority: 0) }

  /// Matches every state, at `priority`.
  public static func always(priority: Int) -> Self { containingNone([], priority: priority) }

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

extension StateCondition: CustomStringConvertible {
  /// A readable form such as `containing(disabled) priority 999`; custom bits unnamed.
  public var description: String { description(naming: StateNames.system) }

  package func description(naming names: StateNames) -> String {
    let subject =
      switch kind {
      case .matching: "matching(predicate)"
      case .containingNone where state.isEmpty: "always"
      default: "\(kind)(\(names.describe(state, bare: true)))"
      }
    return "\(subject) priority \(priority)"
  }
}

extension ControlStateHost {
  /// Declares a custom state of this host class and returns its bit.
  ///
  /// Declare each state once, as a static constant of the class that computes it. Its bit of
  /// `ControlState.application`, chosen on first use (do not store raw values), differs from those
  /// of the class's superclasses and subclasses; a ninth state in one hierarchy stops with a message.
  /// The same name again returns the same bit; ``stateTableDescription`` prints the name.
  ///
  /// ```swift
  /// static let checked = declareState("checked")
  /// ```
  public nonisolated static func declareState(_ name: String) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self))
  }

  /// Declares a custom event of this host class (one of the four bits of `ControlEvents.applicationReserved`).
  ///
  /// ```swift
  /// static let confirmed = declareEvent("confirmed")
  /// ```
  public nonisolated static func declareEvent(_ name: String) -> ControlEvents {
    ControlEvents(rawValue: StateNames.declare(name, isState: false, for: Self.self))
  }
}

/// The names of state and event bits: the system ones, and those each host class declares.
package struct StateNames: Sendable {
  package var states: [(bit: UInt, name: String)], events: [(bit: UInt, name: String)]

  /// UIKit's names: highlighted, disabled, selected, focused; the standard events.
  package static let system = StateNames(
    states: [(1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused")],
    events: [
      (1 << 0, "touchDown"), (1 << 6, "touchUpInside"), (1 << 12, "valueChanged"),
      (1 << 13, "primaryActionTriggered"), (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"),
      (1 << 18, "editingDidEnd"), (1 << 19, "editingDidEndOnExit"),
    ])
  /// Every declaration, grouped by class in the order of each class's first one.
  private static let declared = Locked<[(type: AnyClass, isState: Bool, bit: UInt, name: String)]>([])

  /// Every name a host of `type` knows: the system's, its class's and its superclasses'.
  package static func of(_ type: AnyClass) -> StateNames {
    declared.withLock { $0.filter { isClass(type, kindOf: $0.type) } }.reduce(into: system) {
      if $1.isState { $0.states.append(($1.bit, $1.name)) } else { $0.events.append(($1.bit, $1.name)) }
    }
  }

  /// `normal`, or the bits by name in brackets (`[disabled, valid]`); unnamed bits in hex.
  package func describe(_ state: ControlState, bare: Bool = false) -> String {
    let text = Self.describe(state.rawValue, names: states)
    return bare || state.rawValue == 0 ? text : "[\(text)]"
  }

  package func describe(_ events: ControlEvents) -> String {
    Self.describe(events.rawValue, names: self.events)
  }

  private static func describe(_ bits: UInt, names: [(bit: UInt, name: String)]) -> String {
    if bits == 0 { return "normal" }
    let named = names.filter { bits & $0.bit != 0 }
    let rest = named.reduce(bits) { $0 & ~$1.bit }
    let unnamed = (0..<UInt.bitWidth).filter { rest >> $0 & 1 != 0 }.map { "0x" + String(1 << $0, radix: 16) }
    return (named.map(\.name) + unnamed).joined(separator: ", ")
  }

  /// The bit `name` has, or the highest free bit of the pool among the related classes' declarations.
  package static func declare(_ name: String, isState: Bool, for type: AnyClass) -> UInt {
    let kind = isState ? "state" : "event"
    return declared.withLock { declared in
      let related = declared.filter {
        $0.isState == isState && (isClass(type, kindOf: $0.type) || isClass($0.type, kindOf: type))
      }
      if let same = related.first(where: { $0.name == name }) {
        guard same.type == type else {
          fatalError(
            "QuickControl: \(type) declares \(kind) '\(name)', which \(same.type) already declares; use \(same.type)'s, or choose another name."
          )
        }
        return same.bit
      }
      let free = (isState ? 0x00FF_0000 : 0x0F00_0000) & ~related.reduce(0) { $0 | $1.bit }
      guard free != 0 else {
        let taken = related.map { "\($0.type).\($0.name)" }.joined(separator: ", ")
        fatalError(
          "QuickControl: no free \(kind) bit for \(type).\(name): its class hierarchy already declares \(taken). Combine states into one, or compute the rarer ones with a predicate condition."
        )
      }
      // The highest free bit: raw bits in old code count from 1 << 16 up.
      let bit: UInt = 1 << (UInt.bitWidth - 1 - free.leadingZeroBitCount)
      let index = declared.lastIndex { $0.type == type }.map { $0 + 1 } ?? declared.endIndex
      declared.insert((type, isState, bit, name), at: index)
      return bit
    }
  }

  private static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    sequence(first: type, next: { _getSuperclass($0) }).contains { $0 == ancestor }
  }
}

/// A value behind a lock (Foundation's `NSLock`: `Mutex` needs iOS 18).
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
