import PinCodeControl
import QuickControl
import Testing

// 1.0 (issue 26) applies the weak-PIN rule to a PIN the user chooses, not to a one-time
// code; 0.x code says "a PIN the user chooses" with `textContentType = .none`, which 1.0
// maps to `purpose = .newPIN`. These tests say so, and behave the same under 0.x and 1.0.
@MainActor
@Suite("Validation: weak PINs, custom validators, subclasses")
struct ValidationTests {
  @Test(arguments: ["1111", "1234", "9876", "0000", "3456", "12", "98"])
  func weakPINsAreInvalid(code: String) {
    let pin = PinCodeControl(length: code.count)
    pin.textContentType = .none
    pin.insertText(code)
    #expect(pin.isInvalid)
    #expect(!pin.isValid)
    #expect(pin.state.contains(.invalid))
    #expect(!pin.state.contains(.valid))
  }

  @Test(arguments: ["1357", "2580", "1123", "9870", "1212"])
  func otherPINsAreValid(code: String) {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.insertText(code)
    #expect(pin.isValid)
    #expect(pin.state.contains(.valid))
    #expect(pin.state.contains(.filled))
    #expect(!pin.state.contains(.invalid))
  }

  @Test func anIncompleteCodeIsNeitherValidNorInvalid() {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.insertText("111")
    #expect(!pin.isValid)
    #expect(!pin.isInvalid)
    #expect(pin.state.isDisjoint(with: [.filled, .valid, .invalid]))
  }

  @Test func theWeakRuleNeverCrashesOnNonDigits() {
    #expect(!PinCode.isWeakPIN("abcd"))
    #expect(!PinCode.isWeakPIN("12a4"))
    #expect(!PinCode.isWeakPIN(""))
    #expect(!PinCode.isWeakPIN("7"))
    #expect(!PinCode.isWeakPIN("١٢٣٤"), "only ASCII digits are judged")
    let pin = PinCodeControl(length: 4, alphabet: .alphanumeric)
    pin.textContentType = .none
    pin.insertText("aaaa")
    #expect(pin.isValid, "the weak-PIN rule applies to digit codes only")
  }

  @Test func aCustomValidatorDecides() {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.validator = { $0.hasPrefix("9") }
    pin.insertText("1357")
    #expect(pin.isInvalid)
    pin.code = "9876"
    #expect(pin.isValid)
  }

  @Test func changingTheValidatorWhileFilledRevalidates() {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.insertText("1234")
    #expect(pin.isInvalid)
    pin.validator = { _ in true }
    #expect(pin.isValid)
    #expect(pin.state.contains(.valid))
    pin.validator = { _ in false }
    #expect(pin.state.contains(.invalid))
  }

  @Test func revalidateFollowsWhatTheValidatorReads() {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    var expected = "1357"
    pin.validator = { $0 == expected }
    pin.insertText("2468")
    #expect(pin.isInvalid)
    expected = "2468"
    pin.revalidate()
    #expect(pin.isValid)
  }

  @Test func subclassesOverrideValidate() {
    final class NoZeros: PinCodeControl {
      override func validate(_ code: String) -> Bool {
        super.validate(code) && !code.contains("0")
      }
    }
    let pin = NoZeros(length: 4)
    pin.textContentType = .none
    pin.insertText("1050")
    #expect(pin.isInvalid)
    pin.clear()
    pin.insertText("1357")
    #expect(pin.isValid)
    pin.clear()
    pin.insertText("1111")
    #expect(pin.isInvalid, "super's weak-PIN rule still applies")
  }

  @Test func deletingFromAnInvalidCodeClearsInvalid() {
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.insertText("1111")
    #expect(pin.isInvalid)
    pin.deleteBackward()
    #expect(!pin.isInvalid)
    #expect(!pin.state.contains(.invalid))
  }

  @Test func aHandlerClearingAWrongCodeDoesNotHideTheInvalidEntry() {
    // The usual "wrong, try again": clear at once on completion.
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.subscribe(on: .typeComplete) { pin in
      if !pin.isValid { pin.clear() }
    }
    pin.insertText("1111")
    #expect(pin.code.isEmpty)
    #expect(pin.invalidEntryCount == 1)
  }

  @Test func onlyTheUserCompletingAnInvalidCodeCountsAsAnInvalidEntry() {
    // The shake and haptic on UIKit play exactly for these entries.
    let pin = PinCodeControl(length: 4)
    pin.textContentType = .none
    pin.insertText("1111")
    #expect(pin.invalidEntryCount == 1, "typed")
    pin.clear()
    pin.insertText("1234")
    #expect(pin.invalidEntryCount == 2, "pasted or AutoFilled")

    pin.code = "9999"
    #expect(pin.isInvalid)
    #expect(pin.invalidEntryCount == 2, "a code set in code is not the user's entry")
    pin.code = "1357"
    pin.validator = { _ in false }
    #expect(pin.isInvalid)
    #expect(pin.invalidEntryCount == 2, "re-validation is not an entry")
    pin.deleteBackward()
    pin.insertText("7")
    #expect(pin.invalidEntryCount == 3, "re-typing the last digit is")
  }
}
