import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#else
  import QuickControl
#endif

/// What signs a user in: `true` for a signed-in user, `false` for a wrong e-mail or password; an
/// error when the service cannot be reached.
@MainActor
protocol SignInService: AnyObject {
  func signIn(email: String, password: String) async throws -> Bool
}

/// A service for the demo: one account, an answer after a second.
@MainActor
final class DemoSignInService: SignInService {
  func signIn(email: String, password: String) async throws -> Bool {
    try await Task.sleep(for: .seconds(1))
    return email == "ada@example.org" && password == "analytical"
  }
}

/// The words both sign-in forms show.
enum SignInText {
  static let signIn = NSLocalizedString("Sign in", comment: "The sign-in button")
  static let signingIn = NSLocalizedString("Signing in…", comment: "The sign-in button while signing in")
  static let invalidEmail = NSLocalizedString("Enter an e-mail address", comment: "The e-mail's error")
  static let passwordRequired = NSLocalizedString("Enter your password", comment: "The password's error")
  static let wrongCredentials = NSLocalizedString("Wrong e-mail or password", comment: "A declined sign-in")
  static let networkError = NSLocalizedString("Could not reach the server", comment: "A failed sign-in")
}

/// The sign-in screen's views, rules and words, shared by both versions of the form.
///
/// `HandWritten.swift` and `WithQuickControl.swift` differ only in how they keep the looks up to
/// date with what the user does and what the service answers: what the yardstick compares.
@MainActor
final class SignInViews {
  let email = UITextField()
  let emailError = UILabel()
  let password = UITextField()
  let passwordError = UILabel()
  /// Shows the password as typed while on.
  let showPassword = UISwitch()
  let submit = UIButton(type: .system)
  let spinner = UIActivityIndicatorView(style: .medium)
  /// The service's answer: a decline or a network error, in red.
  let message = UILabel()
  /// Shown with a network error: tries again.
  let retry = UIButton(type: .system)
  var service: any SignInService = DemoSignInService()

  init() {}

  /// The controls a running sign-in disables.
  var inputs: [UIControl] { [email, password, showPassword] }

  var emailText: String { email.text ?? "" }
  var passwordText: String { password.text ?? "" }

  /// Whether the e-mail looks like an address: one `@`, a name before it, a dotted domain after.
  var emailIsValid: Bool {
    let parts = emailText.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !emailText.contains(" ") else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }

  /// Whether a password is entered.
  var passwordIsValid: Bool { !passwordText.isEmpty }

  /// Whether both fields are valid.
  var canSubmit: Bool { emailIsValid && passwordIsValid }

  /// The colour of a field's border: red while its error shows.
  static func borderColor(showingError: Bool) -> UIColor { showingError ? .systemRed : .systemGray }

  /// Empties the fields and hides the password again, as a reset does (in code: no events).
  func clear() {
    email.text = ""
    password.text = ""
    showPassword.setOn(false, animated: false)
  }

  /// Sets the views' constant looks and words, and lays them out in `container`.
  func install(in container: UIView) {
    email.layer.borderWidth = 1
    password.layer.borderWidth = 1
    emailError.text = SignInText.invalidEmail
    passwordError.text = SignInText.passwordRequired
    message.textColor = .systemRed
    message.text = SignInText.networkError
    submit.title = SignInText.signIn
    retry.setTitle(NSLocalizedString("Retry", comment: "Tries to sign in again"), for: .normal)
    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    email.placeholder = NSLocalizedString("E-mail", comment: "")
    password.placeholder = NSLocalizedString("Password", comment: "")
    #if QUICKCONTROL_UIKIT
      email.keyboardType = .emailAddress
      // Where they go is the app's (Auto Layout, a stack view): the same in both versions.
      for view in [email, emailError, password, passwordError, showPassword, submit, spinner, message, retry]
      {
        container.addSubview(view)
      }
    #endif
  }
}

extension UIButton {
  /// The title in the normal state, as a property both versions can set.
  var title: String? {
    get { title(for: .normal) }
    set { setTitle(newValue, for: .normal) }
  }
}

#if !QUICKCONTROL_UIKIT
  // Linux has no UIKit: the test double (re-exported by QuickControl) has the controls; a form is
  // a control there, as the test double has no `UIView` of its own.
  typealias UIView = UIControl

  // `HandWritten.swift` imports no QuickControl: the test double's names it spells.
  typealias UIControl = HeadlessUIKit.UIControl
  typealias UIColor = HeadlessUIKit.UIColor
  typealias CGColor = HeadlessUIKit.CGColor
  typealias UITraitCollection = HeadlessUIKit.UITraitCollection
  typealias UIAction = HeadlessUIKit.UIAction
#endif
