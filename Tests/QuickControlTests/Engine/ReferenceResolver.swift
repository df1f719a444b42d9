@testable import QuickControl

/// A brute-force model of the engine's value store: every value ever set, resolved by scanning all of them.
///
/// Deliberately naive (no bindings, no memo, no dirty tracking) so that it can
/// check the fast engine.
struct ReferenceResolver {
  struct Entry {
    let target: Int
    let key: Int
    let condition: StateCondition
    let value: String?
    let order: Int
  }

  var entries: [Entry] = []
  var order = 0

  mutating func set(_ value: String?, target: Int, key: Int, condition: StateCondition) {
    entries.removeAll { $0.target == target && $0.key == key && $0.condition == condition }
    order += 1
    entries.append(Entry(target: target, key: key, condition: condition, value: value, order: order))
  }

  mutating func remove(target: Int, key: Int?, condition: StateCondition?) {
    entries.removeAll { entry in
      entry.target == target && (key == nil || entry.key == key)
        && (condition == nil || entry.condition == condition)
    }
  }

  /// Whether any value is stored for the target's key.
  func hasEntries(target: Int, key: Int) -> Bool {
    entries.contains { $0.target == target && $0.key == key }
  }

  /// The winning value, or `.none` when the default applies.
  func resolve(target: Int, key: Int, state: ControlState) -> String?? {
    let candidates = entries.filter {
      $0.target == target && $0.key == key && $0.condition.matches(state)
    }
    let best = candidates.max { lhs, rhs in
      (lhs.condition.priority, lhs.order) < (rhs.condition.priority, rhs.order)
    }
    return best.map { .some($0.value) } ?? .none
  }
}

extension StateCondition {
  /// A condition of `kind` over `state`, for the oracles: they draw kinds from `Kind.allCases`, so
  /// each kind the type has is drawn, and a new kind does not compile here until it can be made.
  static func oracleCondition(
    _ kind: Kind, state: HostState, priority: Int?, predicate: () -> StateCondition
  ) -> StateCondition {
    switch kind {
    case .exactly, .containing, .notContaining, .containingAny, .containingNone:
      StateCondition(kind: kind, state: state, priority: priority)
    case .matching: predicate()
    }
  }
}
