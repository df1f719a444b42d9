import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// The sign-up form written by hand: target-actions call one `update()` that sets everything.
@MainActor
final class HandWrittenSignUpForm: UIView {
  let views = SignUpViews()

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: self)
    for field in [views.email, views.password, views.confirm] {
      field.addAction(UIAction { [weak self] _ in self?.update() }, for: .editingChanged)
    }
    views.terms.addAction(UIAction { [weak self] _ in self?.update() }, for: .valueChanged)
    update()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  // Layer colours are CGColors, resolved for one appearance: resolve them again when it changes.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    update()
  }

  func update() {
    let strength = views.strength
    views.password.layer.borderColor = strength.color.resolvedColor(with: traitCollection).cgColor
    views.hint.text = strength.hint
    views.hint.textColor = strength.color
    let confirmation = views.confirmation
    views.confirm.layer.borderColor = confirmation.border.resolvedColor(with: traitCollection).cgColor
    views.mismatch.isHidden = confirmation != .different
    views.submit.isEnabled = views.canSubmit
  }

  /// Clears the form in code (no events), then shows it.
  func reset() {
    views.clear()
    update()
  }
}
