import Foundation
import Testing

@testable import QuickControl

/// Whether AddressSanitizer runs the tests (`Tools/sanitizers` says so): it does
/// not reuse freed addresses soon, so address-reuse scenarios cannot be forced.
private let addressesAreQuarantined =
  ProcessInfo.processInfo.environment["QUICKCONTROL_SANITIZER"] == "address"

/// Runs `body` on 50 labels made one after another, each released before the next, so that some
/// stand at a dead one's address; without that reuse a test would not exercise the stale-binding
/// path at all. AddressSanitizer quarantines freed memory: addresses are not reused under it.
@MainActor
private func withLabelsAtReusedAddresses(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: (_ label: Label, _ round: Int) -> Void
) {
  var addresses = Set<ObjectIdentifier>()
  var reused = 0
  for round in 0..<50 {
    let label = Label()
    if !addresses.insert(ObjectIdentifier(label)).inserted { reused += 1 }
    body(label, round)
  }
  #expect(reused > 0 || addressesAreQuarantined, sourceLocation: sourceLocation)
}

@MainActor
struct LifetimeTests {
  @Test func aDeallocatedTargetIsSkippedAndPurged() {
    let control = TestControl()
    let survivor = Label()
    var doomed: Label? = Label()
    control.setValue("x", for: \.text, of: doomed!, when: .containing(TestControl.filled))
    control.setValue("x", for: \.text, of: survivor, when: .containing(TestControl.filled))
    weak let weakDoomed = doomed
    doomed = nil
    #expect(weakDoomed == nil)
    control.isFilled = true
    #expect(survivor.text == "x")
    #expect(control.stateEngine.propertyValues.count == 1)
  }

  @Test func aNewTargetAtADeadTargetsAddressGetsItsOwnDefault() {
    let control = TestControl()
    withLabelsAtReusedAddresses { label, round in
      label.color = "own \(round)"
      // A value only the dead targets had must not be inherited by a new one at their address.
      #expect(control.value(for: \.color, of: label, when: .containing(TestControl.valid)) == nil)
      control.setValue("on", for: \.color, of: label, when: .containing(TestControl.filled))
      control.isFilled = true
      #expect(label.color == "on")
      control.isFilled = false
      #expect(label.color == "own \(round)")
      control.setValue("valid", for: \.color, of: label, when: .containing(TestControl.valid))
    }
    #expect(control.stateEngine.propertyValues.count <= 2)
  }

  @Test func aNewTargetAtADeadTargetsAddressDoesNotShareItsBindingsTarget() {
    // Consecutive bindings of one target share the weak reference a pass loads
    // once; a new object at a dead target's address must get its own.
    let control = TestControl()
    withLabelsAtReusedAddresses { label, round in
      // A key path the previous (dead) labels' last bindings did not use.
      let usesText = round.isMultiple(of: 2)
      if usesText {
        control.setValue("on", for: \.text, of: label, when: .containing(TestControl.filled))
      } else {
        control.setValue(2.0, for: \.width, of: label, when: .containing(TestControl.filled))
      }
      control.setValue("on", for: \.color, of: label, when: .containing(TestControl.filled))
      control.isFilled = true
      #expect(label.text == (usesText ? "on" : "default"))
      #expect(label.width == (usesText ? 1 : 2))
      #expect(label.color == "on")
      #expect(
        label.textWrites == (usesText ? 1 : 0), "a dead label's binding must not write to its successor")
      control.isFilled = false
      #expect(label.text == "default")
      #expect(label.width == 1)
      #expect(label.color == "black")
    }
  }

  @Test func theControlAndItsTargetsDeallocate() {
    weak var weakControl: TestControl?
    weak var weakLabel: Label?
    do {
      let control = TestControl()
      let label = Label()
      control.setValue("x", for: \.text, of: label, when: .containing(TestControl.filled))
      control.setValue("y", for: \.title, when: .containing(TestControl.filled))
      control.subscribe(to: .containing(TestControl.filled)) { $0.title = "z" }
      control.subscribe(to: .valueChanged) { $0.title = "w" }
      control.isFilled = true
      weakControl = control
      weakLabel = label
    }
    #expect(weakControl == nil)
    #expect(weakLabel == nil)
  }

  @Test func aTargetDoesNotKeepTheControlAlive() {
    let label = Label()
    weak var weakControl: TestControl?
    do {
      let control = TestControl()
      control.setValue("x", for: \.text, of: label, when: .containing(TestControl.filled))
      weakControl = control
    }
    #expect(weakControl == nil)
    #expect(label.text == "default")
  }

  @Test func tokensOutlivingTheControlAreHarmless() {
    var token: ControlSubscription?
    var eventToken: ControlSubscription?
    weak var weakControl: TestControl?
    do {
      let control = TestControl()
      token = control.subscribe(to: .containing(TestControl.filled)) { _ in }
      eventToken = control.subscribe(to: .valueChanged) { _ in }
      weakControl = control
    }
    #expect(weakControl == nil)  // the tokens do not keep the control alive
    token?.cancel()
    eventToken?.cancel()
    #expect(token?.isCancelled == true)
    #expect(eventToken?.isCancelled == true)
  }

  @Test func deadTargetsWhoseValueNeverWinsArePurgedAtTheNextNewState() {
    // Their value never becomes the winner, so no pass ever tries to write them.
    let control = TestControl()
    do {
      let labels = (0..<100).map { _ in Label() }
      for label in labels {
        control.setValue("disabled", for: \.text, of: label, when: .containing(.disabled))
      }
      control.isFilled = true
      // Alive until here also in optimised builds, where `labels` could die after its last use.
      withExtendedLifetime(labels) {
        #expect(control.stateEngine.propertyValues.count == 100)
      }
    }
    control.isValid = true
    control.isFilled = false
    #expect(control.stateEngine.propertyValues.isEmpty, "the values of dead targets are not kept")
  }

  @Test func deadTargetsDoNotPileUpWhileTheStateStandsStill() {
    // Re-used cells: targets come and go, the control's state never changes.
    let control = TestControl()
    for _ in 0..<1_000 {
      let label = Label()
      control.setValue("disabled", for: \.text, of: label, when: .containing(.disabled))
    }
    #expect(
      control.stateEngine.propertyValues.count <= 128, "at most twice the live bindings, and never below 64")
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
