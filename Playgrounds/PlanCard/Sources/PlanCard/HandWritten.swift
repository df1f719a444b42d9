import Foundation

#if QUICKCONTROL_UIKIT
  @preconcurrency import UIKit
#endif

/// The plan card written by hand: one `updateAppearance()` that sets everything from the states.
@MainActor
final class HandWrittenPlanCard: UIControl {
  let views = PlanCardViews()
  var plan = Plan.pro { didSet { updateAppearance() } }
  var isRecommended = false { didSet { updateAppearance() } }
  var isLoading = false { didSet { updateAppearance() } }
  var isUnavailable = false { didSet { updateAppearance() } }

  override var isHighlighted: Bool { didSet { updateAppearance() } }
  override var isSelected: Bool { didSet { updateAppearance() } }
  override var isEnabled: Bool { didSet { updateAppearance() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    views.install(in: self)
    updateAppearance()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  // Layer colours are CGColors, resolved for one appearance: resolve them again when it changes.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateAppearance()
  }

  private func updateAppearance() {
    views.title.text = plan.name
    views.title.textColor = isUnavailable ? .secondaryLabel : .label
    views.price.attributedText = plan.priceText(struckThrough: isUnavailable)
    accessibilityLabel = plan.spokenDescription
    var traits: UIAccessibilityTraits = .button
    if isSelected { traits.insert(.selected) }
    if !isEnabled { traits.insert(.notEnabled) }
    accessibilityTraits = traits

    views.badge.isHidden = !isRecommended || isUnavailable
    views.checkmark.isHidden = !isSelected || isLoading
    views.spinner.isSpinning = isEnabled && isLoading

    // Disabled overrides everything; a selected card is blue, orange if it is also recommended.
    let borderColor: UIColor
    if !isEnabled {
      borderColor = .separator
      layer.borderWidth = 1
    } else if isSelected {
      borderColor = isRecommended ? .systemOrange : .systemBlue
      layer.borderWidth = isRecommended ? 3 : 2
    } else {
      borderColor = .separator
      layer.borderWidth = 1
    }
    layer.borderColor = borderColor.resolvedColor(with: traitCollection).cgColor
    let shadowColor: UIColor = isSelected ? .systemBlue : .black
    layer.shadowColor = shadowColor.resolvedColor(with: traitCollection).cgColor
    layer.shadowOpacity = !isEnabled ? 0 : isSelected ? 0.3 : 0.1

    // A loading card does not light up under the finger.
    if !isEnabled {
      backgroundColor = .secondarySystemBackground
    } else if isHighlighted && !isLoading {
      backgroundColor = .systemGray5
    } else {
      backgroundColor = .systemBackground
    }
    alpha = !isEnabled ? 0.4 : isUnavailable ? 0.6 : 1
  }
}
