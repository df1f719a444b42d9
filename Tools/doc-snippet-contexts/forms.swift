// The Forms article's sign-up screen: `SignUpView`, the form view its fragments change in code
// (`form.email`, `form.terms`, `form.confirm`, `form.hint`, `form.strength`), as `form`.
// A fragment is the body of a main-actor function.
import QuickControl
import UIKit

enum PasswordStrength: Int, CaseIterable {
  case tooShort, weak, fair, strong
  var hint: String { ["At least 8 characters", "Weak", "Fair", "Strong"][rawValue] }
}

final class SignUpView: QUIckControl {
  let email = UITextField()
  let password = UITextField()
  let hint = UILabel()
  let confirm = UITextField()
  let terms = UISwitch()
  var strength: PasswordStrength { (password.text ?? "").count < 8 ? .tooShort : .fair }

  override func setUp() {
    reapplyOnInput(of: email, password, confirm, terms)
  }
}

@MainActor let form = SignUpView()

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
