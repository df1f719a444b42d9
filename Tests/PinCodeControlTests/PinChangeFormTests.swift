import PinCodeControl
import QuickControl
import Testing

/// The old library's example screen: old PIN, new PIN, repeat PIN and Apply.
@MainActor
final class PinChangeForm {
  let oldPin = PinCodeControl(length: 4, purpose: .oneTimeCode)
  let newPin = PinCodeControl(length: 4, purpose: .oneTimeCode)
  let repeatPin = PinCodeControl(length: 4, purpose: .oneTimeCode)
  let oldLabel = Widget()
  let newLabel = Widget()
  let repeatLabel = Widget()
  let apply = Widget()
  private(set) var saved: [String] = []
  private var tokens: [ControlSubscription] = []

  static let activeColor = "gray"
  static let inactiveColor = "lightGray"

  init() {
    for pin in [oldPin, newPin, repeatPin] { pin.purpose = .newPIN }  // 0.x's weak-PIN rule on every field
    enable(newPin, label: newLabel, whileValid: oldPin)
    enable(repeatPin, label: repeatLabel, whileValid: newPin)
    repeatPin.setValues(
      for: \.isEnabled, of: apply, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    repeatPin.validator = { [unowned newPin] code in code == newPin.code }
    tokens.append(newPin.subscribe(to: .valueChanged) { [unowned repeatPin] _ in repeatPin.revalidate() })
  }

  private func enable(_ control: PinCodeControl, label: Widget, whileValid driver: PinCodeControl) {
    driver.setValues(
      for: \.isEnabled, of: control, [.disabled: false, PinCodeControl.valid: true, .normal: false])
    driver.setValues(
      for: \.color, of: label,
      [.disabled: Self.inactiveColor, PinCodeControl.valid: Self.activeColor, .normal: Self.inactiveColor])
  }

  /// What the Apply button's action does.
  func tapApply() {
    guard apply.isEnabled else { return }
    saved.append(newPin.code)
    oldPin.clear()
    newPin.clear()
    repeatPin.clear()
  }
}

@MainActor
@Suite("Integration: the PIN change form")
struct PinChangeFormTests {
  /// The form at its first step: the old PIN enabled, the later steps and Apply disabled, their labels inactive.
  private func expectOnlyTheOldPINEnabled(
    _ form: PinChangeForm, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(form.oldPin.isEnabled, sourceLocation: sourceLocation)
    #expect(!form.newPin.isEnabled, sourceLocation: sourceLocation)
    #expect(!form.repeatPin.isEnabled, sourceLocation: sourceLocation)
    #expect(!form.apply.isEnabled, sourceLocation: sourceLocation)
    #expect(form.newLabel.color == PinChangeForm.inactiveColor, sourceLocation: sourceLocation)
    #expect(form.repeatLabel.color == PinChangeForm.inactiveColor, sourceLocation: sourceLocation)
  }

  @Test func onlyTheOldPINIsEnabledAtFirst() {
    let form = PinChangeForm()
    expectOnlyTheOldPINEnabled(form)
    #expect(
      form.newPin.items.allSatisfy { $0.borderColor == .systemGray.withAlphaComponent(0.3) }, "disabled look")
  }

  @Test func typingIntoADisabledFieldDoesNothing() {
    let form = PinChangeForm()
    form.newPin.insertText("2580")
    #expect(form.newPin.code.isEmpty)
  }

  @Test func eachValidPINEnablesTheNextStep() {
    let form = PinChangeForm()
    form.oldPin.insertText("1111")
    #expect(!form.newPin.isEnabled, "a weak old PIN is invalid")
    form.oldPin.clear()
    form.oldPin.insertText("1357")
    #expect(form.newPin.isEnabled)
    #expect(form.newLabel.color == PinChangeForm.activeColor)
    #expect(!form.repeatPin.isEnabled)

    form.newPin.insertText("2580")
    #expect(form.repeatPin.isEnabled)
    #expect(form.repeatLabel.color == PinChangeForm.activeColor)
    #expect(!form.apply.isEnabled)

    form.repeatPin.insertText("2581")
    #expect(form.repeatPin.isInvalid, "repeat must equal new")
    #expect(!form.apply.isEnabled)
    form.repeatPin.deleteBackward()
    form.repeatPin.insertText("0")
    #expect(form.repeatPin.isValid)
    #expect(form.apply.isEnabled)
  }

  @Test func editingAnEarlierStepDisablesTheLaterOnes() {
    let form = PinChangeForm()
    form.oldPin.insertText("1357")
    form.newPin.insertText("2580")
    form.repeatPin.insertText("2580")
    #expect(form.apply.isEnabled)

    form.newPin.deleteBackward()
    #expect(!form.repeatPin.isEnabled)
    #expect(!form.repeatPin.isValid, "repeat no longer equals new")
    #expect(!form.apply.isEnabled)
    form.newPin.insertText("0")
    #expect(form.repeatPin.isEnabled)
    #expect(form.apply.isEnabled, "repeat is re-validated against the new code")

    form.oldPin.deleteBackward()
    #expect(!form.newPin.isEnabled)
    #expect(form.newLabel.color == PinChangeForm.inactiveColor)
    #expect(form.newPin.isValid, "the new PIN keeps its code while locked")
    #expect(!form.repeatPin.isEnabled, "a locked step passes nothing on, even with a valid code")
    #expect(form.repeatLabel.color == PinChangeForm.inactiveColor)
    #expect(!form.apply.isEnabled)
    form.tapApply()
    #expect(form.saved.isEmpty, "the PIN cannot change while the old PIN is incomplete")

    form.oldPin.insertText("7")
    #expect(form.newPin.isEnabled && form.repeatPin.isEnabled && form.apply.isEnabled)
  }

  @Test func applyingClearsAllThreeAndTheDependenciesFallBack() {
    let form = PinChangeForm()
    form.oldPin.insertText("1357")
    form.newPin.insertText("2580")
    form.repeatPin.insertText("2580")
    form.tapApply()
    #expect(form.saved == ["2580"])
    #expect(form.oldPin.code.isEmpty && form.newPin.code.isEmpty && form.repeatPin.code.isEmpty)
    expectOnlyTheOldPINEnabled(form)
    form.tapApply()
    #expect(form.saved == ["2580"], "a disabled Apply does nothing")
  }
}
