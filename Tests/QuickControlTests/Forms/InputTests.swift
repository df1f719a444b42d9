import QuickControl
import Testing

/// A form view over three plain controls: Submit is enabled while both fields match and terms are on.
@MainActor
private final class MatchForm: QUIckControl {
  let password = HeadlessControl()
  let confirm = HeadlessControl()
  let terms = HeadlessControl()
  let submit = HeadlessControl()
  var passwordText = "", confirmText = ""
  var termsAccepted = false
  var canSubmit: Bool { !passwordText.isEmpty && passwordText == confirmText && termsAccepted }
  var evaluations = 0

  override func setUp() {
    reapplyOnInput(of: password, confirm, terms)
    submit.isEnabled = false
    setValue(for: \.isEnabled, of: submit, when: .always) { form in
      form.evaluations += 1
      return form.canSubmit
    }
  }

  /// Types into a field as the keyboard does: the text changes, then `.editingChanged`.
  func type(_ text: String, intoPassword: Bool) {
    if intoPassword { passwordText = text } else { confirmText = text }
    (intoPassword ? password : confirm).sendActions(for: .editingChanged)
  }

  func toggleTerms() {
    termsAccepted.toggle()
    terms.sendActions(for: .valueChanged)
  }
}

@MainActor
@Suite("Forms re-apply on their controls' input, with no wiring")
struct InputTests {
  @Test func aRuleOverTwoFieldsFollowsEitherField() {
    let form = MatchForm()
    form.toggleTerms()
    form.type("secret", intoPassword: true)
    #expect(!form.submit.isEnabled)
    form.type("secret", intoPassword: false)
    #expect(form.submit.isEnabled)
    // Changing the field that does not "own" the rule disables Submit too.
    form.type("secret2", intoPassword: true)
    #expect(!form.submit.isEnabled)
    form.toggleTerms()
    form.type("secret2", intoPassword: false)
    #expect(!form.submit.isEnabled)
    form.toggleTerms()
    #expect(form.submit.isEnabled)
  }

  @Test func listingAControlTwiceAppliesOncePerEdit() {
    let form = MatchForm()
    form.reapplyOnInput(of: form.password, form.password)
    let before = form.evaluations
    form.type("a", intoPassword: true)
    #expect(form.evaluations == before + 1)
  }

  @Test func changesInCodeApplyAtTheEndOfATransition() {
    let form = MatchForm()
    form.toggleTerms()
    form.type("secret", intoPassword: true)
    form.type("secret", intoPassword: false)
    #expect(form.submit.isEnabled)
    form.performTransition {
      form.passwordText = ""
      form.confirmText = ""
    }
    #expect(!form.submit.isEnabled)
  }

  @Test func aFormThatGoesAwayLeavesNoActionInItsControls() {
    let field = HeadlessControl()
    var form: MatchForm? = MatchForm()
    form?.reapplyOnInput(of: field)
    #expect(field.allControlEvents.contains(.editingChanged))
    weak let gone = form
    form = nil
    #expect(gone == nil)
    #expect(field.allControlEvents.isEmpty)
    field.sendActions(for: .editingChanged)  // nothing left to run
  }
}
