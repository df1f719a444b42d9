import Foundation
import Testing

@testable import QuickControl

/// A password field: too short, weak or strong, from its text.
@MainActor
private final class PasswordField: QUIckControl {
  nonisolated static let strong = declareState("strong")
  var text = "" {
    didSet {
      applyCurrentState()
      sendActions(for: .valueChanged)
    }
  }

  override func setUp() {
    register(Self.strong) { $0.text.count >= 8 && $0.text.contains(where: \.isNumber) }
  }
}

/// A confirmation field: matches the password it is given.
@MainActor
private final class ConfirmField: QUIckControl {
  nonisolated static let matches = declareState("matches")
  var text = "" { didSet { applyCurrentState() } }
  weak var password: PasswordField?

  init(password: PasswordField) {
    self.password = password
    super.init(frame: .zero)
    register(Self.matches) { !$0.text.isEmpty && $0.text == $0.password?.text }
    // The field's own business: it compares with the password, so it follows the password's edits.
    password.subscribe(to: .valueChanged) { [weak self] _ in self?.applyCurrentState() }
  }
  required init?(coder: NSCoder) { nil }
}

/// A submit button: a plain target.
@MainActor
private final class Button {
  var isEnabled = false { didSet { writes += 1 } }
  var writes = 0
}

/// The form: not a view, it owns the conditions across the fields.
@MainActor
private final class SignUpForm: ControlStateHost {
  nonisolated static let strong = declareState("strong")
  nonisolated static let confirmed = declareState("confirmed")
  let stateEngine = StateEngine()

  init(password: PasswordField, confirm: ConfirmField, submit: Button) {
    register(Self.strong, while: .containing(PasswordField.strong), of: password)
    register(Self.confirmed, while: .containing(ConfirmField.matches), of: confirm)
    setValue(true, for: \.isEnabled, of: submit, when: .containing([Self.strong, Self.confirmed]))
  }
}

@MainActor
@Suite("Forms: states that follow other controls, one batch for a reset, conflicts reported")
struct FormTests {
  @Test func submitFollowsBothFieldsWithoutManualApplies() {
    let password = PasswordField()
    let confirm = ConfirmField(password: password)
    let submit = Button()
    let form = SignUpForm(password: password, confirm: confirm, submit: submit)
    #expect(!submit.isEnabled)
    password.text = "secret1234"
    #expect(!submit.isEnabled, "strong, not confirmed")
    confirm.text = "secret1234"
    #expect(submit.isEnabled, "strong and confirmed: no applyCurrentState() on the form")
    password.text = "short"
    #expect(!submit.isEnabled, "neither strong nor matching")
    password.text = "secret1234"
    #expect(submit.isEnabled)
    #expect(form.state == ControlState([SignUpForm.strong, SignUpForm.confirmed]))
  }

  @Test func aFieldThatGoesAwayStopsCounting() {
    var password: PasswordField? = PasswordField()
    let confirm = ConfirmField(password: password!)
    let submit = Button()
    let form = SignUpForm(password: password!, confirm: confirm, submit: submit)
    weak let weakPassword = password
    password?.text = "secret1234"
    confirm.text = "secret1234"
    #expect(submit.isEnabled)
    password = nil
    #expect(weakPassword == nil, "the form keeps no field alive")
    form.applyCurrentState()
    #expect(!submit.isEnabled, "a registration on a control that is gone is off")
  }

  @Test func theFormKeepsNoCycle() {
    let password = PasswordField()
    let confirm = ConfirmField(password: password)
    weak var weakForm: SignUpForm?
    do {
      let form = SignUpForm(password: password, confirm: confirm, submit: Button())
      weakForm = form
    }
    #expect(weakForm == nil)
    password.text = "secret1234"  // its subscriptions find no form: nothing happens
  }

  @Test func resettingTheFormIsOneBatch() {
    let password = PasswordField()
    let confirm = ConfirmField(password: password)
    let submit = Button()
    let form = SignUpForm(password: password, confirm: confirm, submit: submit)
    password.text = "secret1234"
    confirm.text = "secret1234"
    var events = 0
    let tokens = [
      password.subscribe(to: .notContaining(PasswordField.strong)) { _ in events += 1 },
      confirm.subscribe(to: .notContaining(ConfirmField.matches)) { _ in events += 1 },
    ]
    let writes = submit.writes
    form.performTransition {
      password.text = ""
      confirm.text = ""
      #expect(submit.isEnabled, "nothing applies inside the batch")
    }
    #expect(!submit.isEnabled)
    #expect(submit.writes == writes + 1, "one write to Submit")
    #expect(events == 2, "one round: each field's change once")
    tokens.forEach { $0.cancel() }
  }

  #if DEBUG
    @Test func twoHostsStoringOneTargetsPropertyAreReported() {
      let password = PasswordField()
      let confirm = ConfirmField(password: password)
      let submit = Button()
      var diagnostics: [String] = []
      confirm.stateEngine.diagnosticHandler = { diagnostics.append($0.description) }
      password.setValue(true, for: \.isEnabled, of: submit, when: .containing(PasswordField.strong))
      confirm.setValue(false, for: \.isEnabled, of: submit, when: .notContaining(ConfirmField.matches))
      confirm.setValue(false, for: \.isEnabled, of: submit, when: .containing(.disabled))
      #expect(diagnostics.count == 1, "reported once, when the second host registers")
      #expect(diagnostics.first?.contains("PasswordField and ConfirmField both store values for") == true)
      #expect(diagnostics.first?.contains("register(_:while:of:)") == true)
    }

    @Test(arguments: ["removeValues(of:)", "removeValues(for:of:)", "removeValues(for:of:when:)"])
    func aHostThatGaveItsValuesUpIsNotReported(removal: String) {
      let password = PasswordField()
      let confirm = ConfirmField(password: password)
      let submit = Button()
      var diagnostics: [String] = []
      confirm.stateEngine.diagnosticHandler = { diagnostics.append($0.description) }
      password.stateEngine.diagnosticHandler = { diagnostics.append($0.description) }
      let strong = StateCondition.containing(PasswordField.strong)
      password.setValue(true, for: \.isEnabled, of: submit, when: strong)
      switch removal {
      case "removeValues(of:)": password.removeValues(of: submit)
      case "removeValues(for:of:)": password.removeValues(for: \.isEnabled, of: submit)
      default: password.removeValues(for: \.isEnabled, of: submit, when: strong)
      }
      confirm.setValue(false, for: \.isEnabled, of: submit, when: .notContaining(ConfirmField.matches))
      #expect(diagnostics.isEmpty, "the first host stores nothing for the property any more")
      // The first host storing again while the second one has values is still reported.
      password.setValue(true, for: \.isEnabled, of: submit, when: strong)
      #expect(diagnostics.count == 1)
    }

    @Test func oneHostStoringManyValuesIsNotReported() {
      let password = PasswordField()
      let submit = Button()
      var diagnostics: [String] = []
      password.stateEngine.diagnosticHandler = { diagnostics.append($0.description) }
      password.setValue(true, for: \.isEnabled, of: submit, when: .containing(PasswordField.strong))
      password.setValue(false, for: \.isEnabled, of: submit, when: .containing(.disabled))
      #expect(diagnostics.isEmpty)
    }
  #endif

  // MARK: - A form that goes away leaves nothing in the fields it registered states of

  @Test func aFormThatGoesAwayEndsItsSubscriptionsOnTheFieldItRegisteredAStateOf() {
    let password = PasswordField()
    let before = password.stateEngine.subscriptionCount
    weak var weakProbe: ReleaseProbe?
    weak var weakForm: SubmitForm?
    var applies = 0
    do {
      let probe = ReleaseProbe {}
      weakProbe = probe
      let form = SubmitForm()
      weakForm = form
      // The condition captures the probe, as a form's condition captures what it reads.
      let strong = StateCondition.matching(priority: 0) { [probe] state in
        withExtendedLifetime(probe) { state.contains(PasswordField.strong) }
      }
      form.register(SubmitForm.passwordIsStrong, while: strong, of: password)
      form.subscribe(to: .containing(SubmitForm.passwordIsStrong)) { _ in applies += 1 }
      #expect(password.stateEngine.subscriptionCount == before + 2)
      password.text = "abcdefg1"
      #expect(applies == 1, "the form follows the field while it lives")
    }
    #expect(weakForm == nil)
    #expect(password.stateEngine.subscriptionCount == before, "the form's two subscriptions ended with it")
    #expect(weakProbe == nil, "nothing the form's condition captured is kept alive by the field")
    password.text = ""
    password.text = "abcdefg2"
    #expect(applies == 1)
  }

  @Test func formsMadeAgainOverOneFieldLeaveNothingRunningInIt() {
    let password = PasswordField()
    let before = password.stateEngine.subscriptionCount
    let evaluations = Locked(0)
    let strong = StateCondition.matching(priority: 0) { state in
      evaluations.withLock { $0 += 1 }
      return state.contains(PasswordField.strong)
    }
    for _ in 0..<50 {
      let form = SubmitForm()
      form.register(SubmitForm.passwordIsStrong, while: strong, of: password)
    }
    evaluations.withLock { $0 = 0 }
    password.text = "abcdefg1"
    password.text = ""
    #expect(
      evaluations.withLock { $0 } == 0, "no condition of a form that is gone runs at the field's changes")
    #expect(password.stateEngine.subscriptionCount == before)
  }
}

/// A form object that follows a password field.
@MainActor
private final class SubmitForm: ControlStateHost {
  nonisolated static let passwordIsStrong = declareState("passwordIsStrong")
  let stateEngine = StateEngine()
}
