import QuickControl
import TestSupport
import Testing

@testable import SignUpForm

/// A sign-up screen, whichever way it is written: its views, its reset, its traits.
@MainActor
private protocol SignUpScreen: UIControl {
  var views: SignUpViews { get }
  func reset()
}

extension SignUpFormWithQuickControl: SignUpScreen {}
extension HandWrittenSignUpForm: SignUpScreen {}

/// What the user does, as UIKit delivers it: the text changes, then `.editingChanged`; the switch
/// flips, then `.valueChanged`.
extension SignUpViews {
  func type(_ text: String, into field: UITextField) {
    field.text = text
    field.sendActions(for: .editingChanged)
  }

  func toggleTerms() {
    terms.isOn.toggle()
    terms.sendActions(for: .valueChanged)
  }

  /// Types a valid e-mail, a fair password and its confirmation, and turns the terms on.
  func fillIn() {
    type("ada@example.org", into: email)
    type("abcdefg1", into: password)
    type("abcdefg1", into: confirm)
    if !terms.isOn { toggleTerms() }
  }
}

/// Everything a user sees of a sign-up form: the fields, the switch and every look.
private struct Shown: Equatable, CustomStringConvertible {
  var email: String?
  var password: String?
  var confirm: String?
  var termsOn: Bool
  var passwordBorder: CGColor?
  var hint: String?
  var hintColor: UIColor?
  var confirmBorder: CGColor?
  var mismatchShown: Bool
  var mismatchText: String?
  var submitEnabled: Bool

  @MainActor init(_ views: SignUpViews) {
    (email, password, confirm, termsOn) = (
      views.email.text, views.password.text, views.confirm.text, views.terms.isOn
    )
    (passwordBorder, hint, hintColor) = (
      views.password.layer.borderColor, views.hint.text, views.hint.textColor
    )
    (confirmBorder, mismatchShown) = (views.confirm.layer.borderColor, !views.mismatch.isHidden)
    (mismatchText, submitEnabled) = (views.mismatch.text, views.submit.isEnabled)
  }

  var description: String {
    "email \(email ?? "nil"), password \(password ?? "nil") (border \(passwordBorder?.name ?? "nil"), hint "
      + "\(hint ?? "nil") in \(hintColor?.name ?? "nil")), confirm \(confirm ?? "nil") (border "
      + "\(confirmBorder?.name ?? "nil"), message \(mismatchShown ? "shown" : "hidden")), terms "
      + "\(termsOn ? "on" : "off"), submit \(submitEnabled ? "enabled" : "disabled")"
  }
}

@MainActor
@Suite("The sign-up yardstick: both versions show the same")
struct SignUpFormTests {
  /// Both versions of the form, new.
  private func bothForms() -> [any SignUpScreen] {
    [SignUpFormWithQuickControl(frame: .zero), HandWrittenSignUpForm(frame: .zero)]
  }

  private static let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test(
    "Each strength level: the password's border, the hint and its colour",
    arguments: [
      ("abc", "systemRed", "At least 8 characters"),
      ("abcdefgh", "systemOrange", "Weak: mix letters, digits and symbols"),
      ("12345678", "systemOrange", "Weak: mix letters, digits and symbols"),
      ("abcdefg1", "systemYellow", "Fair"),
      ("abcd efg", "systemYellow", "Fair"),
      ("abcdef1!", "systemGreen", "Strong"),
    ])
  func eachStrengthLevel(password: String, color: String, hint: String) {
    for form in bothForms() {
      form.views.type(password, into: form.views.password)
      #expect(form.views.password.layer.borderColor?.name == color, "\(type(of: form))")
      #expect(form.views.hint.text == hint, "\(type(of: form))")
      #expect(form.views.hint.textColor?.name == color, "\(type(of: form))")
      let light = form.views.password.layer.borderColor
      form.traitCollection = Self.dark
      let dark = form.views.password.layer.borderColor
      #expect(dark?.name == color && dark != light, "the dark variant: \(type(of: form))")
      // The label's colour is the dynamic colour itself: UIKit resolves it when it draws.
      #expect(form.views.hint.textColor == PasswordStrength(password).color, "\(type(of: form))")
    }
  }

  @Test func theStateTableNamesEverything() {
    let form = SignUpFormWithQuickControl(frame: .zero)
    form.views.type("abcdefg1", into: form.views.password)
    form.views.type("abc", into: form.views.confirm)
    let table = form.stateTableDescription
    let lines = table.split(separator: "\n").map(String.init)
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(
        lines.first
          == "SignUpFormWithQuickControl — applied [views.strength == fair, views.confirmation == different], current [views.strength == fair, views.confirmation == different]"
      )
      // Every state and rule by the name the app wrote: the property and case, or the Boolean's name.
      let registeredStates = Array(
        lines.drop { $0 != "registered states:" }.dropFirst().prefix { $0.hasPrefix("  ") })
      #expect(
        registeredStates == [
          "  views.strength == weak ← \\SignUpFormWithQuickControl.views.strength",
          "  views.strength == fair ← \\SignUpFormWithQuickControl.views.strength",
          "  views.strength == strong ← \\SignUpFormWithQuickControl.views.strength",
          "  views.confirmation == matching ← \\SignUpFormWithQuickControl.views.confirmation",
          "  views.confirmation == different ← \\SignUpFormWithQuickControl.views.confirmation",
          "  canSubmit ← \\SignUpFormWithQuickControl.views.canSubmit",
        ])
    #endif
    let rules = lines.filter { $0.hasPrefix("  ") }
    #expect(!rules.contains { $0.contains("<computed") || $0.contains("'") || $0.contains("unnamed") })
    // Every target by the property that holds it, and which value wins.
    #expect(lines.contains("views.password.layer.borderColor — CALayer, default: nil"))
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(
        lines.contains(
          "  rule 3: containing(views.strength == fair) = systemYellow, resolved when applied   ← wins"))
      #expect(lines.contains("views.mismatch.isHidden — UILabel, default: false"))
      #expect(lines.contains("  rule 3: containing(views.confirmation == different) = false   ← wins"))
    #endif
    #expect(lines.contains { $0.hasPrefix("views.submit.") })
    #expect(lines.contains("  rule 1: containingNone(canSubmit) = false   ← wins"))
  }

  @Test func theEmptyFormShowsATooShortPasswordAndNoError() {
    for form in bothForms() {
      let shown = Shown(form.views)
      #expect(shown.passwordBorder?.name == "systemRed" && shown.hint == "At least 8 characters")
      #expect(shown.confirmBorder?.name == "systemGray" && !shown.mismatchShown)
      #expect(!shown.submitEnabled && !shown.termsOn)
    }
  }

  @Test func theConfirmationShowsItsErrorOnlyWhileItDiffers() {
    for form in bothForms() {
      let views = form.views
      let look = { (views.confirm.layer.borderColor?.name, !views.mismatch.isHidden) }
      views.type("abcdefg1", into: views.password)
      #expect(look() == ("systemGray", false), "empty: no error")
      views.type("abc", into: views.confirm)
      #expect(look() == ("systemRed", true), "different")
      #expect(views.mismatch.text == "The passwords do not match")
      views.type("abcdefg1", into: views.confirm)
      #expect(look() == ("systemGray", false), "matching")
      // Editing the password re-applies the confirmation's look too: its rule reads both.
      views.type("abcdefg12", into: views.password)
      #expect(look() == ("systemRed", true), "the password changed")
      form.traitCollection = Self.dark
      #expect(look() == ("systemRed", true), "dark")
      #expect(views.confirm.layer.borderColor == UIColor.systemRed.resolvedColor(with: Self.dark).cgColor)
      views.type("", into: views.confirm)
      #expect(look() == ("systemGray", false), "emptied")
      #expect(views.confirm.layer.borderColor == UIColor.systemGray.resolvedColor(with: Self.dark).cgColor)
    }
  }

  @Test func submitNeedsAllFourRules() {
    for form in bothForms() {
      let views = form.views
      views.fillIn()
      #expect(views.submit.isEnabled, "all four hold")
      views.type("ada@example", into: views.email)
      #expect(!views.submit.isEnabled, "an e-mail without a dotted domain")
      views.type("ada@example.org", into: views.email)
      views.type("abcdefgh", into: views.password)
      views.type("abcdefgh", into: views.confirm)
      #expect(!views.submit.isEnabled, "a weak password, confirmed")
      views.type("abcdef1!", into: views.password)
      #expect(!views.submit.isEnabled, "a strong password, not confirmed")
      views.type("abcdef1!", into: views.confirm)
      #expect(views.submit.isEnabled, "strong and confirmed")
      views.toggleTerms()
      #expect(!views.submit.isEnabled, "terms off")
      views.toggleTerms()
      #expect(views.submit.isEnabled, "terms on again")
    }
  }

  @Test func resetClearsTheFieldsAndTheSwitch() {
    let empty = Shown(SignUpFormWithQuickControl(frame: .zero).views)
    for form in bothForms() {
      form.views.fillIn()
      #expect(form.views.submit.isEnabled)
      form.reset()
      #expect(Shown(form.views) == empty, "\(type(of: form))")
      #expect(form.views.email.text == "" && !form.views.terms.isOn)
    }
  }

  @Test func theLibraryResetIsOneApplyAndOneRoundOfEvents() {
    let form = SignUpFormWithQuickControl(frame: .zero)
    form.views.fillIn()
    var becameTooShort = 0
    form.subscribe(to: form.condition(\.views.strength, is: .tooShort)) { _ in becameTooShort += 1 }
    form.reset()
    #expect(becameTooShort == 1)
  }

  /// Seeded random edits: typing into each field, the switch, reset in code, appearance changes;
  /// after every step, both versions show the same.
  @Test func bothFormsAgreeUnderRandomEdits() {
    let library = SignUpFormWithQuickControl(frame: .zero)
    let handWritten = HandWrittenSignUpForm(frame: .zero)
    let forms: [any SignUpScreen] = [library, handWritten]
    var random = SeededGenerator(seed: 0x5167_2026)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let emails = ["", "ada", "ada@", "ada@example", "ada@example.org", "a b@c.de", "x@y.z"]
    let passwords = ["", "a1", "abcdefg", "abcdefgh", "12345678", "abcdefg1", "abcdef1!", "passw0rd!"]
    let traits = [
      UITraitCollection(), Self.dark, UITraitCollection(userInterfaceStyle: .light),
    ]
    var seen = Set<String>()
    for step in 0..<1_500 {
      let action = next(20)
      let word = passwords[next(passwords.count)]
      let email = emails[next(emails.count)]
      let trait = traits[next(traits.count)]
      for form in forms {
        let views = form.views
        switch action {
        case 0..<5: views.type(email, into: views.email)
        case 5..<10: views.type(word, into: views.password)
        case 10..<15: views.type(word, into: views.confirm)
        case 15..<17: views.toggleTerms()
        case 17: form.reset()
        default: form.traitCollection = trait
        }
      }
      let shown = Shown(library.views)
      #expect(shown == Shown(handWritten.views), "step \(step)")
      seen.insert("\(shown.hint ?? "") \(shown.mismatchShown) \(shown.submitEnabled)")
    }
    // The edits reached every strength, the error, and an enabled Submit.
    #expect(seen.contains { $0.hasSuffix("true") })
    #expect(seen.contains { $0.contains("true false") })
    #expect(Set(seen.map { $0.components(separatedBy: " ").dropLast(2).joined(separator: " ") }).count == 4)
  }
}
