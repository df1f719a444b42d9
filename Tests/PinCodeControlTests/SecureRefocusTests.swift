import QuickControl
import Testing

@testable import PinCodeControl

/// A secure text field that begins editing again may report its clear-on-begin-editing
/// as the first edit; the code must survive it.
@MainActor
@Suite("Secure refocus: the first Delete after focus returns removes one character")
struct SecureRefocusTests {
  /// A control with the code "1234", that had focus, lost it and got it back (as the
  /// platform reports focus: UIKit's field, or the headless base).
  static func refocusedControl(isSecure: Bool) -> PinCodeControl {
    let pin = PinCodeControl(length: 6, purpose: .oneTimeCode)
    pin.isSecureTextEntry = isSecure
    pin.didBeginEditing()
    pin.code = "1234"
    pin.didEndEditing()
    pin.didBeginEditing()
    return pin
  }

  /// The control under test: secure, refocused.
  let pin = refocusedControl(isSecure: true)

  @Test func aDeletionOfTheWholeTextRemovesOneCharacter() {
    pin.delivery.scheduler = { $0() }
    pin.systemDidProposeEdit(replacing: 4, with: "")
    #expect(pin.code == "123")
    // The field then holds "123"; the next Delete is reported normally.
    pin.systemDidProposeEdit(replacing: 1, with: "")
    #expect(pin.code == "12")
  }

  @Test func aKeystrokeReplacingTheWholeTextIsAppended() {
    pin.systemDidProposeEdit(replacing: 4, with: "5")
    #expect(pin.code == "12345")
  }

  @Test func theFieldClearingItselfKeepsTheCode() {
    pin.systemDidChangeText("")
    #expect(pin.code == "1234")
    pin.systemDidProposeEdit(replacing: 4, with: "")
    #expect(pin.code == "123")
  }

  @Test func onlyTheFirstEditIsGuarded() {
    pin.systemDidProposeEdit(replacing: 0, with: "5")
    pin.systemDidProposeEdit(replacing: 5, with: "")
    #expect(pin.code.isEmpty, "after an edit, a deletion of everything is the user's")
  }

  @Test func aVisibleCodeIsNotGuarded() {
    let visible = Self.refocusedControl(isSecure: false)
    visible.systemDidProposeEdit(replacing: 4, with: "")  // Select All, then Delete
    #expect(visible.code.isEmpty)
  }
}
