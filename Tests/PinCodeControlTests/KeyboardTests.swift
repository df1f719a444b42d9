import Foundation
import PinCodeControl
import Testing

@MainActor
@Suite("Keyboard: content type never a password type, keyboard by alphabet, Return and Done")
struct KeyboardTests {
  @Test func aSecureControlIsNeverLeftToThePasswordHeuristics() {
    for purpose in PinCodeControl.Purpose.allCases {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = purpose
      pin.isSecureTextEntry = true
      #expect(pin.keyboardConfiguration.isOneTimeCode, "\(purpose) on a secure field")
      #expect(pin.keyboardConfiguration.isSecure)
    }
  }

  @Test(arguments: [PinCodeControl.Purpose.newPIN, .existingPIN])
  func aPINOffersNothingWhileTheCodeIsVisible(purpose: PinCodeControl.Purpose) {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    #expect(pin.purpose == .oneTimeCode, "one-time codes by default")
    #expect(pin.keyboardConfiguration.isOneTimeCode)
    pin.purpose = purpose
    #expect(!pin.keyboardConfiguration.isOneTimeCode)
    pin.isSecureTextEntry = true
    #expect(pin.keyboardConfiguration.isOneTimeCode)
    pin.isSecureTextEntry = false
    #expect(!pin.keyboardConfiguration.isOneTimeCode)
  }

  @Test func digitsGetTheNumberPadWithoutReturnAndLettersAReturnKey() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    #expect(pin.keyboardConfiguration.keyboard == .numberPad)
    #expect(pin.keyboardConfiguration.returnKey == nil)
    pin.alphabet = .alphanumeric
    #expect(pin.keyboardConfiguration.keyboard == .asciiCapable)
    #expect(pin.keyboardConfiguration.returnKey == .done)
    pin.returnKey = .go
    #expect(pin.keyboardConfiguration.returnKey == .go)
  }

  @Test func theDoneBarIsOptInAndOnlyOnTheNumberPad() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    #expect(!pin.keyboardConfiguration.showsDoneButton)
    pin.showsDoneButtonOnNumberPad = true
    #expect(pin.keyboardConfiguration.showsDoneButton)
    pin.alphabet = .alphanumeric
    #expect(!pin.keyboardConfiguration.showsDoneButton, "a letter keyboard has Return")
  }
}
