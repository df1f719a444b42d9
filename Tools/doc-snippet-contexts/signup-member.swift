// snippet-shared: uikit
// A member of README's sign-up form view: its controls, the rules its looks follow and their
// colours and words.

enum SignUpStrength: Int, CaseIterable {
  case tooShort, weak, fair, strong
  var color: UIColor { [.systemRed, .systemOrange, .systemYellow, .systemGreen][rawValue] }
  var hint: String { ["At least 8 characters", "Weak", "Fair", "Strong"][rawValue] }
}
enum SignUpConfirmation: CaseIterable {
  case empty, matching, different
}

class SignUpFormView: QUIckControl {
  let email = UITextField()
  let password = UITextField()
  let hint = UILabel()
  let confirm = UITextField()
  let mismatch = UILabel()
  let terms = UISwitch()
  let submit = UIButton()
  var strength = SignUpStrength.tooShort
  var confirmation = SignUpConfirmation.empty
  var canSubmit = false
}

// MARK: - Each fragment
private final class Fragment: SignUpFormView {
  /*FRAGMENT*/
}
