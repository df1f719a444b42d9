// The Forms article's sign-up screen: its `PasswordField`, `ConfirmField` and
// `SignUpForm`, with what its later fragments use (a `text` that applies the
// field's state when set, the password's `confirmationMatches`), and `form`,
// `password`, `confirm`. A fragment is the body of a main-actor function.
import QuickControl
import UIKit

final class PasswordField: QUIckControl {
  static let strong = declareState("strong")
  var text = "" { didSet { applyCurrentState() } }
  var confirmationMatches = false
}
final class ConfirmField: QUIckControl {
  static let matches = declareState("matches")
  var text = "" { didSet { applyCurrentState() } }
}

final class SignUpForm: ControlStateHost {
  static let strong = declareState("strong")
  static let confirmed = declareState("confirmed")
  let stateEngine = StateEngine()

  init(password: PasswordField, confirm: ConfirmField, submit: UIButton) {
    register(Self.strong, while: .containing(PasswordField.strong), of: password)
    register(Self.confirmed, while: .containing(ConfirmField.matches), of: confirm)
  }
}

@MainActor let password = PasswordField()
@MainActor let confirm = ConfirmField()
@MainActor let form = SignUpForm(password: password, confirm: confirm, submit: UIButton())

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
