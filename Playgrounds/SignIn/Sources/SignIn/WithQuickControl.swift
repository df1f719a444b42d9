import QuickControl

/// The sign-in form with QuickControl: what happened is remembered in states, the call runs as a
/// state, and every look is a rule over them.
@MainActor
final class SignInFormWithQuickControl: QUIckControl {
  static let emailInvalid = declareState("emailInvalid")
  static let passwordMissing = declareState("passwordMissing")
  static let emailLeft = declareState("emailLeft")
  static let passwordLeft = declareState("passwordLeft")
  static let signingIn = declareState("signingIn")
  static let rejected = declareState("rejected")
  static let failed = declareState("failed")
  let views = SignInViews()
  let signIn = StateTask<Bool>()

  override func setUp() {
    views.install(in: self)
    reapplyOnInput(of: views.email, views.password, views.showPassword)
    let edited = StateTrigger.event(.editingChanged, of: views.email, views.password)
    let attempt = StateTrigger.entering(.containing(Self.signingIn))
    register(Self.emailInvalid) { !$0.views.emailIsValid }
    register(Self.passwordMissing) { !$0.views.passwordIsValid }
    register(Self.signingIn, while: \.signIn.isRunning)
    register(Self.emailLeft, from: .event(.editingDidEnd, of: views.email), attempt)
    register(Self.passwordLeft, from: .event(.editingDidEnd, of: views.password), attempt)
    register(Self.rejected, from: .success(of: signIn) { !$0 }, until: edited, attempt)
    register(Self.failed, from: .failure(of: signIn), until: edited, attempt)
    run(signIn, on: .event(.primaryActionTriggered, of: views.submit, views.retry)) { [views] in
      try await views.service.signIn(email: views.emailText, password: views.passwordText)
    }
    let emailError: HostState = [Self.emailInvalid, Self.emailLeft]
    let passwordError: HostState = [Self.passwordMissing, Self.passwordLeft]
    setValues(for: \.isHidden, of: views.emailError, [emailError: false, .normal: true])
    setValues(for: \.borderColor, of: views.email.layer, [emailError: .systemRed, .normal: .systemGray])
    setValues(for: \.isHidden, of: views.passwordError, [passwordError: false, .normal: true])
    setValues(
      for: \.borderColor, of: views.password.layer, [passwordError: .systemRed, .normal: .systemGray])
    for control in views.inputs {
      setValue(false, for: \.isEnabled, of: control, when: .containing(Self.signingIn))
    }
    setValue(for: \.isSecureTextEntry, of: views.password, when: .always) { !$0.views.showPassword.isOn }
    let disabled = StateCondition.containingAny([Self.emailInvalid, Self.passwordMissing, Self.signingIn])
    setValue(false, for: \.isEnabled, of: views.submit, when: disabled)
    setValue(SignInText.signingIn, for: \.title, of: views.submit, when: .containing(Self.signingIn))
    setValues(for: \.isHidden, of: views.spinner, [Self.signingIn: false, .normal: true])
    setValues(for: \.isHidden, of: views.retry, [Self.failed: false, .normal: true])
    setValues(
      for: \.isHidden, of: views.message, [Self.rejected: false, Self.failed: false, .normal: true])
    setValue(SignInText.wrongCredentials, for: \.text, of: views.message, when: .containing(Self.rejected))
  }

  /// Clears the form in code and forgets what happened: one apply.
  func reset() {
    resetStates { views.clear() }
  }
}
