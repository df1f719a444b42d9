import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// The sign-up form written by hand: one `update()` that sets everything from the fields' text.
@MainActor
final class HandWrittenSignUpForm: UIView {
  let views = SignUpViews()

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: self) { [weak self] in self?.update() }
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
    let confirmColor: UIColor = views.confirmationMatches ? .systemGreen : .systemRed
    views.confirm.layer.borderColor = confirmColor.resolvedColor(with: traitCollection).cgColor
    views.submit.isEnabled = views.canSubmit
  }

  /// Clears both fields.
  func reset() {
    views.clear()
    update()
  }
}
