// The old QUIckControl library's algorithm (2016–2019), re-implemented as a
// baseline: per (target, key) a `[Descriptor: Any]` dictionary;
// on every state change each key filters its dictionary by the descriptors'
// predicates, takes the maximum priority and writes the value through a
// type-erased setter. Nothing is memoised. It lives here, in the benchmarks
// only, and keeps the old design but not its string KVC or `NSPredicate`
// registered states, which were slower still: the ratios against it are conservative.

import QuickControl

/// The old descriptor: a mode, a state and a priority, hashed as a dictionary key.
public struct OldDescriptor: Hashable {
  /// How an old descriptor compares its state with the control's.
  public enum Mode: Hashable {
    case usual, intersected, inverted, oneOfSeveral, noneOfThis
  }

  let mode: Mode
  let state: UInt
  let priority: Int

  /// Creates a descriptor; without `priority`, the old default priority of `mode`.
  public init(_ mode: Mode, _ state: ControlState, _ priority: Int? = nil) {
    self.mode = mode
    self.state = state.rawValue
    self.priority =
      priority
      ?? {
        switch mode {
        case .usual: 1000
        case .intersected: 999
        case .inverted: 750
        case .oneOfSeveral, .noneOfThis: 500
        }
      }()
  }

  /// The old mode with the semantics of `condition`'s kind, read from its public description.
  ///
  /// The old library had no predicate conditions: one stops with a precondition message.
  static func mode(of condition: StateCondition) -> Mode {
    let kind = condition.description.prefix { $0 != "(" && $0 != " " }
    switch kind {
    case "exactly": return .usual
    case "containing": return .intersected
    case "notContaining": return .inverted
    case "containingAny": return .oneOfSeveral
    case "containingNone", "always": return .noneOfThis
    default:
      preconditionFailure("OldDescriptor: the old algorithm has no predicate conditions; use a rule.")
    }
  }

  /// The old descriptor of a `StateCondition` with the same rule, state and priority.
  init(_ descriptor: StateCondition) {
    let mode = Self.mode(of: descriptor)
    self.init(mode, descriptor.state, descriptor.priority)
  }

  /// The old `evaluate(with:)`: whether the descriptor applies in `current`.
  func evaluate(_ current: UInt) -> Bool {
    switch mode {
    case .usual: current == state
    case .intersected: current & state == state
    case .inverted: current & state != state
    case .oneOfSeveral: current & state != 0
    case .noneOfThis: current & state == 0
    }
  }
}

/// The old per-target storage: values per key and type-erased setters.
final class OldTargetValues {
  weak var target: AnyObject?
  var values: [String: [OldDescriptor: Any]] = [:]
  var defaults: [String: Any] = [:]
  var setters: [String: (AnyObject, Any) -> Void] = [:]

  init(target: AnyObject) {
    self.target = target
  }
}

/// The old control: registered states, targets and the unmemoised apply.
@MainActor
open class OldStateControl {
  private var flags: [(state: UInt, evaluate: (OldStateControl) -> Bool)] = []
  private var targets: [ObjectIdentifier: OldTargetValues] = [:]
  private var targetOrder: [OldTargetValues] = []
  private(set) var lastAppliedState: UInt = 0

  /// Creates a control with no registered states and no values.
  public init() {}

  /// Registers a registered state bit computed from the control.
  func register(_ state: UInt, _ evaluate: @escaping (OldStateControl) -> Bool) {
    flags.append((state, evaluate))
  }

  /// The state: the bits of every true registered state.
  var state: UInt {
    var bits: UInt = 0
    for registered in flags where registered.evaluate(self) { bits |= registered.state }
    return bits
  }

  /// Stores `value` for `target`'s key under `descriptor`, then applies the current state.
  func setValue<Target: AnyObject, Value>(
    _ value: Value, for keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target,
    for descriptor: OldDescriptor
  ) {
    let key = "\(keyPath)"
    let storage: OldTargetValues
    if let existing = targets[ObjectIdentifier(target)] {
      storage = existing
    } else {
      storage = OldTargetValues(target: target)
      targets[ObjectIdentifier(target)] = storage
      targetOrder.append(storage)
    }
    if storage.values[key] == nil {
      storage.defaults[key] = target[keyPath: keyPath]
      storage.setters[key] = makeSetter(keyPath)
    }
    storage.values[key, default: [:]][descriptor] = value
    apply(state, writeAll: false, target: storage, key: key)
  }

  /// Applies the current state if it changed: every key of every target is resolved and written.
  public func applyCurrentState() {
    let current = state
    guard current != lastAppliedState else { return }
    lastAppliedState = current
    for storage in targetOrder {
      for key in storage.values.keys {
        apply(current, writeAll: true, target: storage, key: key)
      }
    }
  }

  private func apply(_ state: UInt, writeAll: Bool, target storage: OldTargetValues, key: String) {
    guard let target = storage.target, let values = storage.values[key] else { return }
    let matching = values.filter { $0.key.evaluate(state) }
    let best = matching.max { $0.key.priority < $1.key.priority }
    storage.setters[key]!(target, best?.value ?? storage.defaults[key]!)
  }
}

/// A setter that writes an `Any` through a stored key path, as the old library's KVC did.
@inline(never)
func makeSetter<Target: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>)
  -> (AnyObject, Any) -> Void
{
  { target, value in (target as! Target)[keyPath: keyPath] = value as! Value }
}
