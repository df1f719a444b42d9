import QuickControl

#if QUICKCONTROL_UIKIT
  @preconcurrency import UIKit
#endif

/// The plan card with QuickControl: each property is a row of the designer's table, first match wins.
@MainActor
final class PlanCardWithQuickControl: QUIckControl {
  static let recommended = declareState("recommended")
  static let loading = declareState("loading")
  static let unavailable = declareState("unavailable")

  let views = PlanCardViews()
  var plan = Plan.pro { didSet { applyCurrentState() } }
  var isRecommended = false { didSet { applyCurrentState() } }
  var isLoading = false { didSet { applyCurrentState() } }
  var isUnavailable = false { didSet { applyCurrentState() } }

  override func setUp() {
    views.install(in: self)
    accessibilityTraits = .button
    register(Self.recommended, while: \.isRecommended)
    register(Self.loading, while: \.isLoading)
    register(Self.unavailable, while: \.isUnavailable)
    setValue(for: \.text, of: views.title) { $0.plan.name }
    setValue(for: \.attributedText, of: views.price) { $0.plan.priceText(struckThrough: $0.isUnavailable) }
    setValue(for: \.accessibilityLabel) { $0.plan.spokenDescription }
    setValues(for: \.textColor, of: views.title, [Self.unavailable: .secondaryLabel, .normal: .label])
    setValue(for: \.isHidden, of: views.badge) { !$0.isRecommended || $0.isUnavailable }
    setValues(for: \.isHidden, of: views.checkmark, [Self.loading: true, .selected: false, .normal: true])
    setValues(for: \.isSpinning, of: views.spinner, [.disabled: false, Self.loading: true, .normal: false])
    let chosen: HostState = [.selected, Self.recommended]
    setValues(
      for: \.borderColor, of: layer,
      [.disabled: .separator, chosen: .systemOrange, .selected: .systemBlue, .normal: .separator])
    setValues(for: \.borderWidth, of: layer, [.disabled: 1, chosen: 3, .selected: 2, .normal: 1])
    setValues(for: \.shadowColor, of: layer, [.selected: .systemBlue, .normal: .black])
    setValues(for: \.shadowOpacity, of: layer, [.disabled: 0, .selected: 0.3, .normal: 0.1])
    setValues(
      for: \.backgroundColor,
      [
        .disabled: .secondarySystemBackground, Self.loading: .systemBackground, .highlighted: .systemGray5,
        .normal: .systemBackground,
      ])
    setValues(for: \.alpha, [.disabled: 0.4, Self.unavailable: 0.6])
  }
}
