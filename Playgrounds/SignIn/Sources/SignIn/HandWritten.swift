import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// The sign-in form written by hand: flags for what happened, target-actions that set them, one
/// `update()` that sets every look, and a `Task` for the call.
@MainActor
final class HandWrittenSignInForm: UIView {
  let views = SignInViews()
  private var emailLeft = false
  private var passwordLeft = false
  private var submitted = false
  private var rejected = false
  private var failure: (any Error)?
  private var signIn: Task<Void, Never>?

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: self)
    for field in [views.email, views.password] {
      field.addAction(UIAction { [weak self] _ in self?.fieldChanged() }, for: .editingChanged)
    }
    views.email.addAction(UIAction { [weak self] _ in self?.left(email: true) }, for: .editingDidEnd)
    views.password.addAction(UIAction { [weak self] _ in self?.left(email: false) }, for: .editingDidEnd)
    views.showPassword.addAction(UIAction { [weak self] _ in self?.update() }, for: .valueChanged)
    for button in [views.submit, views.retry] {
      button.addAction(UIAction { [weak self] _ in self?.startSignIn() }, for: .primaryActionTriggered)
    }
    update()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  deinit { signIn?.cancel() }

  // Layer colours are CGColors, resolved for one appearance: resolve them again when it changes.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    update()
  }

  private func fieldChanged() {
    rejected = false
    failure = nil
    update()
  }

  private func left(email: Bool) {
    if email { emailLeft = true } else { passwordLeft = true }
    update()
  }

  private func startSignIn() {
    signIn?.cancel()
    (submitted, rejected, failure) = (true, false, nil)
    let (service, email, password) = (views.service, views.emailText, views.passwordText)
    signIn = Task { [weak self] in
      let answer: Result<Bool, any Error>
      do {
        answer = .success(try await service.signIn(email: email, password: password))
      } catch {
        answer = .failure(error)
      }
      guard let self, !Task.isCancelled else { return }
      signIn = nil
      switch answer {
      case .success(let accepted): rejected = !accepted
      case .failure(let error): failure = error
      }
      update()
    }
    update()
  }

  func update() {
    let signingIn = signIn != nil
    let emailError = (emailLeft || submitted) && !views.emailIsValid
    let passwordError = (passwordLeft || submitted) && !views.passwordIsValid
    views.emailError.isHidden = !emailError
    views.passwordError.isHidden = !passwordError
    views.email.layer.borderColor =
      SignInViews.borderColor(showingError: emailError)
      .resolvedColor(with: traitCollection).cgColor
    views.password.layer.borderColor =
      SignInViews.borderColor(showingError: passwordError)
      .resolvedColor(with: traitCollection).cgColor
    views.password.isSecureTextEntry = !views.showPassword.isOn
    for control in views.inputs {
      control.isEnabled = !signingIn
    }
    views.submit.isEnabled = views.canSubmit && !signingIn
    views.submit.title = signingIn ? SignInText.signingIn : SignInText.signIn
    views.spinner.isHidden = !signingIn
    views.retry.isHidden = failure == nil
    views.message.isHidden = !rejected && failure == nil
    views.message.text = rejected ? SignInText.wrongCredentials : SignInText.networkError
  }

  /// Clears the form in code (no events), cancels a running sign-in, then shows it.
  func reset() {
    signIn?.cancel()
    signIn = nil
    (emailLeft, passwordLeft, submitted, rejected, failure) = (false, false, false, false, nil)
    views.clear()
    update()
  }
}
