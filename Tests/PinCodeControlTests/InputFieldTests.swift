import QuickControl
import Testing

@testable import PinCodeControl

/// The edits the system proposes to UIKit's hidden input field, as the control takes them.
///
/// On UIKit the field's delegate hands every proposed edit (typing, Delete,
/// paste, one-time-code AutoFill) to `acceptInputFieldEdit(replacing:with:)`
/// and refuses it, so these tests drive the same code path a device does.
@MainActor
@Suite("Input field: typing, Delete, AutoFill and paste through the system text field")
struct InputFieldEditTests {
  let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)

  @Test func typingAppendsWhereverTheInvisibleCaretIs() {
    pin.acceptInputFieldEdit(replacing: 0, with: "1")
    pin.acceptInputFieldEdit(replacing: 0, with: "2")
    pin.acceptInputFieldEdit(replacing: 0, with: "3")
    // A second tap moved the caret after "1": the field proposes an insert there.
    pin.acceptInputFieldEdit(replacing: 0, with: "9")
    #expect(pin.code == "1239", "the new digit goes to the end, as on the items the user sees")
  }

  @Test func deleteRemovesTheLastCharacterWhereverTheCaretIs() {
    pin.code = "123"
    // Delete with the caret after "1" proposes removing "1".
    pin.acceptInputFieldEdit(replacing: 1, with: "")
    #expect(pin.code == "12")
  }

  @Test func deletingEverythingClears() {
    pin.code = "123"
    let log = EventLog(pin)
    pin.acceptInputFieldEdit(replacing: 3, with: "")  // Select All, then Delete or Cut
    #expect(pin.code.isEmpty)
    #expect(log.names == ["valueChanged"])
  }

  @Test func anEditThatReplacesAndInsertsNothingChangesNothing() {
    pin.code = "12"
    let log = EventLog(pin)
    pin.acceptInputFieldEdit(replacing: 0, with: "")
    #expect(pin.code == "12")
    #expect(log.names.isEmpty)
  }

  @Test func deleteOnAnEmptyCodeDoesNothing() {
    let log = EventLog(pin)
    pin.acceptInputFieldEdit(replacing: 0, with: "")
    #expect(pin.code.isEmpty)
    #expect(log.names.isEmpty)
  }

  @Test func aSecureFieldReplacingItsTextOnRefocusStillAppends() {
    // A secure UITextField proposes replacing all of its text with the first
    // keystroke after focus returns; the code must not be lost.
    pin.isSecureTextEntry = true
    pin.code = "12"
    pin.acceptInputFieldEdit(replacing: 2, with: "3")
    #expect(pin.code == "123")
  }

  /// A complete code takes nothing more from the field: typing into it, or AutoFill delivering the code a
  /// second time (replacing the whole code), changes nothing and completes the code once.
  @Test(arguments: [(1, [(0, "5"), (0, "6")], "5"), (6, [(0, "482913"), (6, "482913")], "482913")])
  func aCompleteCodeTakesNothingMoreAndCompletesOnce(
    length: Int, edits: [(replacing: Int, text: String)], code: String
  ) {
    let pin = PinCodeControl(length: length, purpose: .oneTimeCode)
    pin.validator = { _ in true }
    let log = EventLog(pin)
    for edit in edits { pin.acceptInputFieldEdit(replacing: edit.replacing, with: edit.text) }
    #expect(pin.code == code)
    #expect(log.names == ["valueChanged", "codeCompleted"])
  }

  /// Typed digits, then what the field proposes (`replacing: 0`): AutoFill and an SMS code with a separator
  /// replace the digits; a paste longer than the code is typed, up to the remaining length, as `insertText`;
  /// a partial paste is appended.
  @Test(arguments: [
    (6, ["1", "2", "482913"], "482913"), (6, ["9", "482-913"], "482913"), (4, ["1", "123456"], "1123"),
    (6, ["12", "345"], "12345"),
  ])
  func whatTheFieldProposesAfterTypedDigits(length: Int, texts: [String], code: String) {
    let pin = PinCodeControl(length: length, purpose: .oneTimeCode)
    for text in texts { pin.acceptInputFieldEdit(replacing: 0, with: text) }
    #expect(pin.code == code)
  }

  @Test func aDisabledControlIgnoresTheField() {
    pin.acceptInputFieldEdit(replacing: 0, with: "12")
    pin.isEnabled = false
    pin.acceptInputFieldEdit(replacing: 0, with: "9876")
    pin.acceptInputFieldEdit(replacing: 0, with: "5")
    pin.acceptInputFieldEdit(replacing: 2, with: "")
    #expect(pin.code == "12")
  }
}

/// The field's whole text after an input method committed its marked text,
/// the one change the delegate lets through.
@MainActor
@Suite("Input field: committed text from an input method")
struct InputFieldTextTests {
  /// Text that extends the code is typing; a whole code arriving after typed digits replaces
  /// them; other text replaces the code.
  @Test(arguments: [
    (4, ["1", "13"], "13"), (6, ["12", "12" + "482913"], "482913"), (4, ["9", "78"], "78"),
  ])
  func theFieldsTextAfterTypedDigits(length: Int, texts: [String], code: String) {
    let pin = PinCodeControl(length: length, purpose: .oneTimeCode)
    for text in texts { pin.acceptInputFieldText(text) }
    #expect(pin.code == code)
  }

  @Test func textThatShortensTheCodeBecomesTheCode() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.acceptInputFieldText("1234")
    pin.acceptInputFieldText("123")
    #expect(pin.code == "123")
    pin.acceptInputFieldText("1")
    #expect(pin.code == "1", "two characters fewer: both are gone")
    pin.acceptInputFieldText("")
    #expect(pin.code == "")
  }

  @Test func aDisabledControlIgnoresTheField() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.acceptInputFieldText("12")
    pin.isEnabled = false
    pin.acceptInputFieldText("12" + "9876")
    pin.acceptInputFieldText("5")
    #expect(pin.code == "12")
  }
}
