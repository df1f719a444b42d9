import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#else
  import QuickControl
#endif

/// How strong a password is: the rule both sign-up forms show.
enum PasswordStrength: CaseIterable, Sendable {
  case tooShort, weak, strong

  /// Eight characters at least; strong with a digit and a letter, weak otherwise.
  init(_ password: String) {
    if password.count < 8 {
      self = .tooShort
    } else if password.contains(where: \.isNumber) && password.contains(where: \.isLetter) {
      self = .strong
    } else {
      self = .weak
    }
  }

  /// The colour of the password's border and of its hint.
  var color: UIColor {
    switch self {
    case .tooShort: .systemRed
    case .weak: .systemOrange
    case .strong: .systemGreen
    }
  }

  /// The hint under the password, in words.
  var hint: String {
    switch self {
    case .tooShort: NSLocalizedString("Too short", comment: "A password's strength")
    case .weak: NSLocalizedString("Weak", comment: "A password's strength")
    case .strong: NSLocalizedString("Strong", comment: "A password's strength")
    }
  }
}

/// The sign-up screen's views and its input rules, shared by both versions of the form.
///
/// `HandWritten.swift` and `WithQuickControl.swift` differ only in how they keep colours, hints
/// and Submit's `isEnabled` up to date with the fields' text: what the yardstick compares.
/// Everything else — the views, their layout, the rules and their colours and words, reacting
/// to edits — is here.
@MainActor
final class SignUpViews {
  let password = UITextField()
  let confirm = UITextField()
  /// The password's strength, in words.
  let hint = UILabel()
  let submit = UIButton(type: .system)

  init() {}

  /// The strength of the password as typed.
  var strength: PasswordStrength { PasswordStrength(password.text ?? "") }

  /// Whether the confirmation is the password, typed again.
  var confirmationMatches: Bool {
    !(confirm.text ?? "").isEmpty && confirm.text == password.text
  }

  /// Whether Submit is enabled: a strong password, confirmed.
  var canSubmit: Bool { strength == .strong && confirmationMatches }

  /// Empties both fields, as a reset does (in code: no `.editingChanged`).
  func clear() {
    password.text = ""
    confirm.text = ""
  }

  /// Lays the views out in `container` and calls `edited` after each edit of either field.
  func install(in container: Container, edited: @escaping @MainActor () -> Void) {
    for field in [password, confirm] {
      field.layer.borderWidth = 1
      field.addAction(UIAction { _ in edited() }, for: .editingChanged)
    }
    #if QUICKCONTROL_UIKIT
      password.isSecureTextEntry = true
      confirm.isSecureTextEntry = true
      password.placeholder = NSLocalizedString("Password", comment: "")
      confirm.placeholder = NSLocalizedString("Confirm password", comment: "")
      submit.setTitle(NSLocalizedString("Sign Up", comment: ""), for: .normal)
      // Where they go is the app's (Auto Layout, a stack view): the same in both versions.
      for view in [password, hint, confirm, submit] { container.addSubview(view) }
    #endif
  }

  /// Types `text` into `field` as the keyboard would: the text changes, then `.editingChanged`.
  func type(_ text: String, into field: UITextField) {
    field.text = text
    field.sendActions(for: .editingChanged)
  }
}

#if QUICKCONTROL_UIKIT
  /// What a form lays its views out in: a view.
  typealias Container = UIView
#else
  // Linux has no UIKit: the few UIKit types the screen uses, as small classes with UIKit's names,
  // so that both forms compile unchanged here and their logic runs under `swift test`.

  /// What a form lays its views out in: anything, on Linux.
  typealias Container = AnyObject

  /// A named colour (Linux): `resolvedColor(with:)` and `cgColor` are itself.
  final class UIColor: Equatable, CustomStringConvertible, Sendable {
    let description: String
    init(_ name: String) { description = name }
    static let systemRed = UIColor("systemRed")
    static let systemOrange = UIColor("systemOrange")
    static let systemGreen = UIColor("systemGreen")
    var cgColor: CGColor { self }
    func resolvedColor(with traits: UITraitCollection) -> UIColor { self }
    static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs === rhs }
  }
  typealias CGColor = UIColor
  /// Traits (Linux): none.
  struct UITraitCollection: Sendable {}
  /// A layer's colours (Linux).
  final class CALayer {
    var borderColor: CGColor?
    var borderWidth: CGFloat = 0
  }
  /// A view (Linux): a layer and traits.
  @MainActor class UIView {
    let layer = CALayer()
    var traitCollection: UITraitCollection { UITraitCollection() }
    init(frame: CGRect) {}
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }
  /// An action (Linux): a closure.
  struct UIAction {
    let handler: @MainActor (UIAction) -> Void
    init(handler: @escaping @MainActor (UIAction) -> Void) { self.handler = handler }
  }
  /// A text field (Linux): text and the actions of its events.
  @MainActor final class UITextField: UIView {
    var text: String? = ""
    var actions: [(ControlEvents, UIAction)] = []
    init() { super.init(frame: .zero) }
    func addAction(_ action: UIAction, for events: ControlEvents) { actions.append((events, action)) }
    func sendActions(for events: ControlEvents) {
      for (registered, action) in actions where !registered.isDisjoint(with: events) {
        action.handler(action)
      }
    }
  }
  /// A label (Linux).
  @MainActor final class UILabel {
    var text: String?
    var textColor: UIColor?
    init() {}
  }
  /// A button (Linux).
  @MainActor final class UIButton {
    enum ButtonType { case system }
    var isEnabled = true
    init(type: ButtonType) {}
  }
#endif
