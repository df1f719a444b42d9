import Foundation
import Testing

@testable import QuickControl

/// A value whose deinit runs a closure: a stand-in for any stored value whose
/// release calls back into the control (a delegate, an observer).
@MainActor
final class ReleaseProbe {
  let onDeinit: @MainActor () -> Void
  init(_ onDeinit: @escaping @MainActor () -> Void) { self.onDeinit = onDeinit }
  deinit { MainActor.assumeIsolated { onDeinit() } }
}

@MainActor
final class Holder {
  var probe: ReleaseProbe?
  var text = "default"
}

/// A target that hands each probe written to it to `onWrite` and then lets it go at once.
@MainActor
final class ProbeSink {
  var probe: ReleaseProbe? {
    didSet {
      guard probe != nil else { return }
      onWrite?()
      probe = nil
      afterLettingGo?()
    }
  }
  var onWrite: (() -> Void)?
  var afterLettingGo: (() -> Void)?
}

@MainActor
struct ReviewRegressionTests {
  @Test func aWriteThatRemovesItsOwnValueKeepsItAliveUntilTheApplyEnds() {
    // A pass calls writers without retaining them; an entry removed by its own
    // write must outlive the write (it is released when the apply ends).
    let control = TestControl()
    let sink = ProbeSink()
    var released = false
    var releasedWhileApplying: Bool?
    control.setValue(
      ReleaseProbe {
        released = true
        releasedWhileApplying = control.stateEngine.isApplying
      }, forTarget: sink, forKeyPath: \.probe, forAllStatesContained: TestControl.filled)
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { sink.onWrite = nil }
    sink.onWrite = { control.removeValues(forTarget: sink) }
    sink.afterLettingGo = { #expect(!released, "the removed entry is kept while the apply runs") }
    control.isFilled = true
    #expect(released)
    #expect(releasedWhileApplying == false)
    #expect(control.value(for: sink, forKeyPath: \.probe, for: .intersected(TestControl.filled)) == nil)
  }

  @Test func applyCurrentStateForTargetWhoseWriteChangesStateLeavesTheNewStatesValues() {
    let control = TestControl()
    let label = Label()
    control.setValue("plain", forTarget: label, forKeyPath: \.color, for: .intersected([]))
    control.setValue("valid", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.valid)
    label.onColorChange = { _ in if !control.isValid { control.isValid = true } }
    control.applyCurrentState(forTarget: label)
    #expect(control.lastAppliedState == TestControl.valid)
    #expect(label.text == "valid")
  }

  @Test func applyCurrentStateForTargetFromAWriteDuringAPassKeepsTheNewStatesValues() {
    let control = TestControl()
    let label = Label()
    let other = Label()
    control.setValue(
      "filled", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.setValue(
      "filled", forTarget: other, forKeyPath: \.color, forAllStatesContained: TestControl.filled)
    other.onColorChange = { _ in control.applyCurrentState(forTarget: label) }
    control.isFilled = true
    #expect(label.text == "filled")
  }

  @Test func eventsOfATransitionCommittedDuringAPassAreSentAfterItsStateIsApplied() {
    let control = TestControl()
    let label = Label()
    control.setValue("valid", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.valid)
    var seen: [String?] = []
    control.subscribe(on: .valueChanged) { _ in seen.append(label.text) }
    control.subscribe(on: .intersected(TestControl.filled)) { control in
      control.performTransition {
        control.isValid = true
        control.sendActions(for: .valueChanged)
      }
    }
    control.isFilled = true
    #expect(seen == ["valid"])
    #expect(control.lastAppliedState == [TestControl.filled, TestControl.valid])
  }

  @Test func eventsOfATransitionCommittedDuringAPassWithoutAStateChangeAreSentAfterThePass() {
    let control = TestControl()
    var order: [String] = []
    control.subscribe(on: .valueChanged) { _ in order.append("event") }
    control.subscribe(on: .intersected(TestControl.filled)) { control in
      control.performTransition { control.sendActions(for: .valueChanged) }
      order.append("first subscriber done")
    }
    control.subscribe(on: .intersected(TestControl.filled)) { _ in order.append("second subscriber") }
    control.isFilled = true
    #expect(order == ["first subscriber done", "second subscriber", "event"])
  }

  @Test func aStreamCreatedDuringDeliveryStartsWithTheNextState() async {
    let control = TestControl()
    var stream: AsyncStream<ControlState>?
    control.subscribe(on: .intersected(TestControl.filled)) { control in
      stream = control.appliedStates
    }
    control.isFilled = true
    control.isValid = true
    var first: UInt?
    for await state in stream! {
      first = state.rawValue
      break
    }
    #expect(first == ControlState([TestControl.filled, TestControl.valid]).rawValue)
  }

  @Test func aDroppedStreamIsForgotten() async {
    let control = TestControl()
    do {
      let stream = control.appliedStates
      _ = stream
    }
    control.isFilled = true
    #expect(control.stateEngine.streams.isEmpty)
  }

  @Test func replacingAValueWhoseReleaseSetsAnotherValueKeepsBoth() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue("late", forTarget: holder, forKeyPath: \.text, for: .intersected([]))
        control.setValue(nil, forTarget: holder, forKeyPath: \.probe, for: .usual(TestControl.valid))
      }, forTarget: holder, forKeyPath: \.probe, for: .usual(TestControl.filled))
    holder.probe = nil
    control.setValue(nil, forTarget: holder, forKeyPath: \.probe, for: .usual(TestControl.filled))
    #expect(control.value(for: holder, forKeyPath: \.probe, for: .usual(TestControl.valid)) != nil)
    #expect(holder.text == "late")
  }

  @Test func removingAValueWhoseReleaseSetsAnotherValueKeepsIt() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue(nil, forTarget: holder, forKeyPath: \.probe, for: .usual(TestControl.valid))
      }, forTarget: holder, forKeyPath: \.probe, for: .usual(TestControl.filled))
    control.removeValues(forTarget: holder, forKeyPath: \.probe)
    #expect(control.value(for: holder, forKeyPath: \.probe, for: .usual(TestControl.valid)) != nil)
    #expect(control.stateEngine.bindings.count == 1)
  }

  @Test func purgingADeadTargetWhoseValueSetsAnotherValueOnReleaseKeepsIt() {
    let control = TestControl()
    let other = Holder()
    var doomed: Holder? = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue("late", forTarget: other, forKeyPath: \.text, for: .intersected([]))
      }, forTarget: doomed!, forKeyPath: \.probe, for: .usual(TestControl.valid))
    doomed = nil
    control.isValid = true  // the pass finds the dead target; the purge releases its values
    #expect(control.value(for: other, forKeyPath: \.text, for: .intersected([])) == "late")
    #expect(other.text == "late")
  }
}

/// Found by the third review: re-entrancy through deinits, re-registration and transitions opened in a pass.
@MainActor
struct ReentrancyRegressionTests {
  @Test func aRetiredValuesDeinitThatCallsBackIsSafe() {
    // A value removed during an apply is released when the apply ends; its deinit
    // re-enters the engine. The list of retired values was once released twice.
    let control = TestControl()
    let holder = Holder()
    let label = Label()
    control.setValue(
      ReleaseProbe {
        control.setValue(
          "from deinit", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
        control.isValid.toggle()
      }, forTarget: holder, forKeyPath: \.probe, forAllStatesContained: TestControl.filled)
    control.setValue("x", forTarget: holder, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    label.onColorChange = { _ in control.removeValues(forTarget: holder) }
    control.setValue("red", forTarget: label, forKeyPath: \.color, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    #expect(holder.probe == nil)
    #expect(label.text == "from deinit")
    #expect(control.lastAppliedState == control.state)
    #expect(control.stateEngine.retiredEntries.isEmpty)
  }

  @Test func applyCurrentStateForATargetSkipsABindingReRegisteredByAWrite() {
    let control = TestControl()
    let label = Label()
    control.setValue("A", forTarget: label, forKeyPath: \.color, forAllStatesContained: TestControl.filled)
    control.setValue("B", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    var once = true
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { label.onColorChange = nil }
    label.onColorChange = { _ in
      guard once else { return }
      once = false
      control.removeValues(forTarget: label, forKeyPath: \.text)  // default back, binding purged
      control.setValue("B2", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    }
    control.applyCurrentState(forTarget: label)
    #expect(label.text == "B2", "the purged binding's default is not written over its replacement")
  }

  @Test func aForcedApplyInATransitionEndedInASubscriberIsDropped() {
    let control = TestControl()
    let label = Label()
    control.setValue(
      "filled", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    label.text = "changed behind the engine's back"
    control.subscribe(on: .intersected(TestControl.valid)) { control in
      control.beginTransition()
      control.apply(state: control.state)
      control.endTransition()
    }
    control.isValid = true
    #expect(label.text == "changed behind the engine's back", "as outside a pass")
  }
}
