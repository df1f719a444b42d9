import QuickControl

/// The sign-up form with QuickControl: a view whose looks are values per case of the rules, applied
/// again whenever the user edits a field or the switch.
@MainActor
final class SignUpFormWithQuickControl: QUIckControl {
  let views = SignUpViews()

  override func setUp() {
    views.install(in: self)
    reapplyOnInput(of: views.email, views.password, views.confirm, views.terms)
    setValues(for: \.borderColor, of: views.password.layer) { rules(by: \.views.strength) { $0.color } }
    setValues(for: \.text, of: views.hint) { rules(by: \.views.strength) { $0.hint } }
    setValues(for: \.textColor, of: views.hint) { rules(by: \.views.strength) { $0.color } }
    setValues(for: \.borderColor, of: views.confirm.layer) { rules(by: \.views.confirmation) { $0.border } }
    setValues(for: \.isHidden, of: views.mismatch) { rules(by: \.views.confirmation) { $0 != .different } }
    setValues(for: \.isEnabled, of: views.submit) { rules(by: \.views.canSubmit, named: "canSubmit") { $0 } }
  }

  /// Clears the form in code: one apply, one round of events.
  func reset() {
    performTransition { views.clear() }
  }
}
