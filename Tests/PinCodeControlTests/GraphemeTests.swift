import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

/// The model's unit is what a user sees: one grapheme cluster per item, on every input path.
@MainActor
@Suite("Graphemes: one character per item on every input path")
struct GraphemeTests {
  /// The invariant every path keeps: the code reads as exactly its items, never longer than the length.
  func expectConsistent(_ pin: PinCodeControl, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Array(pin.code) == pin.pinCode.characters, sourceLocation: sourceLocation)
    #expect(pin.code.count == pin.pinCode.count, sourceLocation: sourceLocation)
    #expect(pin.code.count <= pin.length, sourceLocation: sourceLocation)
    #expect(pin.isFilled == (pin.code.count == pin.length), sourceLocation: sourceLocation)
    #expect(pin.items.filter(\.isFilled).count == pin.code.count, sourceLocation: sourceLocation)
  }

  @Test func aCombiningAccentTypedAfterALetterNeverBecomesAnItemOfItsOwn() {
    // The alphabet lists the letter and the accent separately, not "á".
    let pin = PinCodeControl(
      length: 2, purpose: .oneTimeCode, alphabet: .custom(CharacterSet(charactersIn: "ab\u{301}")))
    var seen: [String] = []
    pin.validator = {
      seen.append($0); return true
    }
    pin.insertText("a")
    pin.insertText("\u{301}")
    expectConsistent(pin)
    #expect(pin.code == "a")
    #expect(!pin.isFilled)
    pin.insertText("b")
    expectConsistent(pin)
    #expect(pin.isFilled && pin.isValid)
    #expect(seen.allSatisfy { $0.count == 2 })
  }

  @Test func anAccentCombinesIntoTheItemWhenTheAlphabetHasTheComposedCharacter() {
    let pin = PinCodeControl(
      length: 2, purpose: .oneTimeCode, alphabet: .custom(CharacterSet(charactersIn: "ab\u{E1}")))
    pin.insertText("a")
    let result = pin.insert("\u{301}")
    expectConsistent(pin)
    #expect(pin.code == "\u{E1}")
    #expect(result.changedCode)
    // Decomposed in one piece too.
    pin.insertText("a\u{301}")
    #expect(pin.code == "\u{E1}\u{E1}")
    expectConsistent(pin)
  }

  /// Found by `Tools/fuzz` (pin-input): the second AutoFill of text starting with a
  /// combining accent used to turn the complete code's last "a" into "á".
  @Test func aPasteNeverChangesACharacterEnteredBeforeIt() {
    let alphabet = PinCode.Alphabet.custom(
      CharacterSet(charactersIn: "-1ab\u{E1}\u{301}\u{1100}\u{1161}\u{AC00}"))
    let pin = PinCodeControl(length: 2, purpose: .oneTimeCode, alphabet: alphabet)
    pin.insertText("\u{E1}")
    pin.acceptInputFieldEdit(replacing: 0, with: "\u{301}a\u{1100}")
    let once = pin.code
    #expect(once == "\u{E1}a")
    pin.acceptInputFieldEdit(replacing: 0, with: "\u{301}a\u{1100}")
    #expect(pin.code == once)
    expectConsistent(pin)
    // Typed on its own, the accent still combines with the letter before it.
    pin.deleteBackward()
    pin.insertText("a")
    pin.insertText("\u{301}")
    #expect(pin.code == "\u{E1}\u{E1}")
    expectConsistent(pin)
  }

  @Test func hangulJamoTypedOneByOneMakeOneSyllableOrNothing() {
    // ᄀ (U+1100) and ᅡ (U+1161) join into 가 (U+AC00).
    let jamo = PinCodeControl(
      length: 2, purpose: .oneTimeCode, alphabet: .custom(CharacterSet(charactersIn: "\u{1100}\u{1161}")))
    jamo.insertText("\u{1100}")
    jamo.insertText("\u{1161}")
    expectConsistent(jamo)
    #expect(jamo.code == "\u{1100}")
    let syllables = PinCodeControl(
      length: 2, purpose: .oneTimeCode,
      alphabet: .custom(CharacterSet(charactersIn: "\u{1100}\u{1161}\u{AC00}")))
    syllables.insertText("\u{1100}")
    syllables.insertText("\u{1161}")
    expectConsistent(syllables)
    #expect(syllables.code == "\u{AC00}")
  }

  @Test func twoLeadingJamoTypedOneByOneAreOneCharacter() {
    // Found by Fuzz/PinInput: ᄀ followed by ᄀ is one grapheme cluster (Hangul L × L).
    let pin = PinCodeControl(
      length: 2, purpose: .oneTimeCode, alphabet: .custom(CharacterSet(charactersIn: "\u{1100}")))
    pin.insertText("\u{1100}")
    pin.insertText("\u{1100}")
    expectConsistent(pin)
    #expect(pin.code == "\u{1100}")
  }

  @Test func twoRegionalIndicatorsNeverShowAsOneFlagInTwoItems() {
    let letters = CharacterSet(charactersIn: "\u{1F1EB}\u{1F1F7}")
    let pin = PinCodeControl(length: 2, purpose: .oneTimeCode, alphabet: .custom(letters))
    pin.insertText("\u{1F1EB}")
    pin.insertText("\u{1F1F7}")
    expectConsistent(pin)
    #expect(!pin.isFilled)
    // Pasted, they are one character (a flag) the alphabet does not have.
    pin.clear()
    pin.insertText("\u{1F1EB}\u{1F1F7}")
    expectConsistent(pin)
    // A rejected character between them does not let them merge either.
    pin.clear()
    pin.insertText("\u{1F1EB}x\u{1F1F7}")
    expectConsistent(pin)
  }

  @Test func settingTheCodeToItselfKeepsIt() {
    let pin = PinCodeControl(
      length: 2, purpose: .oneTimeCode, alphabet: .custom(CharacterSet(charactersIn: "ab\u{301}")))
    for scalar in ["a", "\u{301}", "b"] { pin.insertText(scalar) }
    let before = pin.code
    pin.code = pin.code
    #expect(pin.code == before)
    #expect(!pin.code.isEmpty)
    expectConsistent(pin)
  }

  @Test func everyPathKeepsOneCharacterPerItem() {
    let alphabet = PinCode.Alphabet.custom(
      CharacterSet(charactersIn: "a\u{301}\u{1100}\u{1161}\u{1F1EB}\u{1F1F7}1"))
    let pieces = ["a", "\u{301}", "\u{1100}", "\u{1161}", "\u{1F1EB}", "\u{1F1F7}", "1", "a\u{301}1"]
    let pin = PinCodeControl(length: 3, purpose: .oneTimeCode, alphabet: alphabet)
    for (index, piece) in pieces.enumerated() {
      switch index % 4 {
      case 0: pin.insertText(piece)
      case 1: pin.acceptInputFieldEdit(replacing: 0, with: piece)
      case 2: pin.acceptInputFieldText(pin.code + piece)
      default: pin.code = pin.code + piece
      }
      expectConsistent(pin)
      if index % 3 == 2 { pin.deleteBackward() }
      expectConsistent(pin)
    }
  }

  @Test func theModelKeepsTheUnitOnItsOwn() {
    var code = PinCode(length: 2, alphabet: .custom(CharacterSet(charactersIn: "ab\u{301}")))
    code.insert("a")
    code.insert("\u{301}")
    code.insert("b")
    #expect(Array(code.string) == code.characters)
    #expect(code.isComplete == (code.string.count == 2))
    let resized = code.resized(to: 3)
    #expect(resized.string == code.string)
  }
}
