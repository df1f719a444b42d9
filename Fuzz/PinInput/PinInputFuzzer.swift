import Foundation

@testable import PinCodeControl

// libFuzzer harness for PinCodeControl's input paths: typing one scalar at a
// time, paste, AutoFill (twice), the input field's edits and committed text,
// delete, clear, the code set in code, and changes of length, alphabet,
// validator and enabled state. After every step the model's invariants hold.

/// Pieces of text the operations are made of: digits, letters, separators,
/// combining marks, Hangul jamo, regional indicators, emoji, other scripts' digits.
let palette: [String] = [
  "1", "2", "7", "0", "a", "Z", "q", "-", " ", "\u{301}", "\u{308}", "\u{1100}", "\u{1161}",
  "\u{11A8}", "\u{AC00}", "\u{1F1EB}", "\u{1F1F7}", "\u{200D}", "\u{FE0F}", "\u{20E3}", "🙂", "👍🏽",
  "٣", "３", "\u{E1}", "e\u{301}", "\u{2212}", "\n", "\u{0}", "\u{D7FF}",
]

let alphabets: [PinCode.Alphabet] = [
  .digits, .alphanumeric,
  .custom(CharacterSet(charactersIn: "ab\u{301}\u{E1}\u{1100}\u{1161}\u{AC00}\u{1F1EB}\u{1F1F7}1-")),
  .custom(CharacterSet(charactersIn: "\u{200D}\u{FE0F}\u{20E3}1\u{1F642}")),
  .custom(CharacterSet(charactersIn: "0123")),
]

@MainActor
func makeText(_ input: inout FuzzInput) -> String {
  var text = ""
  for _ in 0..<(1 + input.choose(6)) { text += input.element(of: palette) }
  return text
}

@MainActor
func check(_ pin: PinCodeControl, _ step: Int) {
  let code = pin.code
  let items = pin.items
  if Array(code) != pin.pinCode.characters {
    invariantBroken("step \(step): code \(code.debugDescription) is not its items \(pin.pinCode.characters)")
  }
  if code.count > pin.length {
    invariantBroken("step \(step): \(code.count) characters, length \(pin.length)")
  }
  if pin.isFilled != (code.count == pin.length) { invariantBroken("step \(step): filled \(pin.isFilled)") }
  if pin.isValid && !pin.isFilled { invariantBroken("step \(step): valid but not filled") }
  if items.count != pin.length || items.filter(\.isFilled).count != code.count {
    invariantBroken("step \(step): \(items.count) items, \(items.filter(\.isFilled).count) filled")
  }
  for character in code where pin.alphabet.accepted(character) != character {
    invariantBroken("step \(step): \(character.debugDescription) is not as the alphabet stores it")
  }
  let masked =
    String(repeating: "•", count: code.count) + String(repeating: "_", count: pin.length - code.count)
  let debug = "PinCode(\(code.count) of \(pin.length) entered, \(pin.alphabet))"
  if "\(pin.pinCode)" != masked || String(reflecting: pin.pinCode) != debug {
    invariantBroken("step \(step): a description is not the redacted form")
  }
}

/// A validator that checks it sees a whole code, then answers `answer`.
@MainActor
func validator(for pin: PinCodeControl, _ answer: @escaping (String) -> Bool) -> (String) -> Bool {
  { [unowned pin] code in
    if code.count != pin.length {
      invariantBroken("the validator saw \(code.count) characters, length \(pin.length)")
    }
    return answer(code)
  }
}

@MainActor
func run(_ input: inout FuzzInput) {
  let pin = PinCodeControl(
    length: 1 + input.choose(8), purpose: .oneTimeCode, alphabet: input.element(of: alphabets))
  pin.validator = validator(for: pin) { _ in true }
  var step = 0
  while !input.isAtEnd && step < 200 {
    step += 1
    let before = pin.code
    switch input.choose(14) {
    case 0: pin.insertText(input.element(of: palette))
    case 1: pin.insertText(makeText(&input))
    case 2: pin.acceptInputFieldEdit(replacing: input.choose(4), with: makeText(&input))
    case 3: pin.acceptInputFieldEdit(replacing: input.choose(10), with: "")
    case 4: pin.acceptInputFieldText(input.bool() ? before + makeText(&input) : makeText(&input))
    case 5: pin.deleteBackward()
    case 6:
      pin.code = pin.code
      if pin.code != before { invariantBroken("step \(step): code = code changed \(before) to \(pin.code)") }
    case 7: pin.code = makeText(&input)
    case 8: pin.length = 1 + input.choose(8)
    case 9: pin.alphabet = input.element(of: alphabets)
    case 10:
      switch input.choose(3) {
      case 0: pin.validator = validator(for: pin) { _ in true }
      case 1: pin.validator = validator(for: pin) { _ in false }
      default: pin.validator = validator(for: pin) { !PinCode.isWeakPIN($0) }
      }
    case 11: pin.clear()
    case 12: pin.isEnabled.toggle()
    default:
      // AutoFill delivers a whole code twice: the second delivery changes nothing.
      let code = makeText(&input)
      pin.acceptInputFieldEdit(replacing: 0, with: code)
      let once = pin.code
      let completeOnce = pin.isFilled
      pin.acceptInputFieldEdit(replacing: 0, with: code)
      if completeOnce && pin.code != once {
        invariantBroken("step \(step): a second AutoFill of \(code.debugDescription) changed a complete code")
      }
    }
    check(pin, step)
  }
}

/// The libFuzzer entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = FuzzInput(data, count)
  MainActor.assumeIsolated { run(&input) }
  return 0
}
