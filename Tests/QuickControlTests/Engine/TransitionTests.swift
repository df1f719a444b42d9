import Testing

@testable import QuickControl

@MainActor
struct TransitionTests {
  let control = TestControl()
  let label = Label()

  init() {
    control.setValue("filled", for: \.text, of: label, when: .containing(TestControl.filled))
  }

  func recordEvents(_ events: ControlEvents = .allEvents) -> () -> [UInt] {
    final class Box { var events: [UInt] = [] }
    let box = Box()
    for bit in [ControlEvents.valueChanged, .editingChanged, ControlEvents(rawValue: 1 << 24)] {
      control.subscribe(to: bit) { _ in box.events.append(bit.rawValue) }
    }
    return { box.events }
  }

  @Test func stateChangesWaitForTheCommit() {
    control.beginTransition()
    #expect(control.isInTransition)
    control.isFilled = true
    #expect(label.text == "default")
    #expect(control.lastAppliedState == [])
    control.commitTransition()
    #expect(!control.isInTransition)
    #expect(label.text == "filled")
  }

  @Test func setValueInsideATransitionWaitsForTheCommit() {
    control.beginTransition()
    control.setValue("always", for: \.color, of: label, when: .containing([]))
    #expect(label.color == "black")
    control.commitTransition()
    #expect(label.color == "always")
  }

  @Test func removalInsideATransitionRestoresTheDefaultAtTheCommit() {
    control.isFilled = true
    control.beginTransition()
    control.removeValues(of: label)
    #expect(label.text == "filled")
    control.commitTransition()
    #expect(label.text == "default")
  }

  @Test func transitionsNestAndOnlyTheOutermostCommitApplies() {
    control.beginTransition()
    control.beginTransition()
    control.isFilled = true
    control.commitTransition()
    #expect(label.text == "default")
    #expect(control.isInTransition)
    control.commitTransition()
    #expect(label.text == "filled")
  }

  @Test func theCommitAppliesOncePerTransition() {
    control.beginTransition()
    control.isFilled = true
    control.isValid = true
    control.isFilled = false
    control.isFilled = true
    control.commitTransition()
    #expect(label.textWrites == 1)
  }

  @Test func eventsSentTogetherAreSentTogetherAfterTheCommit() {
    // An action for both events runs once for one call, inside a transition or not.
    var calls = 0
    control.subscribe(to: [.valueChanged, .editingChanged]) { _ in calls += 1 }
    control.sendActions(for: [.valueChanged, .editingChanged])
    #expect(calls == 1)
    control.performTransition {
      control.sendActions(for: [.valueChanged, .editingChanged])
    }
    #expect(calls == 2)
  }

  @Test func eventsAreQueuedDeduplicatedAndSentInOrderAtTheOutermostCommit() {
    let events = recordEvents()
    let codeCompleted = ControlEvents(rawValue: 1 << 24)
    control.beginTransition()
    control.sendActions(for: .editingChanged)
    control.beginTransition()
    control.sendActions(for: [.valueChanged, .editingChanged])
    control.sendActions(for: codeCompleted)
    control.sendActions(for: .valueChanged)
    control.commitTransition()
    #expect(events().isEmpty)
    control.commitTransition()
    #expect(
      events() == [
        ControlEvents.editingChanged.rawValue, ControlEvents.valueChanged.rawValue, codeCompleted.rawValue,
      ])
  }

  @Test func eventsAreSentAfterTheStateIsApplied() {
    var textSeenByHandler: String?
    control.subscribe(to: .valueChanged) { [label] _ in textSeenByHandler = label.text }
    control.performTransition {
      control.isFilled = true
      control.sendActions(for: .valueChanged)
    }
    #expect(textSeenByHandler == "filled")
  }

  @Test func endTransitionDropsTheQueuedEventsAndDoesNotApply() {
    let events = recordEvents()
    control.beginTransition()
    control.isFilled = true
    control.sendActions(for: .valueChanged)
    control.cancelTransition()
    #expect(events().isEmpty)
    #expect(label.text == "default")
    control.applyCurrentState()
    #expect(label.text == "filled")
    control.sendActions(for: .valueChanged)
    #expect(events() == [ControlEvents.valueChanged.rawValue])
  }

  @Test func innerEndTransitionKeepsEventsForTheOutermostCommit() {
    let events = recordEvents()
    control.beginTransition()
    control.sendActions(for: .valueChanged)
    control.beginTransition()
    control.cancelTransition()
    control.commitTransition()
    #expect(events() == [ControlEvents.valueChanged.rawValue])
  }

  @Test func performTransitionCommitsOrEnds() {
    let events = recordEvents()
    control.performTransition(committing: false) {
      control.isFilled = true
      control.sendActions(for: .valueChanged)
    }
    #expect(label.text == "default")
    #expect(events().isEmpty)
    control.performTransition {
      control.sendActions(for: .valueChanged)
    }
    #expect(label.text == "filled")
    #expect(events() == [ControlEvents.valueChanged.rawValue])
  }

  @Test func performTransitionClosesTheTransitionWhenTheBodyThrows() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try control.performTransition {
        control.isFilled = true
        throw Failure()
      }
    }
    #expect(!control.isInTransition)
    #expect(label.text == "filled")
  }

  @Test func eventsOutsideATransitionAreSentAtOnce() {
    let events = recordEvents()
    control.sendActions(for: .valueChanged)
    #expect(events() == [ControlEvents.valueChanged.rawValue])
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func anUnbalancedCommitIsRefused() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { TestControl().commitTransition() }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("commitTransition() was called without a matching beginTransition()"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func anUnbalancedEndIsRefused() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run { TestControl().cancelTransition() }
      }
    }
  #endif

  @Test func aForcedApplyInsideATransitionWaitsForTheCommit() {
    control.isFilled = true
    label.text = "changed behind the engine's back"
    control.beginTransition()
    control.apply(state: [])
    #expect(label.text == "changed behind the engine's back", "nothing is written inside a transition")
    #expect(control.lastAppliedState == ControlState(TestControl.filled))
    control.commitTransition()
    #expect(label.text == "filled", "the commit's apply is forced: every binding is written")
  }

  @Test func aForcedApplyInsideADroppedTransitionIsDroppedToo() {
    control.isFilled = true
    control.beginTransition()
    control.apply(state: [])
    control.cancelTransition()
    label.text = "changed behind the engine's back"
    control.isValid = true  // an ordinary apply: only changed values are written
    #expect(label.text == "changed behind the engine's back")
  }

  @Test func applyCurrentStateForATargetInsideATransitionKeepsPendingValues() {
    control.setValue("red", for: \.color, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    control.beginTransition()
    control.setValue("new", for: \.text, of: label, when: .containing(TestControl.filled))
    label.text = "reused"
    label.color = "reused"
    control.applyCurrentState(to: label)
    #expect(label.color == "red", "an applied value is written again")
    #expect(label.text == "reused", "a value set in the transition waits for the commit")
    control.commitTransition()
    #expect(label.text == "new")
    #expect(label.color == "red")
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
    #expect(control.lastAppliedState == ControlState([TestControl.filled, TestControl.valid]))
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
}
