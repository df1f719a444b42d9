import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("Input: typing, paste, AutoFill text, backspace, setting the code")
struct InputTests {
  /// A four-digit code, empty: what most tests type into.
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  @Test func typingFillsTheCodeOneCharacterAtATime() {
    pin.insertText("1")
    pin.insertText("3")
    #expect(pin.code == "13")
    #expect(pin.hasText)
    #expect(!pin.isFilled)
    pin.insertText("5")
    pin.insertText("7")
    #expect(pin.code == "1357")
    #expect(pin.isFilled)
    #expect(pin.state.contains(PinCodeControl.filled))
  }

  @Test func lettersIntoADigitCodeAreIgnored() {
    pin.insertText("1")
    let result = pin.insert("a")
    #expect(pin.code == "1")
    #expect(result.accepted.isEmpty)
    #expect(result.rejected == "a")
  }

  @Test func emojiNeverCrashesAndNeverChangesTheCode() {
    pin.insertText("12")
    for emoji in ["🙂", "👍🏽", "👨‍👩‍👧", "1️⃣", "🇫🇷"] {
      let result = pin.insert(emoji)
      #expect(pin.code == "12", "\(emoji) changed the code")
      #expect(!result.changedCode)
    }
  }

  @Test func aTenCharacterPasteIntoAFourDigitCodeTakesTheFirstFour() {
    let result = pin.insert("9876543210")
    #expect(pin.code == "9876")
    #expect(result.accepted == "9876")
    #expect(result.overflow == "543210")
    #expect(pin.isFilled)
  }

  @Test(arguments: ["123 456", "123-456", "123–456", " 123 456\n", "12 34 56"])
  func smsCodesWithSeparatorsAreAccepted(text: String) {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.insertText(text)
    #expect(pin.code == "123456")
    #expect(pin.isFilled)
  }

  @Test func aPasteOnlyFillsTheRemainingLength() {
    pin.insertText("1")
    pin.insertText("234567")
    #expect(pin.code == "1234")
  }

  @Test func aPasteWithTextAroundTheCodeKeepsTheDigits() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    let result = pin.insert("Code: 482-913")
    #expect(pin.code == "482913")
    #expect(result.rejected == "Code:")
  }

  @Test func digitsFromOtherScriptsAreStoredAsASCII() {
    pin.insertText("١٢٣４")
    #expect(pin.code == "1234")
  }

  @Test func backspaceRemovesTheLastCharacter() {
    pin.insertText("1234")
    pin.deleteBackward()
    #expect(pin.code == "123")
    #expect(!pin.isFilled)
    #expect(!pin.state.contains(PinCodeControl.filled))
  }

  @Test func backspaceOnEmptyDoesNothing() {
    let log = EventLog(pin)
    pin.deleteBackward()
    pin.deleteBackward()
    #expect(pin.code.isEmpty)
    #expect(!pin.hasText)
    #expect(log.names.isEmpty)
  }

  @Test func theCodeCanBeSetAndReadInCode() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.code = "123-456"
    #expect(pin.code == "123456")
    pin.code = "42"
    #expect(pin.code == "42")
    let result = pin.setCode("1234567")
    #expect(pin.code == "123456")
    #expect(result.overflow == "7")
  }

  @Test func clearRemovesEverything() {
    pin.insertText("1357")
    pin.clear()
    #expect(pin.code.isEmpty)
    #expect(!pin.isFilled)
    #expect(!pin.state.contains(PinCodeControl.filled))
    #expect(!pin.state.contains(PinCodeControl.valid))
  }

  @Test func shorteningTheLengthWhileTypingKeepsTheFirstCharacters() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.insertText("13579")
    let log = EventLog(pin)
    pin.length = 4
    #expect(pin.code == "1357")
    #expect(pin.isFilled)
    #expect(pin.items.count == 4)
    #expect(log.names == ["valueChanged", "codeCompleted"])
  }

  @Test func lengtheningTheLengthMakesACompleteCodeIncomplete() {
    pin.insertText("1357")
    pin.length = 6
    #expect(pin.code == "1357")
    #expect(!pin.isFilled)
    #expect(!pin.state.contains(PinCodeControl.filled))
    pin.insertText("90")
    #expect(pin.code == "135790")
  }

  @Test func alphanumericCodesAcceptASCIILettersAndDigits() {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: .alphanumeric)
    let result = pin.insert("aB-3 é9Z!x")
    #expect(pin.code == "aB39Zx")
    #expect(result.rejected == "é!")
  }

  @Test func customCharacterSetsAreHonoured() {
    let pin = PinCodeControl(
      length: 4, purpose: .oneTimeCode, alphabet: .custom(.init(charactersIn: "ABCD-")))
    pin.insertText("A-xB")
    #expect(pin.code == "A-B")
  }

  @Test func changingTheAlphabetDropsCharactersItRejects() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode, alphabet: .alphanumeric)
    pin.insertText("a1b2")
    pin.alphabet = .digits
    #expect(pin.code == "12")
  }

  @Test func aDisabledControlIgnoresTyping() {
    pin.insertText("12")
    pin.isEnabled = false
    pin.insertText("3")
    pin.deleteBackward()
    #expect(pin.code == "12")
    pin.code = "9999"
    #expect(pin.code == "9999", "setting the code in code works while disabled")
  }

  @Test func theCodeModelWorksOnItsOwn() {
    var code = PinCode(length: 3, text: "1 2")
    #expect(code.string == "12")
    #expect(code.description == "••_", "a description never shows the code")
    #expect(code.remainingCount == 1)
    #expect(code.deleteBackward() == "2")
    code.removeAll()
    #expect(code.deleteBackward() == nil)
  }

  @Test func aReplaceSaysWhetherTheCodeChanged() {
    #expect(pin.setCode("1357").changedCode)
    #expect(!pin.setCode("1357").changedCode, "the same code again")
    #expect(pin.setCode("").changedCode, "clearing a code changes it")
    #expect(!pin.setCode("").changedCode)
  }

  @Test func digitOnlyAlphabetsAreRecognisedForTheNumberPad() {
    #expect(PinCode.Alphabet.digits.isDigitsOnly)
    #expect(PinCode.Alphabet.custom(CharacterSet(charactersIn: "0123")).isDigitsOnly)
    #expect(!PinCode.Alphabet.custom(CharacterSet(charactersIn: "0123AB")).isDigitsOnly)
    #expect(!PinCode.Alphabet.custom(CharacterSet()).isDigitsOnly)
    #expect(!PinCode.Alphabet.alphanumeric.isDigitsOnly)
  }

  @Test func theStatesAndTheEventAreDistinctBitsOfTheApplicationRanges() {
    let states = [PinCodeControl.filled, PinCodeControl.valid, PinCodeControl.invalid]
    #expect(Set(states.map(\.rawValue)).count == 3)
    for state in states {
      #expect(state.rawValue.nonzeroBitCount == 1 && ControlState.application.contains(state))
    }
    #expect(ControlEvents.applicationReserved.contains(PinCodeControl.codeCompleted))
    let pin = PinCodeControl(length: 2, purpose: .oneTimeCode)
    pin.insertText("13")
    #expect(
      pin.stateTableDescription.hasPrefix("PinCodeControl — applied [filled, valid], current [filled, valid]")
    )
  }
}

@MainActor
@Suite("Programming errors stop with a message")
struct PreconditionTests {
  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aLengthBelowOneStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = await MainActor.run { PinCodeControl(length: 0, purpose: .oneTimeCode) }
      }
      #expect(stderr(of: result).contains("length must be at least 1 (got 0)"))
      #expect(stderr(of: result).contains("pass the number of characters"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func settingALengthBelowOneStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
          pin.length = -1
        }
      }
      #expect(stderr(of: result).contains("length must be at least 1 (got -1)"))
    }
  #endif

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aCodeModelOfLengthZeroStops() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = PinCode(length: 0)
      }
      #expect(stderr(of: result).contains("PinCode: length must be at least 1 (got 0)"))
    }

    @Test func anAppWideValidStateOnAPinStopsNamingThePinsStates() async {
      // An app-wide `static let valid = ControlState(rawValue: 1 << 19)` with README's Apply button:
      // the bit is none of the PIN's states, so it stops. (The PIN keeps 0.x's bits 16–18, so a
      // 0.x app's raw `1 << 17` still means the PIN's invalid state, as it did in 0.x.)
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          final class Button { var isEnabled = false }
          let appValid = ControlState(rawValue: 1 << 19)
          let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
          pin.setValue(true, for: \.isEnabled, of: Button(), when: .containing(appValid))
        }
      }
      #expect(stderr(of: result).contains("PinCodeControl has no state 0x80000"))
      #expect(
        stderr(of: result).contains(
          "Its states are PinCodeControl.filled, PinCodeControl.valid, PinCodeControl.invalid, PinCodeControl.verifying, PinCodeControl.verificationFailed: use those"
        ))
    }

    private func stderr(of result: ExitTest.Result?) -> String {
      String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }
  #endif
}
