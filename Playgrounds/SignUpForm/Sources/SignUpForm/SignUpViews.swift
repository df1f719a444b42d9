import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#else
  import QuickControl
#endif

/// How strong a password is: the rule both sign-up forms show, weakest first.
enum PasswordStrength: Int, CaseIterable, Comparable, Sendable {
  case tooShort, weak, fair, strong

  /// Eight characters at least; then strong with letters, digits and symbols, fair with two of the
  /// three, weak with one.
  init(_ password: String) {
    guard password.count >= 8 else {
      self = .tooShort
      return
    }
    let letters = password.contains(where: \.isLetter)
    let digits = password.contains(where: \.isNumber)
    let symbols = password.contains { !$0.isLetter && !$0.isNumber }
    switch [letters, digits, symbols].filter({ $0 }).count {
    case 3: self = .strong
    case 2: self = .fair
    default: self = .weak
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The colour of the password's border and of its hint.
  var color: UIColor {
    switch self {
    case .tooShort: .systemRed
    case .weak: .systemOrange
    case .fair: .systemYellow
    case .strong: .systemGreen
    }
  }

  /// The hint under the password, in words.
  var hint: String {
    switch self {
    case .tooShort: NSLocalizedString("At least 8 characters", comment: "A password's strength")
    case .weak: NSLocalizedString("Weak: mix letters, digits and symbols", comment: "A password's strength")
    case .fair: NSLocalizedString("Fair", comment: "A password's strength")
    case .strong: NSLocalizedString("Strong", comment: "A password's strength")
    }
  }
}

/// Where the confirmation stands: empty, the password typed again, or something else.
enum Confirmation: CaseIterable, Sendable {
  case empty, matching, different

  /// The confirmation's border: red while it differs (its error look), grey otherwise.
  var border: UIColor { self == .different ? .systemRed : .systemGray }
}

/// The sign-up screen's views, rules and words, shared by both versions of the form.
///
/// `HandWritten.swift` and `WithQuickControl.swift` differ only in how they keep the looks and
/// Submit's `isEnabled` up to date with what the user types and switches: what the yardstick
/// compares. Everything else — the views, their layout, the rules and their colours and words —
/// is here. Reacting to input is not: each version wires it its own way.
@MainActor
final class SignUpViews {
  let email = UITextField()
  let password = UITextField()
  /// The password's strength, in words.
  let hint = UILabel()
  let confirm = UITextField()
  /// The error message, shown while the confirmation differs from the password.
  let mismatch = UILabel()
  let terms = UISwitch()
  let submit = UIButton(type: .system)

  init() {}

  /// Whether the e-mail looks like an address: one `@`, a name before it, a dotted domain after.
  var emailIsValid: Bool {
    let text = email.text ?? ""
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }

  /// The strength of the password as typed.
  var strength: PasswordStrength { PasswordStrength(password.text ?? "") }

  /// Whether the confirmation is empty, the password typed again, or different.
  var confirmation: Confirmation {
    let text = confirm.text ?? ""
    return text.isEmpty ? .empty : text == password.text ? .matching : .different
  }

  /// Whether Submit is enabled: a valid e-mail, a fair or strong password, confirmed, terms on.
  var canSubmit: Bool {
    emailIsValid && strength >= .fair && confirmation == .matching && terms.isOn
  }

  /// Empties the fields and turns the terms off, as a reset does (in code: no events).
  func clear() {
    email.text = ""
    password.text = ""
    confirm.text = ""
    terms.setOn(false, animated: false)
  }

  /// Sets the views' constant looks and words, and lays them out in `container`.
  func install(in container: UIView) {
    password.layer.borderWidth = 1
    confirm.layer.borderWidth = 1
    mismatch.text = NSLocalizedString("The passwords do not match", comment: "")
    mismatch.textColor = .systemRed
    #if QUICKCONTROL_UIKIT
      email.keyboardType = .emailAddress
      password.isSecureTextEntry = true
      confirm.isSecureTextEntry = true
      email.placeholder = NSLocalizedString("E-mail", comment: "")
      password.placeholder = NSLocalizedString("Password", comment: "")
      confirm.placeholder = NSLocalizedString("Confirm password", comment: "")
      submit.setTitle(NSLocalizedString("Sign Up", comment: ""), for: .normal)
      // Where they go is the app's (Auto Layout, a stack view): the same in both versions.
      for view in [email, password, hint, confirm, mismatch, terms, submit] { container.addSubview(view) }
    #endif
  }
}

#if !QUICKCONTROL_UIKIT
  // Linux has no UIKit: the test double (re-exported by QuickControl) has the controls, with real
  // `isEnabled`, target-action and `reapplyOnInput(of:)`; a form is a control there, as the test
  // double has no `UIView` of its own.
  typealias UIView = UIControl

  // `HandWritten.swift` imports no QuickControl: the test double's names it spells.
  typealias UIControl = HeadlessUIKit.UIControl
  typealias UIColor = HeadlessUIKit.UIColor
  typealias CGColor = HeadlessUIKit.CGColor
  typealias UITraitCollection = HeadlessUIKit.UITraitCollection
  typealias UIAction = HeadlessUIKit.UIAction
#endif
