import TestSupport
import Testing

@testable import QuickControl

/// A form view over three plain controls: Submit is enabled while both fields match and terms are on.
@MainActor
private final class MatchForm: QUIckControl {
  let password = UIControl()
  let confirm = UIControl()
  let terms = UIControl()
  let submit = UIControl()
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
    let field = UIControl()
    var form: MatchForm? = MatchForm()
    form?.reapplyOnInput(of: field)
    #expect(field.allControlEvents.contains(.editingChanged))
    weak let gone = form
    form = nil
    #expect(gone == nil)
    #expect(field.allControlEvents.isEmpty)
    field.sendActions(for: .editingChanged)  // nothing left to run
  }

  @Test(
    "An app's own action that changes what a rule reads is shown with the same event, whichever was added first",
    arguments: [true, false])
  func theAppsOwnActionRunsBeforeTheLastApply(appActionFirst: Bool) async {
    let form = MatchForm(frame: .zero)
    let field = UIControl()
    // The app's own action: leaving the field fills the confirmation in (what a rule reads).
    let appAction = {
      field.addAction(
        UIAction { [unowned form] _ in form.confirmText = form.passwordText }, for: .editingDidEnd)
    }
    if appActionFirst { appAction() }
    form.reapplyOnInput(of: field)
    if !appActionFirst { appAction() }
    form.toggleTerms()
    form.passwordText = "secret"
    field.sendActions(for: .editingDidEnd)
    #expect(await settle { form.submit.isEnabled }, "the rule saw the app action's change")
  }

  @Test(
    "Focus events re-apply: a look that follows focus updates as the user enters and leaves a field",
    arguments: [ControlEvents.editingDidBegin, .editingDidEnd, .editingDidEndOnExit])
  func focusEventsReapply(event: ControlEvents) {
    let form = MatchForm(frame: .zero)
    form.toggleTerms()
    (form.passwordText, form.confirmText) = ("secret", "secret")
    #expect(!form.submit.isEnabled, "changed in code: no event yet")
    form.password.sendActions(for: event)
    #expect(form.submit.isEnabled)
  }

  @Test func controlsThatWentAwayAreForgotten() {
    let form = MatchForm(frame: .zero)
    let before = form.stateEngine.sources.count
    for _ in 0..<100 { form.reapplyOnInput(of: UIControl()) }
    form.reapplyOnInput(of: form.password)
    #expect(form.stateEngine.sources.count == before, "gone controls leave no entry behind")
  }
}

/// A form whose state follows a field's applied state, not its current one.
@MainActor
private final class RegisteringForm: ControlStateHost {
  static let fieldOn = declareState("fieldOn")
  let stateEngine = StateEngine()
  let field = TestControl()
  let badge = Label()

  init() {
    register(Self.fieldOn, while: .containing(TestControl.filled), of: field)
    setValue("on", for: \.text, of: badge, when: .containing(Self.fieldOn))
  }
}

@MainActor
@Suite("A form follows what its fields applied")
struct OtherHostStateTests {
  @Test func aFormAppliedDuringAFieldsTransitionSeesTheFieldsAppliedState() {
    let form = RegisteringForm()
    form.field.performTransition {
      form.field.setStates(ControlState(TestControl.filled))
      // The field has not applied its new state yet: the form still sees the old one.
      form.applyCurrentState()
      #expect(form.badge.text == "default")
      #expect(!form.state.contains(RegisteringForm.fieldOn))
    }
    #expect(form.badge.text == "on", "the field's commit applied, and the form re-applied")
  }
}
