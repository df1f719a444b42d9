import QuickControl
import Testing

/// Each 0.x spelling of QuickControl, written as 0.x code wrote it, next to its 1.0 spelling:
/// both drive a control through the same script and must show the same at every step.
@MainActor
@Suite("QuickControl 0.x spellings behave as their 1.0 replacements")
struct QuickControl0xTests: SpellingComparison, QuickControl0xTestBodies {
  /// The test bodies, 0.x code as written, called where their deprecated spellings do not warn.
  private var bodies: any QuickControl0xTestBodies { self }

  // MARK: Values for a target

  @Test func setValueForTarget() { bodies.setValueForTargetBody() }
  @Test func setValueForTheControlItself() { bodies.setValueForTheControlItselfBody() }

  // MARK: Conditions

  @Test func conditionNames() { bodies.conditionNamesBody() }
  @Test func predicateConditions() { bodies.predicateConditionsBody() }

  // MARK: Registered states

  @Test func registeringStates() { bodies.registeringStatesBody() }

  // MARK: Reading and removing values

  @Test func readingAValue() { bodies.readingAValueBody() }
  @Test func removingValues() { bodies.removingValuesBody() }

  // MARK: Applying and transitions

  @Test func applyingToOneTarget() { bodies.applyingToOneTargetBody() }
  @Test func transitions() { bodies.transitionsBody() }

  // MARK: Subscriptions and names

  @Test func subscriptions() { bodies.subscriptionsBody() }
  @Test func weakDefaultsAndOldTypeNames() { bodies.weakDefaultsAndOldTypeNamesBody() }
}

/// The bodies of ``QuickControl0xTests``: each test calls its own through this protocol, so that the 0.x
/// spellings in them, in a deprecated extension, compile without a warning (Swift Testing runs no
/// deprecated test function).
@MainActor
protocol QuickControl0xTestBodies {
  func setValueForTargetBody()
  func setValueForTheControlItselfBody()
  func conditionNamesBody()
  func predicateConditionsBody()
  func registeringStatesBody()
  func readingAValueBody()
  func removingValuesBody()
  func applyingToOneTargetBody()
  func transitionsBody()
  func subscriptionsBody()
  func weakDefaultsAndOldTypeNamesBody()
}

@available(
  *, deprecated, message: "0.x code kept as written: its deprecated spellings must compile and behave"
)
extension QuickControl0xTests {
  func setValueForTargetBody() {
    let s = TestControl.filled
    expectSame(
      { $0.setValue("a", forTarget: $1, forKeyPath: \.text, for: s) },
      { $0.setValue("a", for: \.text, of: $1, when: .exactly(s)) })
    expectSame(
      { $0.setValue("a", forTarget: $1, forKeyPath: \.text, for: .intersected(s)) },
      { $0.setValue("a", for: \.text, of: $1, when: .containing(s)) })
    expectSame(
      { $0.setValue("a", forTarget: $1, forKeyPath: \.text, forAllStatesContained: s) },
      { $0.setValue("a", for: \.text, of: $1, when: .containing(s)) })
    expectSame(
      { $0.setValue("a", forTarget: $1, forKeyPath: \.text, forInvertedState: s) },
      { $0.setValue("a", for: \.text, of: $1, when: .notContaining(s)) })
  }

  func setValueForTheControlItselfBody() {
    let s = TestControl.valid
    expectSame(
      { c, _ in c.setValue("a", forKeyPath: \.title, for: s) },
      { c, _ in c.setValue("a", for: \.title, when: .exactly(s)) })
    expectSame(
      { c, _ in c.setValue("a", forKeyPath: \.title, for: .inverted(s)) },
      { c, _ in c.setValue("a", for: \.title, when: .notContaining(s)) })
    expectSame(
      { c, _ in c.setValue("a", forKeyPath: \.title, forAllStatesContained: s) },
      { c, _ in c.setValue("a", for: \.title, when: .containing(s)) })
    expectSame(
      { c, _ in c.setValue("a", forKeyPath: \.title, forInvertedState: s) },
      { c, _ in c.setValue("a", for: \.title, when: .notContaining(s)) })
  }

  func conditionNamesBody() {
    let s: ControlState = [TestControl.filled, TestControl.valid]
    let pairs: [(StateCondition, StateCondition)] = [
      (.usual(s), .exactly(s)), (.intersected(s), .containing(s)), (.inverted(s), .notContaining(s)),
      (.oneOfSeveral(s), .containingAny(s)), (.noneOfThis(s), .containingNone(s)),
      (StateCondition(state: s), .exactly(s)),
      (StateCondition(state: s, mode: .intersected, priority: 7), .containing(s, priority: 7)),
      (StateCondition(state: s, mode: .inverted), .notContaining(s)),
      (StateCondition(state: s, mode: .oneOfSeveral), .containingAny(s)),
      (StateCondition(state: s, mode: .noneOfThis), .containingNone(s)),
    ]
    for (old, new) in pairs {
      #expect(old == new)
      expectSame(
        { $0.setValue("a", forTarget: $1, forKeyPath: \.text, for: old) },
        { $0.setValue("a", for: \.text, of: $1, when: new) })
    }
    for mode in StateCondition.Mode.allCases where mode != .custom {
      #expect(StateCondition(state: s, mode: mode).priority == mode.defaultPriority)
    }
    #expect(
      StateCondition.noneOfThis([]).matches(s) && StateCondition.noneOfThis([]).matches([]), "0.x's always")
    #expect(StateCondition.containing(s).mode == .intersected)
    #expect(StateCondition.Mode.allCases.count == 6)
  }

  func predicateConditionsBody() {
    let bits: ControlState = [TestControl.warm, TestControl.valid]
    let warmOrValid: @Sendable (ControlState) -> Bool = { !$0.isDisjoint(with: bits) }
    expectSame(
      { $0.setValue("a", forTarget: $1, forKeyPath: \.text, for: .custom(priority: 3, warmOrValid)) },
      { $0.setValue("a", for: \.text, of: $1, when: .matching(priority: 3, warmOrValid)) })
    expectSame(
      {
        $0.setValue(
          "a", forTarget: $1, forKeyPath: \.text, for: StateCondition(priority: 3, predicate: warmOrValid))
      },
      { $0.setValue("a", for: \.text, of: $1, when: .matching(priority: 3, warmOrValid)) })
    #expect(StateCondition.custom(priority: 3, warmOrValid).mode == .custom)
  }

  func registeringStatesBody() {
    let extra = ControlState(rawValue: 1 << 19)
    expectSame(
      { c, l in
        c.register(extra, forBoolKeyPath: \.isWarm, inverted: true);
        c.setValue("cold", for: \.text, of: l, when: .containing(extra))
      },
      { c, l in
        c.register(extra, while: { !$0.isWarm });
        c.setValue("cold", for: \.text, of: l, when: .containing(extra))
      })
    expectSame(
      { c, l in
        c.register(extra, forBoolKeyPath: \.isWarm);
        c.setValue("warm", for: \.text, of: l, when: .containing(extra))
      },
      { c, l in
        c.register(extra, while: \.isWarm); c.setValue("warm", for: \.text, of: l, when: .containing(extra))
      })
    expectSame(
      { c, l in
        c.register(extra) { $0.isValid && $0.isWarm };
        c.setValue("both", for: \.text, of: l, when: .containing(extra))
      },
      { c, l in
        c.register(extra, while: { $0.isValid && $0.isWarm });
        c.setValue("both", for: \.text, of: l, when: .containing(extra))
      })
  }

  func readingAValueBody() {
    let control = TestControl()
    let label = Label()
    control.setValue("a", for: \.text, of: label, when: .containing(TestControl.valid))
    #expect(control.value(for: label, forKeyPath: \.text, for: .intersected(TestControl.valid)) == "a")
    #expect(control.value(for: label, forKeyPath: \.text, for: .intersected(TestControl.filled)) == nil)
  }

  func removingValuesBody() {
    let both: Setup = { c, l in
      c.setValue("a", for: \.text, of: l, when: .containing(TestControl.filled))
      c.setValue("b", for: \.color, of: l, when: .containing(TestControl.valid))
    }
    let bothThen: (@escaping Setup) -> Setup = { remove in
      { c, l in
        both(c, l); remove(c, l)
      }
    }
    expectSame(
      bothThen {
        $0.removeValues(forTarget: $1, forKeyPath: \.text, forState: .intersected(TestControl.filled))
      },
      bothThen { $0.removeValues(for: \.text, of: $1, when: .containing(TestControl.filled)) })
    expectSame(
      bothThen { $0.removeValues(forTarget: $1, forKeyPath: \.color) },
      bothThen { $0.removeValues(for: \.color, of: $1) })
    let control = TestControl()
    let label = Label()
    both(control, label)
    control.removeValues(forTarget: label)
    control.isFilled = true
    control.isValid = true
    #expect(
      label.text == "default" && label.color == "black",
      "removeValues(forTarget:) removes every value of the target")
  }

  func applyingToOneTargetBody() {
    let control = TestControl()
    let label = Label()
    control.setValue("a", for: \.text, of: label, when: .always)
    label.text = "changed by hand"
    control.applyCurrentState(forTarget: label)
    #expect(label.text == "a")
  }

  func transitionsBody() {
    let control = TestControl()
    let label = Label()
    control.setValue(
      "both", for: \.text, of: label, when: .containing([TestControl.filled, TestControl.valid]))
    control.performTransition(withCommit: true) {
      #expect(control.isTransitionTime)
      control.isFilled = true
      control.isValid = true
      #expect(label.textWrites == 0, "nothing applied inside the transition")
    }
    #expect(!control.isTransitionTime)
    #expect(label.text == "both" && label.textWrites == 1)
    control.beginTransition()
    control.isFilled = false
    control.endTransition()
    #expect(!control.isTransitionTime && label.text == "both", "endTransition() ends without applying")
    control.performTransition(withCommit: false) { control.isValid = false }
    #expect(label.text == "both")
    control.applyCurrentState()
    #expect(label.text == "default")
  }

  func subscriptionsBody() {
    let control = TestControl()
    var entered = 0
    var events = 0
    control.subscribe(on: .containing(TestControl.valid)) { _ in entered += 1 }
    control.subscribe(on: .valueChanged) { _ in events += 1 }
    control.isValid = true
    control.sendActions(for: .valueChanged)
    #expect(entered == 1 && events == 1)
  }

  func weakDefaultsAndOldTypeNamesBody() {
    final class Delegate {}
    final class Holder { weak var delegate: Delegate? }
    let control = TestControl()
    let holder = Holder()
    var delegate: Delegate? = Delegate()
    holder.delegate = delegate
    control.holdDefaultsWeakly(forKeyPath: \Holder.delegate)
    control.setValue(nil, for: \.delegate, of: holder, when: .containing(TestControl.valid))
    delegate = nil
    #expect(holder.delegate == nil, "the default does not keep the delegate alive")
    let host: any QUICStateHost = control
    let engine: QUICStateEngine = host.stateEngine
    let condition: QUICStateDescriptor = .always
    let subscription: QUICSubscription = control.subscribe(to: condition) { _ in }
    subscription.cancel()
    _ = engine
  }
}

extension QuickControl0xTests {
  /// What the label shows after each step of a script that visits every combination of the
  /// control's three states, enabled and disabled.
  @available(*, deprecated, message: "0.x code kept as written")
  static func trace(_ setup: (TestControl, Label) -> Void) -> [String] {
    let control = TestControl()
    let label = Label()
    setup(control, label)
    var shown = ["\(label.text ?? "nil") \(label.color) \(control.title)"]
    for step in 0..<32 {
      let gray = step ^ (step >> 1)
      control.performTransition {
        control.isFilled = gray & 1 != 0
        control.isValid = gray & 2 != 0
        control.isWarm = gray & 4 != 0
        control.isEnabled = gray & 8 == 0
        control.isSelected = gray & 16 != 0
      }
      shown.append("\(label.text ?? "nil") \(label.color) \(control.title)")
    }
    return shown
  }
}
