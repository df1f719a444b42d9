import Foundation

@testable import QuickControl

// libFuzzer harness for the state engine: registrations, removals, registered states,
// transitions (committed, ended, forced applies inside), subscriptions whose
// handlers store values, targets whose property writes store values
// (re-entrant passes), targets replaced (the old one deallocates) and values
// changed behind the engine's back, then repaired. After every top-level
// operation outside a transition, every target's properties must be what the
// test suite's brute-force ReferenceResolver says.

/// A control with three custom states driven by stored Booleans.
@MainActor
final class FuzzControl: QUIckControl {
  static let filled = ControlState(rawValue: 1 << 16)
  static let valid = ControlState(rawValue: 1 << 17)
  static let warm = ControlState(rawValue: 1 << 18)

  var isFilled = false
  var isValid = false
  var isWarm = false

  override func setUp() {
    register(Self.filled, while: \.isFilled)
    register(Self.valid, while: \.isValid)
    register(Self.warm) { $0.isWarm }
  }
}

/// An object a target's `owner` can point to, kept alive by the harness.
@MainActor
final class Owner {
  let name: String
  init(_ name: String) { self.name = name }
}

/// A target: text, a colour whose write may call back into the control, and a weakly held owner.
@MainActor
final class FuzzTarget {
  var text: String? = "default"
  var color = "black" { didSet { onColorWrite?() } }
  weak var owner: Owner?
  var onColorWrite: (() -> Void)?
}

@MainActor let bits: [ControlState] = [
  FuzzControl.filled, FuzzControl.valid, FuzzControl.warm, .disabled, .selected,
]
@MainActor let states: [ControlState] = [
  [], FuzzControl.filled, [FuzzControl.filled, FuzzControl.valid], .disabled,
  [.selected, FuzzControl.warm],
]
@MainActor let customs: [StateCondition] = [
  .matching(priority: 800) { $0.rawValue.nonzeroBitCount >= 2 },
  .matching(priority: 500) { $0.contains(.selected) },
]
/// Every kind the type has (a new one is fuzzed without a change here).
@MainActor let kinds = StateCondition.Kind.allCases

@MainActor
func condition(_ input: inout FuzzInput) -> StateCondition {
  let kind = input.element(of: kinds)
  let priority: Int? = input.bool() ? nil : input.element(of: [500, 750, 1000])
  return StateCondition.oracleCondition(kind, state: HostState(input.element(of: states)), priority: priority)
  {
    input.element(of: customs)
  }
}

@MainActor
func state(_ input: inout FuzzInput) -> ControlState {
  var state: ControlState = []
  let mask = input.byte()
  for (index, bit) in bits.enumerated() where mask & (1 << index) != 0 { state.insert(bit) }
  return state
}

@MainActor
final class EngineRun {
  let control = FuzzControl()
  let owners = [Owner("o0"), Owner("o1"), Owner("o2")]
  var targets: [FuzzTarget] = []
  /// Each target's values before its first registration, per key: what the engine restores.
  var defaults: [[String?]] = []
  var model = ReferenceResolver()
  var depth = 0
  var budget = 0
  var tokens: [ControlSubscription] = []
  var serial = 0

  init() {
    for index in 0..<3 { targets.append(makeTarget(index)) }
  }

  func makeTarget(_ index: Int) -> FuzzTarget {
    serial += 1
    let target = FuzzTarget()
    target.text = "text \(serial)"
    target.color = "color \(serial)"
    target.owner = owners[serial % owners.count]
    if defaults.count <= index { defaults.append([]) }
    defaults[index] = [target.text, target.color, target.owner?.name]
    return target
  }

  func owner(named name: String?) -> Owner? { owners.first { $0.name == name } }

  /// Stores `value` for `key` in both the engine and the model.
  func set(_ value: String?, target: Int, key: Int, for condition: StateCondition) {
    model.set(value, target: target, key: key, condition: condition)
    switch key {
    case 0: control.setValue(value, for: \.text, of: targets[target], when: condition)
    case 1: control.setValue(value ?? "nil", for: \.color, of: targets[target], when: condition)
    default:
      control.setValue(owner(named: value), for: \.owner, of: targets[target], when: condition)
    }
  }

  func remove(target: Int, key: Int?, condition: StateCondition?) {
    model.remove(target: target, key: key, condition: condition)
    let object = targets[target]
    switch (key, condition) {
    case (nil, _): control.removeValues(of: object)
    case (0, nil): control.removeValues(for: \.text, of: object)
    case (1, nil): control.removeValues(for: \.color, of: object)
    case (_, nil): control.removeValues(for: \.owner, of: object)
    case (0, let condition?):
      control.removeValues(for: \.text, of: object, when: condition)
    case (1, let condition?):
      control.removeValues(for: \.color, of: object, when: condition)
    case (_, let condition?):
      control.removeValues(for: \.owner, of: object, when: condition)
    }
  }

  func check(_ step: Int) {
    for problem in control.stateEngine.invariantViolations() { invariantBroken("step \(step): \(problem)") }
    let state = control.state
    if control.lastAppliedState != state {
      invariantBroken("step \(step): applied \(control.lastAppliedState) != \(state)")
    }
    for (index, target) in targets.enumerated() {
      let expected = (0..<3).map { key in
        model.resolve(target: index, key: key, state: state) ?? defaults[index][key]
      }
      let actual: [String?] = [target.text, target.color, target.owner?.name]
      // A colour stored as nil is the string "nil".
      let expectedColor = expected[1] ?? "nil"
      if actual[0] != expected[0] || actual[1] != expectedColor || actual[2] != expected[2] {
        invariantBroken("step \(step) target \(index): \(actual) expected \(expected) in \(state)")
      }
    }
  }

  func run(_ input: inout FuzzInput) {
    var step = 0
    while !input.isAtEnd && step < 150 {
      step += 1
      let target = input.choose(targets.count)
      let key = input.choose(3)
      switch input.choose(20) {
      case 0..<6:
        let value: String? = input.choose(6) == 0 ? nil : (key == 2 ? "o\(input.choose(3))" : "v\(step)")
        set(value, target: target, key: key, for: condition(&input))
      case 6..<9:
        let next = state(&input)
        control.isFilled = next.contains(FuzzControl.filled)
        control.isValid = next.contains(FuzzControl.valid)
        control.isWarm = next.contains(FuzzControl.warm)
        control.isEnabled = !next.contains(.disabled)
        control.isSelected = next.contains(.selected)
        control.applyCurrentState()
      case 9: remove(target: target, key: key, condition: condition(&input))
      case 10: remove(target: target, key: input.bool() ? key : nil, condition: nil)
      case 11:
        control.beginTransition()
        depth += 1
      case 12 where depth > 0:
        control.commitTransition()
        depth -= 1
      case 13 where depth > 0:
        control.cancelTransition()
        depth -= 1
        if depth == 0 { control.applyCurrentState() }
      case 14 where depth > 0:
        control.apply(state: state(&input))
      case 15 where depth == 0:
        // Replaced: the old target deallocates with its values; the new one has its own defaults.
        model.remove(target: target, key: nil, condition: nil)
        targets[target] = makeTarget(target)
      case 16 where depth == 0:
        // Changed behind the engine's back, then repaired.
        let tampered = "tampered \(step)"
        let hasValues = model.hasEntries(target: target, key: key)
        switch key {
        case 0: targets[target].text = tampered
        case 1: targets[target].color = tampered
        default: targets[target].owner = nil
        }
        if !hasValues { defaults[target][key] = key == 2 ? nil : tampered }
        if input.bool() {
          control.applyCurrentState(to: targets[target])
        } else {
          control.apply(state: control.state)
        }
      case 17:
        // A handler that stores a value when the state starts matching a condition.
        let watched = condition(&input)
        let (other, otherKey, stored) = (input.choose(targets.count), input.choose(2), condition(&input))
        tokens.append(
          control.subscribe(to: watched) { [unowned self] _ in
            guard budget > 0 else { return }
            budget -= 1
            set("handler \(serial)", target: other, key: otherKey, for: stored)
          })
        if tokens.count > 4 && input.bool() { tokens.removeFirst().cancel() }
      case 18:
        // A property whose write stores a value for another target (a re-entrant pass).
        let (other, stored) = (input.choose(targets.count), condition(&input))
        targets[target].onColorWrite = { [unowned self] in
          guard budget > 0 else { return }
          budget -= 1
          set("reentrant \(serial)", target: other, key: 0, for: stored)
        }
      default:
        if depth > 0 {
          control.commitTransition()
          depth -= 1
        }
      }
      budget = 3
      if depth == 0 { check(step) }
    }
    while depth > 0 {
      control.commitTransition()
      depth -= 1
    }
    control.applyCurrentState()
    check(-1)
    for target in targets { target.onColorWrite = nil }
  }
}

/// The libFuzzer entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  MainActor.assumeIsolated {
    let run = EngineRun()
    run.run(&input)
  }
  return 0
}
