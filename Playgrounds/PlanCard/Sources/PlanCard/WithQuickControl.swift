import QuickControl

#if QUICKCONTROL_UIKIT
  @preconcurrency import UIKit
#endif

/// The plan card with QuickControl: each property is the designer's table, first match wins.
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
    setValue(for: \.text, of: views.title, when: .always) { $0.plan.name }
    setValue(for: \.attributedText, of: views.price, when: .always) {
      $0.plan.priceText(struckThrough: $0.isUnavailable)
    }
    setValue(for: \.accessibilityLabel, when: .always) { $0.plan.spokenDescription }
    setValues(for: \.textColor, of: views.title) {
      (Self.unavailable, .secondaryLabel)
      (.always, .label)
    }
    setValues(for: \.isHidden, of: views.badge) {
      (Self.unavailable, true)
      (Self.recommended, false)
      (.always, true)
    }
    setValues(for: \.isHidden, of: views.checkmark) {
      (Self.loading, true)
      (.selected, false)
      (.always, true)
    }
    setValues(for: \.isSpinning, of: views.spinner) {
      (.disabled, false)
      (Self.loading, true)
      (.always, false)
    }
    setValues(for: \.borderColor, of: layer) {
      (.disabled, .separator)
      ([.selected, Self.recommended], .systemOrange)
      (.selected, .systemBlue)
      (.always, .separator)
    }
    setValues(for: \.borderWidth, of: layer) {
      (.disabled, 1)
      ([.selected, Self.recommended], 3)
      (.selected, 2)
      (.always, 1)
    }
    setValues(for: \.backgroundColor) {
      (.disabled, .secondarySystemBackground)
      (Self.loading, .systemBackground)
      (.highlighted, .systemGray5)
      (.always, .systemBackground)
    }
    setValues(for: \.shadowColor, of: layer) {
      (.selected, .systemBlue)
      (.always, .black)
    }
    setValues(for: \.shadowOpacity, of: layer) {
      (.disabled, 0)
      (.selected, 0.3)
      (.always, 0.1)
    }
    setValues(for: \.alpha) {
      (.disabled, 0.4)
      (Self.unavailable, 0.6)
    }
  }
}

extension UIActivityIndicatorView {
  /// Whether the spinner turns, as a property a rule can set (`isAnimating` is read-only).
  var isSpinning: Bool {
    get { isAnimating }
    set { newValue ? startAnimating() : stopAnimating() }
  }
}
