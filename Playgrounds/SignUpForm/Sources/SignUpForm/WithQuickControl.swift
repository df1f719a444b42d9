import QuickControl

/// The sign-up form with QuickControl: each property follows the password's strength or a rule.
@MainActor
final class SignUpFormWithQuickControl: QUIckControl {
  let views = SignUpViews()

  override func setUp() {
    views.install(in: self) { [weak self] in self?.applyCurrentState() }
    setValues(for: \.borderColor, of: views.password.layer, by: \.views.strength) { $0.color }
    setValues(for: \.textColor, of: views.hint, by: \.views.strength) { $0.color }
    setValues(for: \.text, of: views.hint, by: \.views.strength) { $0.hint }
    setValues(for: \.borderColor, of: views.confirm.layer, by: \.views.confirmationMatches) {
      $0 ? .systemGreen : .systemRed
    }
    setValues(for: \.isEnabled, of: views.submit, by: \.views.canSubmit) { $0 }
  }

  /// Clears both fields: one apply, one round of events.
  func reset() {
    performTransition { views.clear() }
  }
}
