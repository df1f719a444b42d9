import Foundation
import TestSupport
import Testing

@testable import QuickControl

private enum Strength: CaseIterable, Hashable {
  case tooShort, weak, strong
}

private final class CaseLabel {
  var text: String? = "original"
  var isEnabled = true
}

/// A password control that sets itself up in `setUp()`: no initialiser of its own.
@MainActor
private final class Password: QUIckControl {
  var text = "" { didSet { applyCurrentState() } }
  var strength: Strength { text.count < 4 ? .tooShort : text.contains(where: \.isNumber) ? .strong : .weak }
  var isLong: Bool { text.count >= 8 }
  var hasDigit: Bool { text.contains(where: \.isNumber) }
  let hint = CaseLabel()
  let button = CaseLabel()

  override func setUp() {
    setValues(for: \.text, of: hint) { rules(by: \.strength) { "\($0)" } }
    setValues(for: \.isEnabled, of: button) { rules(by: \.isLong) { $0 } }
  }
}

@MainActor
@Suite("Values per case of a host's property: rules(by:_:)")
struct ValuesByCaseTests {
  @Test func eachCaseWritesItsValueAsTheCaseChanges() {
    let password = Password(frame: .zero)
    #expect(password.hint.text == "tooShort")
    #expect(password.button.isEnabled == false)
    for (text, hint, enabled) in [
      ("abcd", "weak", false), ("abc1", "strong", false), ("abcdefg1", "strong", true),
      ("ab", "tooShort", false),
    ] {
      password.text = text
      #expect(password.hint.text == hint, "after \(text)")
      #expect(password.button.isEnabled == enabled, "after \(text)")
    }
  }

  @Test func casesAreStatesTheTableNamesAndSubscriptionsHear() {
    let password = Password(frame: .zero)
    var becameStrong = 0
    password.subscribe(to: password.condition(\.strength, is: .strong)) { _ in becameStrong += 1 }
    password.text = "abc1"
    password.text = "abcd1"
    password.text = "abcd"
    password.text = "abcd2"
    #expect(becameStrong == 2)
    #expect(password.condition(\.strength, is: .strong).matches(password.lastAppliedState))
    #expect(!password.condition(\.strength, is: .weak).matches(password.lastAppliedState))
    // The first case is the absence of the others' states.
    password.text = ""
    #expect(password.condition(\.strength, is: .tooShort).matches(password.lastAppliedState))
    let table = password.stateTableDescription
    // Computed properties by name, on Linux too (from the binary's symbol table).
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(table.contains("  strength == strong ← \\Password.strength"), "\(table)")
      #expect(table.contains("  isLong ← \\Password.isLong"), "\(table)")
    #endif
    #expect(!table.contains("<computed") && !table.contains("'"), "\(table)")
  }

  @Test func aTransitionWritesTheNewCaseOnce() {
    let password = Password(frame: .zero)
    var (weak, strong) = (0, 0)
    password.subscribe(to: password.condition(\.strength, is: .weak)) { _ in weak += 1 }
    password.subscribe(to: password.condition(\.strength, is: .strong)) { _ in strong += 1 }
    password.performTransition {
      password.text = "abcd"
      #expect(password.hint.text == "tooShort")
      password.text = "abcdefg1"
    }
    #expect(password.hint.text == "strong")
    #expect(password.button.isEnabled)
    #expect((weak, strong) == (0, 1))
  }

  @Test func theSameKeyTwiceSharesItsStates() {
    let password = Password(frame: .zero)
    let other = CaseLabel()
    password.setValues(for: \.text, of: other) {
      password.rules(by: \.strength) { $0 == .strong ? "✓" : nil }
    }
    password.text = "abc1"
    #expect(other.text == "✓")
    #expect(password.hint.text == "strong")
    #expect(StateNames.of(Password.self).states.filter { $0.name.hasSuffix("strong") }.count == 1)
  }

  @Test func twoComputedPropertiesOfOneTypeAreTwoStates() {
    let password = Password(frame: .zero)
    let digit = CaseLabel()
    // Where nothing names them (a stripped binary), `\.isLong` and `\.hasDigit` print alike
    // (`<computed Bool>`): each still gets its own state.
    password.setValues(for: \.text, of: digit) { password.rules(by: \.hasDigit) { $0 ? "digit" : "none" } }
    password.text = "abcdefgh"
    #expect(password.button.isEnabled)
    #expect(digit.text == "none")
    password.text = "1"
    #expect(!password.button.isEnabled)
    #expect(digit.text == "digit")
  }

  @Test func aSubclassOfAControlThatSetsItselfUpAddsToIt() {
    let subclassed = Subclassed(frame: .zero)
    #expect(subclassed.label.text == "short")
    subclassed.text = "abcdefgh"
    #expect(subclassed.label.text == "long")
    #expect(subclassed.hint.text == "weak")
  }
}

/// Overrides `setUp()` of a control that already sets itself up, calling `super` first.
@MainActor
private final class Subclassed: PasswordBase {
  let label = CaseLabel()
  override func setUp() {
    super.setUp()
    setValues(for: \.text, of: label) { rules(by: \.isLong) { $0 ? "long" : "short" } }
  }
}

@MainActor
private class PasswordBase: QUIckControl {
  var text = "" { didSet { applyCurrentState() } }
  var strength: Strength { text.count < 4 ? .tooShort : text.contains(where: \.isNumber) ? .strong : .weak }
  var isLong: Bool { text.count >= 8 }
  let hint = CaseLabel()

  override func setUp() {
    setValues(for: \.text, of: hint) { rules(by: \.strength) { "\($0)" } }
  }
}

/// A form with three four-case enumerations and four Booleans: thirteen states in one class.
@MainActor
private final class LargeForm: ControlStateHost {
  enum Level: CaseIterable { case none, low, medium, high }
  let stateEngine = StateEngine()
  var strength = Level.none, urgency = Level.none, risk = Level.none
  var flags = [false, false, false, false]
  var isA: Bool { flags[0] }
  var isB: Bool { flags[1] }
  var isC: Bool { flags[2] }
  var isD: Bool { flags[3] }
  let label = CaseLabel()
  var shown: [String] = Array(repeating: "", count: 7)

  init() {
    setValues(for: \.shown[0], of: self) { rules(by: \.strength) { "\($0)" } }
    setValues(for: \.shown[1], of: self) { rules(by: \.urgency) { "\($0)" } }
    setValues(for: \.shown[2], of: self) { rules(by: \.risk) { "\($0)" } }
    for (index, flag) in [\LargeForm.isA, \.isB, \.isC, \.isD].enumerated() {
      setValues(for: \.shown[3 + index], of: self) { rules(by: flag) { $0 ? "on" : "off" } }
    }
  }
}

@MainActor
@Suite("Room for real forms")
struct LargeFormTests {
  @Test func threeFourCaseEnumsAndFourBooleansFitInOneHost() {
    let form = LargeForm()
    var random = SeededGenerator(seed: 34)
    for _ in 0..<200 {
      form.strength = LargeForm.Level.allCases.randomElement(using: &random)!
      form.urgency = LargeForm.Level.allCases.randomElement(using: &random)!
      form.risk = LargeForm.Level.allCases.randomElement(using: &random)!
      form.flags = (0..<4).map { _ in Bool.random(using: &random) }
      form.applyCurrentState()
      #expect(
        form.shown
          == ["\(form.strength)", "\(form.urgency)", "\(form.risk)"] + form.flags.map { $0 ? "on" : "off" })
    }
  }
}

/// A download badge: a status enum, with "disabled wins, then failed" above the per-status colours.
@MainActor
private final class StatusBadge: QUIckControl {
  enum Status: CaseIterable { case idle, downloading, done }
  static let failed = declareState("failed")
  var status = Status.idle { didSet { applyCurrentState() } }
  var hasFailed = false { didSet { applyCurrentState() } }
  let badge = Label()

  override func setUp() {
    register(Self.failed, while: \.hasFailed)
    setValues(for: \.color, of: badge) {
      (.disabled, "grey")
      (Self.failed, "red")
      rules(by: \.status) { status in
        switch status {
        case .idle: "white"
        case .downloading: "blue"
        case .done: "green"
        }
      }
    }
  }
}

@MainActor
@Suite("A status enum with overrides in one rule list")
struct StatusRuleListTests {
  @Test func overridesAboveThePerCaseRowsWin() {
    let control = StatusBadge(frame: .zero)
    #expect(control.badge.color == "white")
    control.status = .downloading
    #expect(control.badge.color == "blue")
    control.hasFailed = true
    #expect(control.badge.color == "red", "failed wins over the status")
    control.isEnabled = false
    #expect(control.badge.color == "grey", "disabled wins over everything")
    control.isEnabled = true
    control.hasFailed = false
    control.status = .done
    #expect(control.badge.color == "green")
    control.status = .idle
    #expect(control.badge.color == "white", "the first case: no other case's state is on")
  }
}
