import PinCodeControl
import QuickControl
import Testing

@MainActor
@Suite("Accessibility: one element with a label and a spoken value")
struct AccessibilityTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  @Test func theControlIsOneElementLabelledPINCode() {
    #expect(pin.isAccessibilityElement)
    #expect(pin.accessibilityLabel == "PIN code")
    #expect(pin.accessibilityValue == "0 of 4 entered")
  }

  @Test func theValueFollowsTheCodeWithoutRevealingIt() {
    pin.purpose = .newPIN
    pin.insertText("13")
    #expect(pin.accessibilityValue == "2 of 4 entered")
    pin.insertText("57")
    #expect(pin.accessibilityValue == "complete")
    pin.code = "1111"
    #expect(pin.accessibilityValue == "invalid")
    pin.clear()
    #expect(pin.accessibilityValue == "0 of 4 entered")
  }

  @Test func theValueFollowsAValidatorChange() {
    pin.purpose = .newPIN
    pin.insertText("1234")
    #expect(pin.accessibilityValue == "invalid")
    pin.validator = { _ in true }
    #expect(pin.accessibilityValue == "complete")
  }

  @Test func theAppCanRelabelAndReformat() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.accessibilityLabel = "Verification code"
    pin.accessibilityValueFormatter = { "\($0.pinCode.count) von \($0.length)" }
    #expect(pin.accessibilityValue == "0 von 6")
    pin.insertText("12")
    #expect(pin.accessibilityValue == "2 von 6")
    #expect(pin.accessibilityLabel == "Verification code")
  }
}
