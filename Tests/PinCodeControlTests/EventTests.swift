import PinCodeControl
import QuickControl
import Testing

@MainActor
@Suite("Events: valueChanged, codeCompleted, editing")
struct EventTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  /// Completes the code (1357), then logs what follows.
  func logAfterCompleting() -> EventLog {
    pin.insertText("1357")
    return EventLog(pin)
  }

  @Test func everyEditSendsValueChanged() {
    let log = EventLog(pin)
    pin.insertText("1")
    pin.insertText("3")
    pin.deleteBackward()
    #expect(log.names == ["valueChanged", "valueChanged", "valueChanged"])
  }

  @Test func rejectedInputSendsNothing() {
    let log = logAfterCompleting()
    pin.insertText("x")
    pin.insertText("🙂")
    pin.insertText("9")
    pin.code = "1357"
    #expect(log.names.isEmpty)
  }

  @Test func completionSendsTypeCompleteOnceAfterTheValueChange() {
    let log = EventLog(pin)
    pin.insertText("135")
    log.reset()
    pin.insertText("7")
    #expect(log.names == ["valueChanged", "codeCompleted"])
  }

  @Test func aPasteThatCompletesSendsEachEventOnce() {
    let log = EventLog(pin)
    var statesSeen: [ControlState] = []
    pin.subscribe(to: .valueChanged) { statesSeen.append($0.state) }
    pin.insertText("1357 9999")
    #expect(log.names == ["valueChanged", "codeCompleted"])
    #expect(statesSeen.count == 1)
    #expect(
      statesSeen.first?.contains(PinCodeControl.valid) == true, "handlers see the applied, complete state")
  }

  @Test func codeCompletedFiresAgainAfterADeleteAndRetype() {
    let log = EventLog(pin)
    pin.insertText("1357")
    pin.deleteBackward()
    pin.insertText("9")
    pin.deleteBackward()
    pin.insertText("7")
    #expect(log.count("codeCompleted") == 3)
    #expect(log.count("valueChanged") == 5)
  }

  @Test func typingPastTheEndDoesNotCompleteAgain() {
    let log = logAfterCompleting()
    pin.insertText("1")
    pin.insertText("22")
    #expect(log.names.isEmpty)
  }

  @Test func replacingACompleteCodeCompletesAgain() {
    let log = logAfterCompleting()
    pin.code = "2468"
    #expect(log.names == ["valueChanged", "codeCompleted"])
  }

  @Test func clearSendsOneValueChanged() {
    pin.insertText("13")
    let log = EventLog(pin)
    pin.clear()
    pin.clear()
    #expect(log.names == ["valueChanged"])
  }

  @Test func codeCompletedHandlersReadTheCompleteCode() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.validator = { _ in true }
    var completed: [String] = []
    pin.subscribe(to: PinCodeControl.codeCompleted) { completed.append($0.code) }
    pin.insertText("123-456")
    #expect(completed == ["123456"])
  }

  @Test func focusSendsEditingEventsAndHighlights() {
    let log = EventLog(pin)
    #expect(pin.becomeFirstResponder())
    #expect(pin.isFirstResponder)
    #expect(pin.isEditing)
    #expect(pin.state.contains(PinCodeControl.editing))
    pin.becomeFirstResponder()
    pin.resignFirstResponder()
    #expect(!pin.state.contains(PinCodeControl.editing))
    pin.resignFirstResponder()
    #expect(log.names == ["editingDidBegin", "editingDidEnd"])
  }

  @Test func aDisabledControlCannotFocus() {
    pin.isEnabled = false
    #expect(!pin.becomeFirstResponder())
    #expect(!pin.state.contains(PinCodeControl.editing))
  }

  @Test func disablingWhileEditingEndsEditing() {
    let log = EventLog(pin)
    pin.becomeFirstResponder()
    pin.isEnabled = false
    #expect(!pin.isEditing)
    #expect(!pin.isFirstResponder)
    #expect(log.names == ["editingDidBegin", "editingDidEnd"])
  }

  @Test func aRefusedResignationKeepsEditing() {
    let pin = StubbornPin(length: 4, purpose: .oneTimeCode)
    let log = EventLog(pin)
    pin.becomeFirstResponder()
    #expect(!pin.resignFirstResponder())
    #expect(pin.isEditing)
    #expect(pin.state.contains(PinCodeControl.editing))
    #expect(log.names == ["editingDidBegin"], "no editingDidEnd while the keyboard stays up")
  }

  @Test func subscriptionsOnStatesFireWhenTheCodeBecomesValid() {
    pin.purpose = .newPIN
    var valid = 0
    var invalid = 0
    pin.subscribe(to: .containing(PinCodeControl.valid)) { _ in valid += 1 }
    pin.subscribe(to: .containing(PinCodeControl.invalid)) { _ in invalid += 1 }
    pin.insertText("1111")
    pin.deleteBackward()
    pin.insertText("2")
    #expect(invalid == 1)
    #expect(valid == 1)
  }
}

/// A control that refuses to give up first responder, as a responder may on UIKit.
@MainActor
private final class StubbornPin: PinCodeControl {
  override var canResignFirstResponder: Bool { false }
}
