import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("PinCodeField logic: disabled, focus, validity and the status custom items draw from")
struct PinCodeFieldStateTests {
  @Test func aDisabledFieldShowsACodeFromTheBindingButRefusesTyping() {
    let screen = PinFieldHarness()
    screen.appChanges { $0.isEnabled = false }
    screen.resetCounts()
    screen.appSets(code: "13 57")
    screen.settle()
    #expect(screen.control.code == "1357", "the app's code reaches a disabled field, sanitised")
    #expect(screen.codeWrites == ["1357"])
    #expect(screen.completions.isEmpty)
    #expect(screen.control.invalidEntryCount == 0)
    screen.control.deleteBackward()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "2")
    screen.settle()
    #expect(screen.control.code == "1357", "the user cannot edit a disabled field")
    #expect(screen.codeWrites == ["1357"])
  }

  @Test func focusRequestedWhileDisabledIsRefusedAndTheBindingReset() {
    let screen = PinFieldHarness()
    screen.appChanges { $0.isEnabled = false }
    screen.resetCounts()
    screen.appSets(focused: true)
    screen.settle()
    #expect(!screen.control.isEditing, "no keyboard for a disabled field")
    #expect(screen.focusWrites == [false])
    #expect(!screen.focused)
    screen.appChanges { $0.isEnabled = true }
    #expect(!screen.control.isEditing, "enabling later does not bring up a keyboard nobody asked for now")
  }

  @Test func focusFollowsTheBindingAndTheUser() {
    let screen = PinFieldHarness()
    screen.resetCounts()
    screen.appSets(focused: true)
    screen.settle()
    #expect(screen.control.isEditing)
    #expect(screen.focusWrites.isEmpty, "the binding already says true")
    screen.control.resignFirstResponder()  // the user dismissed the keyboard
    screen.settle()
    #expect(screen.focusWrites == [false])
    screen.control.becomeFirstResponder()  // the user tapped the field
    screen.settle()
    #expect(screen.focusWrites == [false, true])
    screen.appSets(focused: false)
    screen.settle()
    #expect(!screen.control.isEditing)
  }

  @Test func disablingAFocusedFieldEndsEditingAndWritesTheFocusBindingOnce() {
    let screen = PinFieldHarness()
    screen.appSets(focused: true)
    screen.settle()
    screen.resetCounts()
    screen.appChanges { $0.isEnabled = false }
    #expect(!screen.control.isEditing)
    #expect(screen.focusWrites == [false])
  }

  /// A field not in a window yet, the focus binding set `true` by the screen; the counts reset before.
  private func focusRequestedBeforeAWindow() -> (WindowlessPinCodeControl, PinFieldHarness) {
    let pin = WindowlessPinCodeControl(length: 4, purpose: .oneTimeCode)
    let screen = PinFieldHarness(control: pin)
    screen.resetCounts()
    screen.appSets(focused: true)
    screen.settle()
    return (pin, screen)
  }

  @Test func aFocusRequestBeforeTheViewHasAWindowIsRetriedNotRefused() {
    let (pin, screen) = focusRequestedBeforeAWindow()
    #expect(screen.sync.hasPendingFocus)
    #expect(screen.focusWrites.isEmpty, "the request stands: it is not written back as false")
    pin.hasWindow = true
    screen.sync.retryPendingFocus()
    screen.settle()
    #expect(pin.isEditing)
    #expect(!screen.sync.hasPendingFocus)
    #expect(screen.focusWrites.isEmpty)
  }

  @Test func aPendingRequestForAFieldThenDisabledWritesFalseBack() {
    // The request waits for a window, the screen disables the field.
    let (pin, screen) = focusRequestedBeforeAWindow()
    #expect(screen.sync.hasPendingFocus)
    screen.appChanges { $0.isEnabled = false }
    #expect(!screen.focused && screen.focusWrites == [false], "not left true on a disabled field")
    pin.hasWindow = true
    screen.sync.retryPendingFocus()
    #expect(!pin.isEditing && screen.focusWrites == [false])
  }

  @Test func validityIsWrittenWhenItChangesAlsoWhenTheValidatorChanges() {
    let screen = PinFieldHarness()
    var expected = "1357"
    screen.appChanges { $0.validator = { code in code == expected } }
    screen.resetCounts()
    screen.control.insertText("1357")
    screen.settle()
    #expect(screen.validityWrites == [.valid])
    // The repeat-PIN pattern: the value the validator compares with changes; the screen re-renders.
    expected = "2468"
    let changedExpectation = expected
    screen.appChanges { $0.validator = { code in code == changedExpectation } }
    #expect(screen.validityWrites == [.valid, .invalid])
    screen.control.deleteBackward()
    screen.settle()
    #expect(screen.validityWrites == [.valid, .invalid, .incomplete])
    #expect(screen.validity == .incomplete)
  }

  @Test func theStatusCustomItemsDrawFromChangesOncePerVisibleChange() {
    let screen = PinFieldHarness()
    screen.resetCounts()
    screen.control.becomeFirstResponder()
    screen.settle()
    #expect(screen.statusChanges == 1)
    screen.control.insertText("1")
    screen.settle()
    #expect(screen.statusChanges == 2)
    let status = PinCodeFieldStatus(screen.control)
    #expect(status.cursorIndex == 1)
    #expect(status.items[0].isFilled && !status.items[1].isFilled)
    #expect(status.validity == .incomplete)
    screen.control.insertText("234")
    #expect(PinCodeFieldStatus(screen.control).cursorIndex == nil, "a complete code has no cursor")
  }

  @Test func secureEntryMasksTheItemsCustomViewsGet() {
    let screen = PinFieldHarness()
    screen.appearance.isSecureTextEntry = true
    screen.appChanges { $0.appearance.maskCharacter = "*" }
    screen.control.insertText("42")
    let status = PinCodeFieldStatus(screen.control)
    #expect(status.items.prefix(2).map(\.symbol) == ["*", "*"], "custom items never see the characters")
    #expect(status.isSecureTextEntry)
  }

  @Test func aLengthChangeFromTheScreenKeepsTheFirstCharactersAndWritesThemBack() {
    let screen = PinFieldHarness(length: 6)
    screen.control.insertText("123456")
    screen.settle()
    screen.resetCounts()
    screen.appChanges { $0.length = 4 }
    #expect(screen.control.code == "1234")
    #expect(screen.codeWrites == ["1234"])
  }

  @Test func aTitleBecomesTheAccessibilityLabelWrittenOnce() {
    let screen = PinFieldHarness()
    #expect(screen.control.accessibilityLabel == "PIN code", "no title: the control's own label")
    let writes = screen.sync.controlWriteCount
    for _ in 0..<3 {
      screen.sync.update(
        length: 4, alphabet: .digits, appearance: screen.appearance, validator: nil, isEnabled: true,
        accessibilityLabel: "Old PIN")
    }
    #expect(screen.control.accessibilityLabel == "Old PIN")
    #expect(screen.sync.controlWriteCount == writes + 1)
  }
}
