import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

/// Each 0.x spelling of PinCodeControl, written as 0.x code wrote it, next to its 1.0 spelling.
@MainActor
@Suite("PinCodeControl 0.x spellings behave as their 1.0 replacements")
struct PinCodeControl0xTests: SpellingComparison, PinCodeControl0xTestBodies {
  /// The test bodies, 0.x code as written, called where their deprecated spellings do not warn.
  private var bodies: any PinCodeControl0xTestBodies { self }

  private let style = PinCodeControl.ItemStyle(
    fillColor: UIColor(white: 0.2, alpha: 1), borderColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
    borderWidth: 3,
    filledItemColor: UIColor(white: 0.7, alpha: 1))

  /// The default look's layers, as `setItemStyle(_:when:)` lists them.
  private static let plain = StateCondition.always(priority: 100)
  private static let editing = StateCondition.containing(PinCodeControl.editing, priority: 200)
  private static let valid = StateCondition.containing(PinCodeControl.valid, priority: 300)
  private static let invalid = StateCondition.containing(PinCodeControl.invalid, priority: 300)
  private static let disabled = StateCondition.containing(.disabled, priority: 400)

  @Test func globalStateNamesAreTheControlsOwn() { bodies.globalStateNamesAreTheControlsOwnBody() }
  @Test func oldPresetNames() { bodies.oldPresetNamesBody() }
  @Test func perPropertySettersAreOneItemStyle() { bodies.perPropertySettersAreOneItemStyleBody() }
  @Test func perStateSettersForValidAndInvalid() { bodies.perStateSettersForValidAndInvalidBody() }

  /// The 0.x setters for plain, editing and disabled keep the preset's filled-item colour.
  @Test func perStateSettersKeepTheFilledItemColour() { bodies.perStateSettersKeepTheFilledItemColourBody() }
  @Test func valuesWhileValid() { bodies.valuesWhileValidBody() }

  /// A 0.x PIN screen keeps rejecting weak PINs; the 1.0 purposes are an explicit choice.
  @Test func theOldInitialisersKeep0xsValidation() { bodies.theOldInitialisersKeep0xsValidationBody() }
  @Test func textContentTypeIsPurpose() { bodies.textContentTypeIsPurposeBody() }
}

/// The bodies of ``PinCodeControl0xTests``: each test calls its own through this protocol, so that the 0.x
/// spellings in them, in a deprecated extension, compile without a warning (Swift Testing runs no
/// deprecated test function).
@MainActor
protocol PinCodeControl0xTestBodies {
  func globalStateNamesAreTheControlsOwnBody()
  func oldPresetNamesBody()
  func perPropertySettersAreOneItemStyleBody()
  func perStateSettersForValidAndInvalidBody()
  func perStateSettersKeepTheFilledItemColourBody()
  func valuesWhileValidBody()
  func theOldInitialisersKeep0xsValidationBody()
  func textContentTypeIsPurposeBody()
}

@available(
  *, deprecated, message: "0.x code kept as written: its deprecated spellings must compile and behave"
)
extension PinCodeControl0xTests {
  func globalStateNamesAreTheControlsOwnBody() {
    #expect(ControlState.filled == PinCodeControl.filled)
    #expect(ControlState.invalid == PinCodeControl.invalid)
    #expect(
      ControlState.valid == [PinCodeControl.valid, PinCodeControl.filled], "0.x's valid included filled")
    #expect(ControlEvents.typeComplete == PinCodeControl.codeCompleted)
    let pin = PinCodeControl(length: 4)
    var completed = 0
    pin.subscribe(on: .typeComplete) { _ in completed += 1 }
    pin.insertText("1357")
    #expect(completed == 1)
    #expect(pin.state.contains(.valid) && !pin.state.contains(.invalid))
  }

  func oldPresetNamesBody() {
    let layers: [(StateCondition, PinCodeStylePreset, StateCondition)] = [
      (PinCodeControl.States.plain, .plain, Self.plain),
      (PinCodeControl.States.highlighted, .highlighted, Self.editing),
      (PinCodeControl.States.valid, .valid, Self.valid),
      (PinCodeControl.States.invalid, .invalid, Self.invalid),
      (PinCodeControl.States.disabled, .disabled, Self.disabled),
    ]
    for (old, preset, condition) in layers {
      #expect(old == condition)
      #expect(preset.descriptor == condition)
    }
    #expect(PinCodeStylePreset.allCases == [.plain, .highlighted, .valid, .invalid, .disabled])
  }

  func perPropertySettersAreOneItemStyleBody() {
    for condition in [Self.valid, Self.invalid, Self.editing, Self.disabled] {
      expectSame(
        { pin, _ in
          pin.setFillColor(style.fillColor, for: condition)
          pin.setBorderColor(style.borderColor, for: condition)
          pin.setBorderWidth(style.borderWidth, for: condition)
          pin.setFilledItemColor(style.filledItemColor, for: condition)
        },
        { pin, _ in pin.setItemStyle(style, when: condition) })
    }
  }

  func perStateSettersForValidAndInvalidBody() {
    let plain = PinCodeControl.ItemStyle(
      fillColor: style.fillColor, borderColor: style.borderColor, borderWidth: 3)
    expectSame(
      { pin, _ in
        pin.setForValidState(fillColor: plain.fillColor, borderColor: plain.borderColor, borderWidth: 3)
      },
      { pin, _ in pin.setItemStyle(plain, when: Self.valid) })
    expectSame(
      { pin, _ in
        pin.setForInvalidState(fillColor: plain.fillColor, borderColor: plain.borderColor, borderWidth: 3)
      },
      { pin, _ in pin.setItemStyle(plain, when: Self.invalid) })
  }

  func perStateSettersKeepTheFilledItemColourBody() {
    let cases: [(StateCondition, (PinCodeControl) -> Void)] = [
      (Self.plain, { $0.setForPlainState(fillColor: .black, borderColor: .systemRed, borderWidth: 3) }),
      (
        Self.editing,
        { $0.setForHighlightedState(fillColor: .black, borderColor: .systemRed, borderWidth: 3) }
      ),
      (Self.disabled, { $0.setForDisabledState(fillColor: .black, borderColor: .systemRed, borderWidth: 3) }),
    ]
    for (condition, set) in cases {
      let pin = PinCodeControl(length: 4)
      let filledBefore = pin.value(for: \.currentFilledItemColor, of: pin, when: condition)
      set(pin)
      #expect(pin.value(for: \.currentFillColor, of: pin, when: condition) == .black)
      #expect(pin.value(for: \.currentBorderColor, of: pin, when: condition) == .systemRed)
      #expect(pin.value(for: \.currentBorderWidth, of: pin, when: condition) == 3)
      #expect(pin.value(for: \.currentFilledItemColor, of: pin, when: condition) == filledBefore)
    }
  }

  func valuesWhileValidBody() {
    expectSame(
      { pin, label in pin.setValue(whileValid: "ok", otherwise: "no", forTarget: label, forKeyPath: \.text) },
      { pin, label in
        pin.setValues(for: \.text, of: label, [.disabled: "no", PinCodeControl.valid: "ok", .normal: "no"])
      })
  }

  func theOldInitialisersKeep0xsValidationBody() {
    let cases = [("1111", false), ("0000", false), ("1234", false), ("9876", false), ("1357", true)]
    for make in [{ PinCodeControl(length: 4) }, { PinCodeControl(frame: .zero) }] {
      for (code, valid) in cases {
        let pin = make()
        pin.insertText(code)
        #expect(pin.isValid == valid && pin.isInvalid == !valid, "\(code)")
      }
    }
    let pin = PinCodeControl(length: 4)
    #expect(pin.textContentType == .oneTimeCode, "AutoFill of one-time codes, as in 0.x")
    pin.textContentType = .oneTimeCode  // a 0.x spelling keeps 0.x's rule
    pin.insertText("1111")
    #expect(pin.isInvalid)
    pin.purpose = .oneTimeCode  // the 1.0 choice, made explicitly
    #expect(pin.isValid)
    let chosen = PinCodeControl(length: 4, purpose: .oneTimeCode)
    chosen.insertText("1111")
    #expect(chosen.isValid)
  }

  func textContentTypeIsPurposeBody() {
    let pin = PinCodeControl(length: 4)
    #expect(pin.textContentType == .oneTimeCode)
    pin.textContentType = .none
    #expect(pin.purpose == .newPIN)
    pin.insertText("1111")
    #expect(pin.isInvalid, "a PIN the user chooses (0.x: no content type) rejects weak PINs")
    pin.textContentType = .oneTimeCode
    #expect(pin.purpose == .oneTimeCode)
    #expect(PinTextContentType.allCases == [.oneTimeCode, .none])
  }
}

extension PinCodeControl0xTests {
  /// What the PIN's items and the label show after each step of the same typing.
  @available(*, deprecated, message: "0.x code kept as written")
  static func trace(_ setup: (PinCodeControl, Label) -> Void) -> [String] {
    let pin = PinCodeControl(length: 4)
    pin.purpose = .newPIN
    let label = Label()
    setup(pin, label)
    func shown() -> String {
      "\(pin.currentFillColor) \(pin.currentBorderColor) \(pin.currentBorderWidth) "
        + "\(pin.currentFilledItemColor.map { "\($0)" } ?? "nil") \(label.text ?? "nil")"
    }
    var lines = [shown()]
    let steps: [(PinCodeControl) -> Void] = [
      { $0.insertText("13") }, { $0.insertText("57") }, { $0.deleteBackward() }, { $0.insertText("7") },
      { $0.clear() }, { $0.insertText("1111") }, { $0.isHighlighted = true }, { $0.isEnabled = false },
      { $0.isHighlighted = false }, { $0.isEnabled = true }, { $0.code = "2580" },
    ]
    for step in steps {
      step(pin)
      lines.append(shown())
    }
    return lines
  }
}
