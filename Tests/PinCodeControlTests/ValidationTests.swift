import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("Validation: weak PINs, custom validators, subclasses")
struct ValidationTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  @Test(arguments: ["1111", "1234", "9876", "0000", "3456", "12", "98"])
  func weakPINsAreInvalid(code: String) {
    let pin = PinCodeControl(length: code.count, purpose: .oneTimeCode)
    pin.purpose = .newPIN
    pin.insertText(code)
    #expect(pin.isInvalid)
    #expect(!pin.isValid)
    #expect(pin.state.contains(PinCodeControl.invalid))
    #expect(!pin.state.contains(PinCodeControl.valid))
  }

  @Test(arguments: ["1357", "2580", "1123", "9870", "1212"])
  func otherPINsAreValid(code: String) {
    pin.insertText(code)
    #expect(pin.isValid)
    #expect(pin.state.contains(PinCodeControl.valid))
    #expect(pin.state.contains(PinCodeControl.filled))
    #expect(!pin.state.contains(PinCodeControl.invalid))
  }

  @Test func anIncompleteCodeIsNeitherValidNorInvalid() {
    pin.insertText("111")
    #expect(!pin.isValid)
    #expect(!pin.isInvalid)
    #expect(
      pin.state.isDisjoint(with: [PinCodeControl.filled, PinCodeControl.valid, PinCodeControl.invalid]))
  }

  @Test func theWeakRuleNeverCrashesOnNonDigits() {
    #expect(!PinCode.isWeakPIN("abcd"))
    #expect(!PinCode.isWeakPIN("12a4"))
    #expect(!PinCode.isWeakPIN(""))
    #expect(!PinCode.isWeakPIN("7"))
    #expect(!PinCode.isWeakPIN("١٢٣٤"), "only ASCII digits are judged")
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode, alphabet: .alphanumeric)
    pin.insertText("aaaa")
    #expect(pin.isValid, "the weak-PIN rule applies to digit codes only")
  }

  @Test func aCustomValidatorDecides() {
    pin.validator = { $0.hasPrefix("9") }
    pin.insertText("1357")
    #expect(pin.isInvalid)
    pin.code = "9876"
    #expect(pin.isValid)
  }

  @Test func changingTheValidatorWhileFilledRevalidates() {
    pin.purpose = .newPIN
    pin.insertText("1234")
    #expect(pin.isInvalid)
    pin.validator = { _ in true }
    #expect(pin.isValid)
    #expect(pin.state.contains(PinCodeControl.valid))
    pin.validator = { _ in false }
    #expect(pin.state.contains(PinCodeControl.invalid))
  }

  @Test func revalidateFollowsWhatTheValidatorReads() {
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
    let pin = NoZeros(length: 4, purpose: .oneTimeCode)
    pin.purpose = .newPIN
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
    pin.purpose = .newPIN
    pin.insertText("1111")
    #expect(pin.isInvalid)
    pin.deleteBackward()
    #expect(!pin.isInvalid)
    #expect(!pin.state.contains(PinCodeControl.invalid))
  }

  @Test func aHandlerClearingAWrongCodeDoesNotHideTheInvalidEntry() {
    // The usual "wrong, try again": clear at once on completion.
    pin.purpose = .newPIN
    pin.subscribe(to: PinCodeControl.codeCompleted) { pin in
      if !pin.isValid { pin.clear() }
    }
    pin.insertText("1111")
    #expect(pin.code.isEmpty)
    #expect(pin.invalidEntryCount == 1)
  }

  @Test func onlyTheUserCompletingAnInvalidCodeCountsAsAnInvalidEntry() {
    // The shake and haptic on UIKit play exactly for these entries.
    pin.purpose = .newPIN
    pin.insertText("1111")
    #expect(pin.invalidEntryCount == 1, "typed")
    pin.clear()
    pin.acceptInputFieldEdit(replacing: 0, with: "1234")
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

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    /// The rejection is a declared state of the control's own (the state table's `rejected`): a
    /// subclass has room for one declared state fewer than any other class, as the docs say.
    @Test func aSubclassHasRoomForOneDeclaredStateFewer() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run { RoomyPin.declare(StateNames.stateLimit - 1) }
      }
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run { RoomyPin.declare(StateNames.stateLimit) }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("no free state bit for RoomyPin.state\(StateNames.stateLimit - 1)"))
      #expect(message.contains("PinCodeControl.rejected"), "the message names the state that takes the room")
    }
  #endif
}

/// A PIN subclass that declares states by the dozen.
private final class RoomyPin: PinCodeControl {
  static func declare(_ count: Int) {
    _ = PinCodeControl(length: 4, purpose: .oneTimeCode)
    for index in 0..<count { _ = declareState("state\(index)") }
  }
}
