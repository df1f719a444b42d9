//: [Previous](@previous)
//: # A sign-up form: the form is a view
//: The one form idiom: the screen's view is a `QUIckControl` that owns plain UIKit controls,
//: says once which of them its rules read (`reapplyOnInput(of:)`), and declares every look as
//: a value per case. No target-action, no `applyCurrentState()`, no `update()`; the borders
//: follow dark mode, and Reset is one transition.
import PlaygroundSupport
import QuickControl
import UIKit

enum Strength: Int, CaseIterable, Comparable {
  case tooShort, weak, fair, strong

  /// Eight characters at least; then one point each for letters, digits and symbols.
  init(_ password: String) {
    let letters = password.contains(where: \.isLetter)
    let digits = password.contains(where: \.isNumber)
    let symbols = password.contains { !$0.isLetter && !$0.isNumber }
    let kinds = [letters, digits, symbols].filter { $0 }.count
    self = password.count < 8 ? .tooShort : Self(rawValue: max(kinds, 1)) ?? .weak
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  var color: UIColor { [.systemRed, .systemOrange, .systemYellow, .systemGreen][rawValue] }
  var hint: String { ["At least 8 characters", "Weak", "Fair", "Strong"][rawValue] }
}

enum Confirmation: CaseIterable {
  case empty, matching, different
}

final class SignUpFormView: QUIckControl {
  let email = UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 36))
  let password = UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 36))
  let hint = makeLabel("")
  let confirm = UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 36))
  let mismatch = makeLabel("The passwords do not match")
  let terms = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
  let submit = UIButton(type: .system)

  var strength: Strength { Strength(password.text ?? "") }
  var confirmation: Confirmation {
    let text = confirm.text ?? ""
    return text.isEmpty ? .empty : text == password.text ? .matching : .different
  }
  var emailIsValid: Bool { (email.text ?? "").wholeMatch(of: /[^@\s]+@[^@\s]+\.[^@\s]+/) != nil }
  var canSubmit: Bool { emailIsValid && strength >= .fair && confirmation == .matching && terms.isOn }

  override func setUp() {
    backgroundColor = .systemBackground
    email.placeholder = "E-mail"
    password.placeholder = "Password (8 characters or more)"
    confirm.placeholder = "Password again"
    for field in [email, password, confirm] { field.layer.borderWidth = 1 }
    password.isSecureTextEntry = true
    confirm.isSecureTextEntry = true
    mismatch.textColor = .systemRed
    submit.setTitle("Sign Up", for: .normal)
    submit.frame = CGRect(x: 0, y: 0, width: 280, height: 44)
    stack([email, password, hint, confirm, mismatch, terms, submit], in: self)

    reapplyOnInput(of: email, password, confirm, terms)
    setValues(for: \.borderColor, of: password.layer) { rules(by: \.strength) { $0.color } }
    setValues(for: \.text, of: hint) { rules(by: \.strength) { $0.hint } }
    setValues(for: \.textColor, of: hint) { rules(by: \.strength) { $0.color } }
    setValues(for: \.borderColor, of: confirm.layer) {
      rules(by: \.confirmation) { $0 == .different ? .systemRed : .systemGray }
    }
    setValues(for: \.isHidden, of: mismatch) { rules(by: \.confirmation) { $0 != .different } }
    setValues(for: \.isEnabled, of: submit) { rules(by: \.canSubmit) { $0 } }
  }

  /// Changes made in code send no event: one transition, applied once at its end.
  func reset() {
    performTransition {
      for field in [email, password, confirm] { field.text = "" }
      terms.setOn(false, animated: false)
    }
  }
}

let form = SignUpFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 420))

//: Type as the keyboard does (the text, then `.editingChanged`)…
form.password.text = "abcdefg1"
form.password.sendActions(for: .editingChanged)
print(form.hint.text ?? "", form.submit.isEnabled)  // Fair false
//: …the table says which case each state is and what every control shows.
print(form.stateTableDescription)
form.reset()

PlaygroundPage.current.liveView = form
//: [Next: the placeholder text view](@next)
