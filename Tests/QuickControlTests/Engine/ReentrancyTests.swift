import Foundation
import Testing

@testable import QuickControl

@MainActor
struct ReentrancyTests {
  @Test func aSubscriberThatChangesStateIsAppliedAfterTheCurrentPass() {
    let control = TestControl()
    let label = Label()
    control.setValue("filled", for: \.text, of: label, when: .exactly(TestControl.filled))
    control.setValue("both", for: \.text, of: label, when: .exactly([TestControl.filled, TestControl.valid]))
    var appliedWhenSubscriberRan: ControlState?
    control.subscribe(to: .containing(TestControl.filled)) { control in
      appliedWhenSubscriberRan = control.lastAppliedState
      control.isValid = true  // re-entrant: queued, applied after this pass
    }
    // A later subscriber of the same pass still sees that pass: the change waits for it.
    var seenByLaterSubscriber: (state: ControlState, text: String?)?
    control.subscribe(to: .containing(TestControl.filled)) { control in
      seenByLaterSubscriber = (control.lastAppliedState, label.text)
    }
    var applied: [UInt] = []
    control.subscribe(to: .containing(TestControl.valid)) { control in
      applied.append(control.lastAppliedState.rawValue)
    }
    control.isFilled = true
    #expect(appliedWhenSubscriberRan == ControlState(TestControl.filled))
    #expect(seenByLaterSubscriber?.state == ControlState(TestControl.filled))
    #expect(seenByLaterSubscriber?.text == "filled")
    #expect(label.text == "both")
    #expect(control.lastAppliedState == ControlState([TestControl.filled, TestControl.valid]))
    #expect(applied == [ControlState([TestControl.filled, TestControl.valid]).rawValue])
  }

  @Test func aTargetWhoseDidSetChangesStateIsAppliedInOrder() {
    let control = TestControl()
    let label = Label()
    var seen: [String] = []
    label.onColorChange = { color in
      seen.append(color)
      if color == "filled" { control.isValid = true }
    }
    control.setValue("filled", for: \.color, of: label, when: .exactly(TestControl.filled))
    control.setValue("valid", for: \.color, of: label, when: .containing(TestControl.valid))
    control.isFilled = true
    #expect(seen == ["filled", "valid"])
    #expect(label.color == "valid")
  }

  @Test func aLoopThatNeverSettlesStopsWithADiagnostic() {
    let control = TestControl()
    var diagnostics: [EngineDiagnostic] = []
    control.stateEngine.diagnosticHandler = { diagnostics.append($0) }
    var passes = 0
    let off = control.subscribe(to: .containing(TestControl.filled)) {
      passes += 1
      $0.isFilled = false
    }
    let on = control.subscribe(to: .containingNone(TestControl.filled)) {
      passes += 1
      $0.isFilled = true
    }
    control.isFilled = true
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .applyLoopDidNotSettle)
    #expect(diagnostics.first?.message.contains("did not settle after 32 passes") == true)
    #expect(passes == 32)
    // The control is still usable afterwards: once the loop is gone, it settles.
    off.cancel()
    on.cancel()
    let label = Label()
    control.setValue("warm", for: \.text, of: label, when: .containing(TestControl.warm))
    diagnostics.removeAll()
    control.isWarm = true
    #expect(diagnostics.isEmpty)
    #expect(control.lastAppliedState == control.state)
    #expect(label.text == "warm")
  }

  @Test func anApplyRequestedByTheDiagnosticHandlerIsDroppedWithTheLoop() {
    let control = TestControl()
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { control.stateEngine.diagnosticHandler = { _ in } }
    control.stateEngine.diagnosticHandler = { _ in control.isValid = true }
    let off = control.subscribe(to: .containing(TestControl.filled)) { $0.isFilled = false }
    let on = control.subscribe(to: .containingNone(TestControl.filled)) { $0.isFilled = true }
    control.isFilled = true
    off.cancel()
    on.cancel()
    // A request left queued by the stopped loop would re-apply an old state after this one.
    control.isWarm = true
    #expect(control.lastAppliedState == control.state)
  }

  @Test func setValueFromAWriteDuringAPassIsApplied() {
    let control = TestControl()
    let label = Label()
    let other = Label()
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { label.onColorChange = nil }
    label.onColorChange = { _ in
      control.setValue("late", for: \.text, of: other, when: .containing(TestControl.filled))
      control.setValue("late", for: \.text, of: label, when: .containing(TestControl.filled))
    }
    control.setValue("filled", for: \.color, of: label, when: .exactly(TestControl.filled))
    control.isFilled = true
    #expect(other.text == "late")
    #expect(label.text == "late")
  }

  @Test func anyMaximumPassesWorks() {
    let control = TestControl()
    let label = Label()
    control.setValue("filled", for: \.text, of: label, when: .containing(TestControl.filled))
    control.stateEngine.maximumPasses = .max
    control.isFilled = true
    #expect(label.text == "filled")
    control.stateEngine.maximumPasses = 0
    control.isFilled = false
    #expect(label.text == "default", "at least one pass")
  }

  @Test func manyChangesFromOneSubscriberAreNotALoop() {
    // A subscriber that steps through more states than maximumPasses in one
    // delivery: each change is one pass deep, and every one is applied.
    let control = CountingControl()
    var diagnostics: [EngineDiagnostic] = []
    control.stateEngine.diagnosticHandler = { diagnostics.append($0) }
    let label = Label()
    control.setValue("last", for: \.text, of: label, when: .exactly(CountingControl.bits(40)))
    control.subscribe(to: .exactly(CountingControl.bits(1))) { control in
      for step in 2...40 { control.count = step }
    }
    control.count = 1
    #expect(diagnostics.isEmpty)
    #expect(control.lastAppliedState == control.state)
    #expect(label.text == "last")
  }

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func anEngineServesOneHost() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let control = TestControl()
          _ = control.stateEngine.computeState(of: TestControl(), platformState: [])
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("belongs to another host"))
    }
  #endif

  // Found by the third review: re-entrancy through deinits, re-registration and transitions opened in a pass.

  @Test func aRetiredValuesDeinitThatCallsBackIsSafe() {
    // A value removed during an apply is released when the apply ends; its deinit
    // re-enters the engine. The list of retired values was once released twice.
    let control = TestControl()
    let holder = Holder()
    let label = Label()
    control.setValue(
      ReleaseProbe {
        control.setValue("from deinit", for: \.text, of: label, when: .containing(TestControl.filled))
        control.isValid.toggle()
      }, for: \.probe, of: holder, when: .containing(TestControl.filled))
    control.setValue("x", for: \.text, of: holder, when: .containing(TestControl.filled))
    label.onColorChange = { _ in control.removeValues(of: holder) }
    control.setValue("red", for: \.color, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(holder.probe == nil)
    #expect(label.text == "from deinit")
    #expect(control.lastAppliedState == control.state)
    #expect(!control.stateEngine.isHoldingRetiredValues)
  }

  @Test func applyCurrentStateForATargetSkipsABindingReRegisteredByAWrite() {
    let control = TestControl()
    let label = Label()
    control.setValue("A", for: \.color, of: label, when: .containing(TestControl.filled))
    control.setValue("B", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    var once = true
    // The handler captures its own owner: break the cycle at the end (LeakSanitizer).
    defer { label.onColorChange = nil }
    label.onColorChange = { _ in
      guard once else { return }
      once = false
      control.removeValues(for: \.text, of: label)  // default back, binding purged
      control.setValue("B2", for: \.text, of: label, when: .containing(TestControl.filled))
    }
    control.applyCurrentState(to: label)
    #expect(label.text == "B2", "the purged binding's default is not written over its replacement")
  }

  @Test func aForcedApplyInATransitionEndedInASubscriberIsDropped() {
    let control = TestControl()
    let label = Label()
    control.setValue("filled", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    label.text = "changed behind the engine's back"
    control.subscribe(to: .containing(TestControl.valid)) { control in
      control.beginTransition()
      control.apply(state: control.state)
      control.cancelTransition()
    }
    control.isValid = true
    #expect(label.text == "changed behind the engine's back", "as outside a pass")
  }

  @Test func applyCurrentStateForTargetWhoseWriteChangesStateLeavesTheNewStatesValues() {
    let control = TestControl()
    let label = Label()
    control.setValue("plain", for: \.color, of: label, when: .containing([]))
    control.setValue("valid", for: \.text, of: label, when: .containing(TestControl.valid))
    label.onColorChange = { _ in if !control.isValid { control.isValid = true } }
    control.applyCurrentState(to: label)
    #expect(control.lastAppliedState == ControlState(TestControl.valid))
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
}

/// A control whose state is a number written in bits 16–21, one registered state per bit.
@MainActor
private final class CountingControl: QUIckControl {
  var count = 0 { didSet { applyCurrentState() } }

  static func bits(_ count: Int) -> ControlState { ControlState(rawValue: UInt(count) << 16) }

  override func setUp() {
    for bit in 0..<6 {
      register(ControlState(rawValue: 1 << (16 + UInt(bit)))) { $0.count & (1 << bit) != 0 }
    }
  }
}
