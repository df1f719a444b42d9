import TestSupport
import Testing

@testable import QuickControl

/// A target whose writes can call back into the control, as a view's `didSet` may.
@MainActor
final class ReentrantTarget {
  var a = "a" { didSet { onWrite?(self) } }
  var b = "b" { didSet { onWrite?(self) } }
  var c = "c" { didSet { onWrite?(self) } }
  var onWrite: ((ReentrantTarget) -> Void)?
}

/// Random operations, some made from inside the engine's writes, checked against the brute-force resolver.
///
/// Where ``RandomizedTests`` calls the control from outside only, here a write's
/// `didSet` may set or remove values, change registered states, force an apply, re-apply a
/// target, replace a target (the old one deallocates while it is being written)
/// or open a transition. This is what exercises re-entrant passes, values retired
/// during an apply and targets loaded once per run of their bindings.
@MainActor
struct ReentrantRandomizedTests {
  @Test func engineAgreesWithTheBruteForceResolverUnderReentrancy() async {
    var failures: [String] = []
    // Three quarters of the plain run's count: 1,500 by default, 7,500 in the optimised CI run.
    let count = max(RandomizedTests.sequenceCount * 3 / 4, 1)
    for seed in 0..<count where failures.isEmpty {
      failures += Self.runSequence(seed: seed, steps: 80)
      // Half a minute of sequences in a debug build: the main actor's other tests run between them.
      await Task.yield()
    }
    print("ReentrantRandomizedTests: \(count) re-entrant sequences of 80 operations checked")
    #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
  }

  static func runSequence(seed: UInt64, steps: Int) -> [String] {
    var rng = SeededGenerator(seed: seed &* 7919 &+ 17)
    let control = TestControl()
    var targets: [ReentrantTarget] = []
    var defaults: [[String]] = []
    var serial = 0
    var model = ReferenceResolver()
    var budget = 0
    var step = 0
    var onWrite: (ReentrantTarget) -> Void = { _ in }

    func makeTarget() -> ReentrantTarget {
      serial += 1
      let target = ReentrantTarget()
      target.a = "a\(serial)"
      target.b = "b\(serial)"
      target.c = "c\(serial)"
      target.onWrite = { onWrite($0) }
      return target
    }
    for _ in 0..<4 {
      targets.append(makeTarget())
      defaults.append([targets.last!.a, targets.last!.b, targets.last!.c])
    }

    func setValue(_ index: Int, _ key: Int, _ condition: StateCondition, _ value: String) {
      model.set(value, target: index, key: key, condition: condition)
      let target = targets[index]
      switch key {
      case 0: control.setValue(value, for: \.a, of: target, when: condition)
      case 1: control.setValue(value, for: \.b, of: target, when: condition)
      default: control.setValue(value, for: \.c, of: target, when: condition)
      }
    }
    func remove(_ index: Int, _ key: Int?, _ condition: StateCondition?) {
      model.remove(target: index, key: key, condition: condition)
      let target = targets[index]
      switch (key, condition) {
      case (nil, _): control.removeValues(of: target)
      case (0?, nil): control.removeValues(for: \.a, of: target)
      case (1?, nil): control.removeValues(for: \.b, of: target)
      case (_, nil): control.removeValues(for: \.c, of: target)
      case (0?, let condition?):
        control.removeValues(for: \.a, of: target, when: condition)
      case (1?, let condition?):
        control.removeValues(for: \.b, of: target, when: condition)
      case (_, let condition?):
        control.removeValues(for: \.c, of: target, when: condition)
      }
    }
    func randomOperation(inWrite: Bool) {
      let index = Int.random(in: 0..<targets.count, using: &rng)
      let key = Int.random(in: 0..<3, using: &rng)
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<8:
        // Several properties of one target in a row: runs that share the target.
        for offset in 0..<Int.random(in: 1...3, using: &rng) {
          setValue(
            index, (key + offset) % 3, RandomizedTests.randomCondition(&rng), "v\(step).\(offset)")
        }
      case 8..<12:
        control.setStates(RandomizedTests.randomState(&rng))
      case 12:
        remove(index, key, RandomizedTests.randomCondition(&rng))
      case 13:
        remove(index, key, nil)
      case 14:
        remove(index, nil, nil)
      case 15:
        control.applyCurrentState(to: targets[index])
      case 16:
        control.apply(state: control.state)
      case 17, 18:
        // Replaced: the old target deallocates, perhaps while it is being written.
        model.remove(target: index, key: nil, condition: nil)
        targets[index] = makeTarget()
        defaults[index] = [targets[index].a, targets[index].b, targets[index].c]
      default:
        guard !inWrite else { return }
        control.performTransition {
          for _ in 0..<3 { randomOperation(inWrite: true) }
        }
      }
    }
    onWrite = { _ in
      guard budget > 0, Int.random(in: 0..<4, using: &rng) == 0 else { return }
      budget -= 1
      randomOperation(inWrite: true)
    }

    var mismatches: [String] = []
    for current in 0..<steps where mismatches.isEmpty {
      step = current
      budget = 6
      randomOperation(inWrite: false)
      budget = 0
      let state = control.state
      if control.lastAppliedState != state {
        mismatches.append("seed \(seed) step \(step): applied \(control.lastAppliedState) != \(state)")
      }
      mismatches += control.stateEngine.invariantViolations().map { "seed \(seed) step \(step): \($0)" }
      if control.stateEngine.isHoldingRetiredValues {
        mismatches.append("seed \(seed) step \(step): values retired during the apply were kept after it")
      }
      for (index, target) in targets.enumerated() {
        for (key, value) in [target.a, target.b, target.c].enumerated() {
          let expected = (model.resolve(target: index, key: key, state: state) ?? defaults[index][key])!
          if value != expected {
            mismatches.append(
              "seed \(seed) step \(step) target \(index) key \(key): \(value), expected \(expected)")
          }
        }
      }
    }
    // The targets' handlers and `onWrite` capture each other (and the targets):
    // break the cycle so that the sequence's objects are freed (LeakSanitizer).
    onWrite = { _ in }
    return mismatches
  }
}
