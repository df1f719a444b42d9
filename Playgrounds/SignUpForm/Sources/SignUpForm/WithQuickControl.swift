import Foundation
import QuickControl

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// The sign-up form with QuickControl: the form is a control whose states are its conditions.
@MainActor
final class SignUpFormWithQuickControl: QUIckControl {
  static let weak = declareState("weak")
  static let strong = declareState("strong")
  static let matches = declareState("matches")
  let views = SignUpViews()

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: self) { [weak self] in self?.applyCurrentState() }
    register(Self.weak, while: { $0.views.strength == .weak })
    register(Self.strong, while: { $0.views.strength == .strong })
    register(Self.matches, while: \.views.confirmationMatches)
    let looks: [(StateCondition, UIColor, String)] = [
      (.always, .systemRed, NSLocalizedString("Too short", comment: "")),
      (.containing(Self.weak), .systemOrange, NSLocalizedString("Weak", comment: "")),
      (.containing(Self.strong), .systemGreen, NSLocalizedString("Strong", comment: "")),
    ]
    for (condition, color, hint) in looks {
      setValue(color, for: \.borderColor, of: views.password.layer, when: condition)
      setValue(color, for: \.textColor, of: views.hint, when: condition)
      setValue(hint, for: \.text, of: views.hint, when: condition)
    }
    setValue(UIColor.systemRed, for: \.borderColor, of: views.confirm.layer, when: .always)
    setValue(
      UIColor.systemGreen, for: \.borderColor, of: views.confirm.layer, when: .containing(Self.matches))
    setValue(false, for: \.isEnabled, of: views.submit, when: .always)
    setValue(true, for: \.isEnabled, of: views.submit, when: .containing([Self.strong, Self.matches]))
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  /// Clears both fields: one apply, one round of events.
  func reset() {
    performTransition {
      views.password.text = ""
      views.confirm.text = ""
    }
  }
}
