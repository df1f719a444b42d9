import Foundation
import TestSupport
import Testing

@testable import QuickControl

@MainActor
struct RandomizedTests {
  static let bits: [ControlState] = [
    TestControl.filled, TestControl.valid, TestControl.warm, .disabled, .selected,
  ].map { ControlState($0) }
  static let customs: [StateCondition] = [
    .matching(priority: 800) { $0.rawValue.nonzeroBitCount >= 2 },
    .matching(priority: 500) { $0.contains(.selected) },
  ]

  static func randomState(_ rng: inout SeededGenerator) -> ControlState {
    var state: ControlState = []
    for bit in bits where Bool.random(using: &rng) { state.insert(bit) }
    return state
  }

  static func randomCondition(_ rng: inout SeededGenerator) -> StateCondition {
    let kind = StateCondition.Kind.allCases.randomElement(using: &rng)!
    // Few distinct states and priorities so that replacements and ties happen often.
    let state = [
      HostState.normal, TestControl.filled, [TestControl.filled, TestControl.valid], .disabled,
      [.selected, TestControl.warm],
    ]
    .randomElement(using: &rng)!
    let priority: Int? = Bool.random(using: &rng) ? nil : [500, 750, 1000].randomElement(using: &rng)!
    return StateCondition.oracleCondition(kind, state: state, priority: priority) {
      customs.randomElement(using: &rng)!
    }
  }

  /// How many random sequences to check: 2,000, or `QUICKCONTROL_RANDOMIZED_SEQUENCES`
  /// (`.ci/run` sets 10,000 for the optimised run).
  static let sequenceCount: UInt64 = {
    let variable = ProcessInfo.processInfo.environment["QUICKCONTROL_RANDOMIZED_SEQUENCES"]
    return variable.flatMap { UInt64($0) }.map { max($0, 1) } ?? 2000
  }()

  /// ``sequenceCount`` random sequences of 60 operations each, every resolved value compared with the model.
  ///
  /// Besides values, removals, registered states and transitions, the operations replace a
  /// target with a new one (the old one deallocates, the new one has its own
  /// defaults) and change a property behind the engine's back, then repair it
  /// with `applyCurrentState(to:)` or a forced `apply(state:)`.
  @Test func engineAgreesWithTheBruteForceResolver() async {
    var failures: [String] = []
    var checked = 0
    for seed in 0..<Self.sequenceCount where failures.count < 3 {
      failures += Self.runSequence(seed: seed, steps: 60)
      checked += 1
      await Task.yield()  // the main actor's other tests run between sequences
    }
    print("RandomizedTests: \(checked) sequences of 60 operations checked against the reference resolver")
    #expect(checked == Int(Self.sequenceCount))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Runs one random sequence and returns a description of every mismatch.
  static func runSequence(seed: UInt64, steps: Int) -> [String] {
    var rng = SeededGenerator(seed: seed)
    let control = TestControl()
    var targets: [Label] = []
    // Each target's values from before its first registration: what the engine restores.
    var textDefaults: [String?] = []
    var colorDefaults: [String] = []
    func makeTarget(_ name: String) -> Label {
      let label = Label()
      label.text = "text of \(name)"
      label.color = "color of \(name)"
      return label
    }
    for index in 0..<3 {
      targets.append(makeTarget("\(index)"))
      textDefaults.append(targets[index].text)
      colorDefaults.append(targets[index].color)
    }
    var model = ReferenceResolver()
    var depth = 0
    var mismatches: [String] = []

    func check(_ step: Int) {
      mismatches += control.stateEngine.invariantViolations().map { "seed \(seed) step \(step): \($0)" }
      let state = control.state
      if control.lastAppliedState != state {
        mismatches.append("seed \(seed) step \(step): applied \(control.lastAppliedState) != \(state)")
      }
      for (index, target) in targets.enumerated() {
        let text = model.resolve(target: index, key: 0, state: state) ?? textDefaults[index]
        let color = (model.resolve(target: index, key: 1, state: state) ?? colorDefaults[index])!
        if target.text != text || target.color != color {
          mismatches.append(
            "seed \(seed) step \(step) target \(index): text \(String(describing: target.text)) expected \(String(describing: text)), color \(target.color) expected \(color)"
          )
        }
      }
    }

    for step in 0..<steps {
      let target = Int.random(in: 0..<targets.count, using: &rng)
      let key = Int.random(in: 0..<2, using: &rng)
      switch Int.random(in: 0..<23, using: &rng) {
      case 0..<8:
        let condition = Self.randomCondition(&rng)
        let value: String? = Int.random(in: 0..<8, using: &rng) == 0 ? nil : "v\(step)"
        if key == 0 {
          model.set(value, target: target, key: key, condition: condition)
          control.setValue(value, for: \.text, of: targets[target], when: condition)
        } else {
          control.setValue(value ?? "nil color", for: \.color, of: targets[target], when: condition)
          model.set(value ?? "nil color", target: target, key: key, condition: condition)
        }
      case 8..<14:
        control.setStates(Self.randomState(&rng))
      case 14:
        let condition = Self.randomCondition(&rng)
        model.remove(target: target, key: key, condition: condition)
        if key == 0 {
          control.removeValues(for: \.text, of: targets[target], when: condition)
        } else {
          control.removeValues(for: \.color, of: targets[target], when: condition)
        }
      case 15:
        model.remove(target: target, key: key, condition: nil)
        if key == 0 {
          control.removeValues(for: \.text, of: targets[target])
        } else {
          control.removeValues(for: \.color, of: targets[target])
        }
      case 16:
        model.remove(target: target, key: nil, condition: nil)
        control.removeValues(of: targets[target])
      case 17:
        control.beginTransition()
        depth += 1
      case 19 where depth == 0:
        // The target is replaced: the old one deallocates, the new one starts fresh.
        model.remove(target: target, key: nil, condition: nil)
        targets[target] = makeTarget("step \(step)")
        textDefaults[target] = targets[target].text
        colorDefaults[target] = targets[target].color
      case 20 where depth == 0:
        // Changed behind the engine's back, then repaired. Without values, there is
        // nothing to repair: the changed value is the default a registration captures.
        let tampered = "tampered \(step)"
        if key == 0 {
          targets[target].text = tampered
          if !model.hasEntries(target: target, key: key) { textDefaults[target] = tampered }
        } else {
          targets[target].color = tampered
          if !model.hasEntries(target: target, key: key) { colorDefaults[target] = tampered }
        }
        if Bool.random(using: &rng) {
          control.applyCurrentState(to: targets[target])
        } else {
          control.apply(state: control.state)
        }
      case 21 where depth > 0:
        // A forced apply inside a transition: the commit's apply writes every target.
        control.apply(state: Self.randomState(&rng))
      case 18 where depth > 0:
        // Ends without applying: the state is applied by the next applyCurrentState().
        control.cancelTransition()
        depth -= 1
        if depth == 0 { control.applyCurrentState() }
      default:
        if depth > 0 {
          control.commitTransition()
          depth -= 1
        }
      }
      if depth == 0 { check(step) }
    }
    while depth > 0 {
      control.commitTransition()
      depth -= 1
    }
    check(-1)
    return mismatches
  }
}
