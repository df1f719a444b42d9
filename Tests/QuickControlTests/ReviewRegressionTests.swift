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
      }, for: \.probe, of: sink, when: .containing(TestControl.filled))
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { sink.onWrite = nil }
    sink.onWrite = { control.removeValues(of: sink) }
    sink.afterLettingGo = { #expect(!released, "the removed entry is kept while the apply runs") }
    control.isFilled = true
    #expect(released)
    #expect(releasedWhileApplying == false)
    #expect(control.value(for: \.probe, of: sink, when: .containing(TestControl.filled)) == nil)
  }

  @Test func applyCurrentStateForTargetWhoseWriteChangesStateLeavesTheNewStatesValues() {
    let control = TestControl()
    let label = Label()
    control.setValue("plain", for: \.color, of: label, when: .containing([]))
    control.setValue("valid", for: \.text, of: label, when: .containing(TestControl.valid))
    label.onColorChange = { _ in if !control.isValid { control.isValid = true } }
    control.applyCurrentState(to: label)
    #expect(control.lastAppliedState == TestControl.valid)
    #expect(label.text == "valid")
  }

  @Test func applyCurrentStateForTargetFromAWriteDuringAPassKeepsTheNewStatesValues() {
    let control = TestControl()
    let label = Label()
    let other = Label()
    control.setValue("filled", for: \.text, of: label, when: .containing(TestControl.filled))
    control.setValue("filled", for: \.color, of: other, when: .containing(TestControl.filled))
    other.onColorChange = { _ in control.applyCurrentState(to: label) }
    control.isFilled = true
    #expect(label.text == "filled")
  }

  @Test func eventsOfATransitionCommittedDuringAPassAreSentAfterItsStateIsApplied() {
    let control = TestControl()
    let label = Label()
    control.setValue("valid", for: \.text, of: label, when: .containing(TestControl.valid))
    var seen: [String?] = []
    control.subscribe(to: .valueChanged) { _ in seen.append(label.text) }
    control.subscribe(to: .containing(TestControl.filled)) { control in
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
    control.subscribe(to: .valueChanged) { _ in order.append("event") }
    control.subscribe(to: .containing(TestControl.filled)) { control in
      control.performTransition { control.sendActions(for: .valueChanged) }
      order.append("first subscriber done")
    }
    control.subscribe(to: .containing(TestControl.filled)) { _ in order.append("second subscriber") }
    control.isFilled = true
    #expect(order == ["first subscriber done", "second subscriber", "event"])
  }

  @Test func aStreamCreatedDuringDeliveryStartsWithTheNextState() async {
    let control = TestControl()
    var stream: AsyncStream<ControlState>?
    control.subscribe(to: .containing(TestControl.filled)) { control in
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
    #expect(control.stateEngine.streams.withLock { $0.isEmpty })
  }

  @Test func replacingAValueWhoseReleaseSetsAnotherValueKeepsBoth() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue("late", for: \.text, of: holder, when: .containing([]))
        control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.valid))
      }, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    holder.probe = nil
    control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    #expect(control.value(for: \.probe, of: holder, when: .exactly(TestControl.valid)) != nil)
    #expect(holder.text == "late")
  }

  @Test func removingAValueWhoseReleaseSetsAnotherValueKeepsIt() {
    let control = TestControl()
    let holder = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue(nil, for: \.probe, of: holder, when: .exactly(TestControl.valid))
      }, for: \.probe, of: holder, when: .exactly(TestControl.filled))
    control.removeValues(for: \.probe, of: holder)
    #expect(control.value(for: \.probe, of: holder, when: .exactly(TestControl.valid)) != nil)
    #expect(control.stateEngine.bindings.count == 1)
  }

  @Test func purgingADeadTargetWhoseValueSetsAnotherValueOnReleaseKeepsIt() {
    let control = TestControl()
    let other = Holder()
    var doomed: Holder? = Holder()
    control.setValue(
      ReleaseProbe {
        control.setValue("late", for: \.text, of: other, when: .containing([]))
      }, for: \.probe, of: doomed!, when: .exactly(TestControl.valid))
    doomed = nil
    control.isValid = true  // the pass finds the dead target; the purge releases its values
    #expect(control.value(for: \.text, of: other, when: .containing([])) == "late")
    #expect(other.text == "late")
  }
}
