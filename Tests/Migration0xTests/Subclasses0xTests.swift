import Foundation
import PinCodeControl
import PlaceholderTextView
import QuickControl
import Testing

/// A 0.x `PinCodeControl` subclass: its own states numbered after the control's 0.x bits (16–18).
@MainActor
final class LockablePin0x: PinCodeControl {
  static let locked = ControlState(rawValue: 1 << 19)
  static let expired = ControlState(rawValue: 1 << 20)

  var isLocked = false { didSet { applyCurrentState() } }
  var isExpired = false { didSet { applyCurrentState() } }

  @available(*, deprecated, message: "0.x code kept as written")
  init() {
    super.init(length: 4)
    register(Self.locked, forBoolKeyPath: \.isLocked)
    register(Self.expired, forBoolKeyPath: \.isExpired)
  }

  required init?(coder: NSCoder) { nil }
}

/// A 0.x `PlaceholderTextView` subclass with three raw states after the view's 0.x bits (16–18).
@MainActor
final class Composer0x: PlaceholderTextView {
  static let draft = ControlState(rawValue: 1 << 19)
  static let sending = ControlState(rawValue: 1 << 20)
  static let failed = ControlState(rawValue: 1 << 21)

  var isDraft = false { didSet { applyCurrentState() } }
  var isSending = false { didSet { applyCurrentState() } }
  var hasFailed = false { didSet { applyCurrentState() } }

  @available(*, deprecated, message: "0.x code kept as written")
  init() {
    super.init(frame: .zero, textContainer: nil)
    register(Self.draft, forBoolKeyPath: \.isDraft)
    register(Self.sending, forBoolKeyPath: \.isSending)
    register(Self.failed) { $0.hasFailed }
  }

  required init?(coder: NSCoder) { nil }
}

/// 0.x subclasses that registered raw bits of their own run as in 0.x.
@MainActor
@Suite("0.x subclasses with raw state bits run as in 0.x")
struct Subclasses0xTests: Subclasses0xTestBodies {
  /// The test bodies, 0.x code as written, called where their deprecated spellings do not warn.
  private var bodies: any Subclasses0xTestBodies { self }

  @Test func theLibrarysStatesKeepTheir0xBits() { bodies.theLibrarysStatesKeepTheir0xBitsBody() }
  @Test func aPinSubclassWithRawBits19And20() { bodies.aPinSubclassWithRawBits19And20Body() }
  @Test func aTextViewSubclassWithRawBits19To21() { bodies.aTextViewSubclassWithRawBits19To21Body() }
}

/// The bodies of ``Subclasses0xTests``: each test calls its own through this protocol, so that the 0.x
/// spellings in them, in a deprecated extension, compile without a warning (Swift Testing runs no
/// deprecated test function).
@MainActor
protocol Subclasses0xTestBodies {
  func theLibrarysStatesKeepTheir0xBitsBody()
  func aPinSubclassWithRawBits19And20Body()
  func aTextViewSubclassWithRawBits19To21Body()
}

@available(
  *, deprecated, message: "0.x code kept as written: its deprecated spellings must compile and behave"
)
extension Subclasses0xTests {
  func theLibrarysStatesKeepTheir0xBitsBody() {
    #expect(PinCodeControl.filled.rawValue == 1 << 16)
    #expect(PinCodeControl.invalid.rawValue == 1 << 17)
    #expect(PinCodeControl.valid.rawValue == 1 << 18)
    #expect(PinCodeControl.codeCompleted.rawValue == 1 << 24)
    // The text view's states have bits of their own, above bit 31, where no 0.x raw state lies.
    let textViewStates = [
      PlaceholderTextView.empty, PlaceholderTextView.editing, PlaceholderTextView.nearLengthLimit,
    ].map(\.rawValue)
    #expect(textViewStates.allSatisfy { $0 > 0xFFFF_FFFF && $0 & PinCodeControl.filled.rawValue == 0 })
  }

  func aPinSubclassWithRawBits19And20Body() {
    let pin = LockablePin0x()
    let label = Label()
    pin.setValue("valid", forTarget: label, forKeyPath: \.text, forAllStatesContained: PinCodeControl.valid)
    pin.setValue("locked", forTarget: label, forKeyPath: \.text, forAllStatesContained: LockablePin0x.locked)
    pin.setValue(
      "expired", forTarget: label, forKeyPath: \.text, forAllStatesContained: LockablePin0x.expired)
    pin.insertText("1357")
    #expect(label.text == "valid")
    pin.isExpired = true
    #expect(pin.state.contains(LockablePin0x.expired) && !pin.state.contains(PinCodeControl.verifying))
    #expect(label.text == "expired")
    pin.isExpired = false
    pin.isLocked = true
    #expect(label.text == "locked")
    pin.isLocked = false
    #expect(label.text == "valid")
    pin.clear()
    pin.insertText("1111")
    #expect(pin.isInvalid, "a 0.x PIN rejects weak PINs")
    #expect(pin.state.contains(PinCodeControl.invalid) && !pin.state.contains(LockablePin0x.locked))
  }

  func aTextViewSubclassWithRawBits19To21Body() {
    let view = Composer0x()
    let badge = Badge()
    view.setValue(0.5, forTarget: badge, forKeyPath: \.alpha, forAllStatesContained: Composer0x.sending)
    view.setValue("failed", forTarget: badge, forKeyPath: \.title, forAllStatesContained: Composer0x.failed)
    view.setValue(
      "empty", forTarget: badge, forKeyPath: \.title, forAllStatesContained: PlaceholderTextView.empty)
    #expect(badge.title == "empty")
    view.maximumLength = 40
    view.becomeFirstResponder()
    view.insertText("Hello")
    #expect(badge.title == "default" && !view.state.contains(Composer0x.failed))
    view.isSending = true
    #expect(badge.alpha == 0.5)
    view.isSending = false
    view.hasFailed = true
    #expect(badge.title == "failed" && view.state.contains(Composer0x.failed))
    #expect(!view.state.contains(PlaceholderTextView.nearLengthLimit), "35 characters left")
  }
}
