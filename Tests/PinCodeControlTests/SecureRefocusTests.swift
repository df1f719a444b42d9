import QuickControl
import Testing

@testable import PinCodeControl

/// A secure text field that begins editing again may report its clear-on-begin-editing
/// as the first edit; the code must survive it.
@MainActor
@Suite("Secure refocus: the first Delete after focus returns removes one character")
struct SecureRefocusTests {
  /// A secure control with `code`, that had focus, lost it and got it back (as the
  /// platform reports focus: UIKit's field, or the headless base).
  func refocusedSecureControl(code: String) -> PinCodeControl {
    let pin = PinCodeControl(length: 6)
    pin.isSecureTextEntry = true
    pin.didBeginEditing()
    pin.code = code
    pin.didEndEditing()
    pin.didBeginEditing()
    return pin
  }

  @Test func aDeletionOfTheWholeTextRemovesOneCharacter() {
    let pin = refocusedSecureControl(code: "1234")
    pin.delivery.scheduler = { $0() }
    pin.systemDidProposeEdit(replacing: 4, with: "")
    #expect(pin.code == "123")
    // The field then holds "123"; the next Delete is reported normally.
    pin.systemDidProposeEdit(replacing: 1, with: "")
    #expect(pin.code == "12")
  }

  @Test func aKeystrokeReplacingTheWholeTextIsAppended() {
    let pin = refocusedSecureControl(code: "1234")
    pin.systemDidProposeEdit(replacing: 4, with: "5")
    #expect(pin.code == "12345")
  }

  @Test func theFieldClearingItselfKeepsTheCode() {
    let pin = refocusedSecureControl(code: "1234")
    pin.systemDidChangeText("")
    #expect(pin.code == "1234")
    pin.systemDidProposeEdit(replacing: 4, with: "")
    #expect(pin.code == "123")
  }

  @Test func onlyTheFirstEditIsGuarded() {
    let pin = refocusedSecureControl(code: "1234")
    pin.systemDidProposeEdit(replacing: 0, with: "5")
    pin.systemDidProposeEdit(replacing: 5, with: "")
    #expect(pin.code.isEmpty, "after an edit, a deletion of everything is the user's")
  }

  @Test func aVisibleCodeIsNotGuarded() {
    let pin = PinCodeControl(length: 6)
    pin.didBeginEditing()
    pin.code = "1234"
    pin.didEndEditing()
    pin.didBeginEditing()
    pin.systemDidProposeEdit(replacing: 4, with: "")  // Select All, then Delete
    #expect(pin.code.isEmpty)
  }
}
