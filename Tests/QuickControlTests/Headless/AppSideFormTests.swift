#if !QUICKCONTROL_UIKIT
  // An app's own test of its own form, as an app writes it: public API only (no @testable), on
  // Linux or macOS. The form view is a QUIckControl that re-applies on the user's input; its text
  // fields, switch and label are the test double's, typed into and toggled as a user does.
  import QuickControl
  import Testing

  /// The app's sign-up form: a confirmation with an error look and message, terms, Submit.
  @MainActor
  private final class SignUpForm: QUIckControl {
    enum Confirmation: CaseIterable { case empty, matching, different }

    static let red = UIColor(light: UIColor(name: "red"), dark: UIColor(name: "light red"))
    static let grey = UIColor(
      light: UIColor(name: "grey"), dark: UIColor(name: "dark grey"))

    let email = UITextField()
    let password = UITextField()
    let confirm = UITextField()
    let mismatch = UILabel()
    let terms = UISwitch()
    let submit = UIButton(type: .system)

    var confirmation: Confirmation {
      let text = confirm.text ?? ""
      return text.isEmpty ? .empty : text == password.text ? .matching : .different
    }
    var canSubmit: Bool {
      (email.text ?? "").contains("@") && (password.text ?? "").count >= 8 && confirmation == .matching
        && terms.isOn
    }

    override func setUp() {
      reapplyOnInput(of: email, password, confirm, terms)
      setValues(for: \.borderColor, of: confirm.layer) {
        rules(by: \.confirmation) { $0 == .different ? Self.red : Self.grey }
      }
      setValues(for: \.isHidden, of: mismatch) { rules(by: \.confirmation) { $0 != .different } }
      setValues(for: \.isEnabled, of: submit) { rules(by: \.canSubmit, named: "canSubmit") { $0 } }
    }

    func reset() {
      performTransition {
        for field in [email, password, confirm] { field.text = "" }
        terms.setOn(false, animated: false)
      }
    }
  }

  /// Types `text` into `field` as the user does: Delete until it is empty, then the characters.
  @MainActor private func type(_ text: String, into field: UITextField) {
    field.becomeFirstResponder()
    while field.hasText { field.deleteBackward() }
    field.insertText(text)
  }

  @MainActor
  @Suite("An app tests its own form through public API")
  struct AppSideFormTests {
    @Test func typingShowsTheConfirmationErrorWhileItDiffers() {
      let form = SignUpForm()
      type("abcdefg1", into: form.password)
      #expect(form.confirm.layer.borderColor?.name == "grey" && form.mismatch.isHidden)
      type("abc", into: form.confirm)
      #expect(form.confirm.layer.borderColor?.name == "red" && !form.mismatch.isHidden)
      type("abcdefg1", into: form.confirm)
      #expect(form.confirm.layer.borderColor?.name == "grey" && form.mismatch.isHidden)
      // Editing the password re-applies too: the confirmation's rule reads both fields.
      type("abcdefg12", into: form.password)
      #expect(!form.mismatch.isHidden)
    }

    @Test func theErrorColourFollowsDarkMode() {
      let form = SignUpForm()
      type("abcdefg1", into: form.password)
      type("abc", into: form.confirm)
      form.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(form.confirm.layer.borderColor?.name == "light red")
      type("", into: form.confirm)
      #expect(form.confirm.layer.borderColor?.name == "dark grey")
      form.traitCollection = UITraitCollection(userInterfaceStyle: .light)
      #expect(form.confirm.layer.borderColor?.name == "grey")
    }

    @Test func submitNeedsEveryRuleAndTheSwitch() {
      let form = SignUpForm()
      #expect(!form.submit.isEnabled)
      type("ada@example.org", into: form.email)
      type("abcdefg1", into: form.password)
      type("abcdefg1", into: form.confirm)
      #expect(!form.submit.isEnabled, "terms off")
      form.terms.simulateToggle()
      #expect(form.submit.isEnabled)
      type("ada", into: form.email)
      #expect(!form.submit.isEnabled, "no @")
    }

    @Test func resetInCodeIsOneApply() {
      let form = SignUpForm()
      type("ada@example.org", into: form.email)
      type("abcdefg1", into: form.password)
      type("abcdefg1", into: form.confirm)
      form.terms.simulateToggle()
      var changes = 0
      form.subscribe(to: form.condition(\.confirmation, is: .empty)) { _ in changes += 1 }
      form.reset()
      #expect(!form.submit.isEnabled && form.mismatch.isHidden && changes == 1)
    }

    @Test func theStateTableNamesTheCasesAndTheWinners() {
      let form = SignUpForm()
      type("abcdefg1", into: form.password)
      type("abc", into: form.confirm)
      let table = form.stateTableDescription
      // Each case is a state, named after its type and value (or `confirmation == different` where
      // the runtime names computed properties); the border's winning rule is marked.
      #expect(
        table.contains("Confirmation.different") || table.contains("confirmation == different"), "\(table)")
      #expect(table.contains("  canSubmit ← "), "\(table)")
      let border = table.split(separator: "\n").first { $0.contains("= red") }
      #expect(border?.contains("wins") == true, "\(table)")
    }
  }
#endif
