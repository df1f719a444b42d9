// snippet-shared: uikit
// A member of a sign-up form view: its fields, its button and the rule Submit follows.

class SignUpView: QUIckControl {
  let email = UITextField()
  let password = UITextField()
  let terms = UISwitch()
  let submit = UIButton()
  var canSubmit: Bool { terms.isOn && !(email.text ?? "").isEmpty }
}

// MARK: - Each fragment
private final class Fragment: SignUpView {
  /*FRAGMENT*/
}
