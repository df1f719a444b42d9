import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlanCard

/// What both cards have in common: the states and data a test drives.
@MainActor
private protocol PlanCardUnderTest: UIControl {
  var views: PlanCardViews { get }
  var plan: Plan { get set }
  var isRecommended: Bool { get set }
  var isLoading: Bool { get set }
  var isUnavailable: Bool { get set }
}

extension PlanCardWithQuickControl: PlanCardUnderTest {}
extension HandWrittenPlanCard: PlanCardUnderTest {}

/// Everything a user sees of a plan card (and hears, with VoiceOver), whichever way it is written.
private struct Shown: Equatable, CustomStringConvertible {
  var title: String?
  var titleColor: UIColor?
  var price: String?
  var priceStruckThrough: Bool
  var badgeHidden: Bool
  var checkmarkHidden: Bool
  var spinning: Bool
  /// The border's colour as drawn: resolved for the card's traits.
  var borderColor: String?
  var borderWidth: CGFloat
  var background: UIColor?
  var shadowColor: String?
  var shadowOpacity: Float
  var alpha: CGFloat
  var accessibilityLabel: String?
  var accessibilityTraits: UIAccessibilityTraits

  @MainActor init(_ card: some PlanCardUnderTest) {
    let views = card.views
    title = views.title.text
    titleColor = views.title.textColor
    price = views.price.attributedText?.string
    priceStruckThrough =
      views.price.attributedText.map { text in
        text.length > 0 && (text.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int ?? 0) != 0
      } ?? false
    badgeHidden = views.badge.isHidden
    checkmarkHidden = views.checkmark.isHidden
    spinning = views.spinner.isAnimating
    borderColor = card.layer.borderColor?.name
    borderWidth = card.layer.borderWidth
    background = card.backgroundColor
    shadowColor = card.layer.shadowColor?.name
    shadowOpacity = card.layer.shadowOpacity
    alpha = card.alpha
    accessibilityLabel = card.accessibilityLabel
    accessibilityTraits = card.accessibilityTraits
  }

  var description: String {
    """
    title \(title ?? "nil") in \(titleColor?.name ?? "nil"), price \(price ?? "nil")\
    \(priceStruckThrough ? " struck through" : ""), badge \(badgeHidden ? "hidden" : "shown"), \
    checkmark \(checkmarkHidden ? "hidden" : "shown"), spinner \(spinning ? "turning" : "stopped"), \
    border \(borderColor ?? "nil") \(borderWidth), background \(background?.name ?? "nil"), \
    shadow \(shadowColor ?? "nil") \(shadowOpacity), alpha \(alpha), \
    label \(accessibilityLabel ?? "nil"), traits \(accessibilityTraits.rawValue)
    """
  }
}

@MainActor
struct PlanCardTests {
  /// Both cards, each set up by `change` the same way; then what each shows.
  private func both(_ change: (any PlanCardUnderTest) -> Void) -> [Shown] {
    let cards: [any PlanCardUnderTest] = [PlanCardWithQuickControl(), HandWrittenPlanCard()]
    for card in cards { change(card) }
    return cards.map { Shown($0) }
  }

  @Test func theRestingCardShowsThePlan() {
    for shown in both({ _ in }) {
      #expect(shown.title == "Pro")
      #expect(shown.titleColor == .label)
      #expect(shown.price == "$9.99 a month")
      #expect(!shown.priceStruckThrough)
      #expect(shown.badgeHidden && shown.checkmarkHidden && !shown.spinning)
      #expect(shown.borderColor == "separator")
      #expect(shown.borderWidth == 1)
      #expect(shown.background == .systemBackground)
      #expect(shown.shadowColor == UIColor.black.name)
      #expect(shown.shadowOpacity == 0.1)
      #expect(shown.alpha == 1)
      #expect(shown.accessibilityLabel == "Pro, $9.99 a month")
      #expect(shown.accessibilityTraits == .button)
    }
  }

  @Test func disabledOverridesEverything() {
    let shownByBoth = both { card in
      card.isSelected = true
      card.isRecommended = true
      card.isLoading = true
      card.isHighlighted = true
      card.isEnabled = false
    }
    for shown in shownByBoth {
      #expect(shown.borderColor == "separator")
      #expect(shown.borderWidth == 1)
      #expect(shown.background == .secondarySystemBackground)
      #expect(shown.shadowOpacity == 0)
      #expect(!shown.spinning)
      #expect(shown.alpha == 0.4)
      #expect(shown.accessibilityTraits == [.button, .selected, .notEnabled])
    }
  }

  @Test func loadingOverridesHighlight() {
    let highlighted = both { $0.isHighlighted = true }
    let loading = both { card in
      card.isHighlighted = true
      card.isSelected = true
      card.isLoading = true
    }
    for shown in highlighted {
      #expect(shown.background == .systemGray5)
    }
    for shown in loading {
      #expect(shown.background == .systemBackground)
      #expect(shown.spinning)
      // The spinner takes the checkmark's place.
      #expect(shown.checkmarkHidden)
    }
  }

  @Test func selectedAndRecommendedHasItsOwnBorder() {
    let selected = both { $0.isSelected = true }
    let recommended = both { $0.isRecommended = true }
    let selectedAndRecommended = both { card in
      card.isSelected = true
      card.isRecommended = true
    }
    for shown in selected {
      #expect(shown.borderColor == "systemBlue")
      #expect(shown.borderWidth == 2)
      #expect(!shown.checkmarkHidden)
      #expect(shown.shadowColor == "systemBlue")
      #expect(shown.shadowOpacity == 0.3)
    }
    for shown in recommended {
      #expect(shown.borderColor == "separator")
      #expect(shown.borderWidth == 1)
      #expect(!shown.badgeHidden)
    }
    for shown in selectedAndRecommended {
      #expect(shown.borderColor == "systemOrange")
      #expect(shown.borderWidth == 3)
    }
  }

  @Test func layerColoursFollowDarkModeAndIncreaseContrast() {
    let cards: [any PlanCardUnderTest] = [PlanCardWithQuickControl(), HandWrittenPlanCard()]
    for card in cards {
      card.isSelected = true
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let darkHighContrast = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
      card.traitCollection = dark
      #expect(card.layer.borderColor == UIColor.systemBlue.resolvedColor(with: dark).cgColor)
      #expect(card.layer.shadowColor == UIColor.systemBlue.resolvedColor(with: dark).cgColor)
      #expect(card.layer.borderColor != UIColor.systemBlue.cgColor, "not the light variant")
      card.traitCollection = darkHighContrast
      #expect(card.layer.borderColor == UIColor.systemBlue.resolvedColor(with: darkHighContrast).cgColor)
      card.isSelected = false
      #expect(card.layer.borderColor == UIColor.separator.resolvedColor(with: darkHighContrast).cgColor)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .light)
      #expect(card.layer.borderColor == UIColor.separator.cgColor)
      #expect(card.layer.shadowColor == UIColor.black.cgColor)
    }
  }

  @Test func thePriceAndTheSpokenLabelFollowThePlan() {
    let cards: [any PlanCardUnderTest] = [PlanCardWithQuickControl(), HandWrittenPlanCard()]
    for card in cards {
      card.isUnavailable = true
      #expect(Shown(card).priceStruckThrough)
      #expect(Shown(card).titleColor == .secondaryLabel)
      #expect(Shown(card).alpha == 0.6)
      card.plan = Plan(name: "Family", price: "$14.99 a month")
      #expect(Shown(card).title == "Family")
      #expect(Shown(card).price == "$14.99 a month")
      #expect(Shown(card).priceStruckThrough)
      #expect(card.accessibilityLabel == "Family, $14.99 a month")
      card.isUnavailable = false
      #expect(!Shown(card).priceStruckThrough)
      // Unavailable hides the badge of a recommended plan.
      card.isRecommended = true
      #expect(!Shown(card).badgeHidden)
      card.isUnavailable = true
      #expect(Shown(card).badgeHidden)
    }
  }

  /// Random touches, states, data and appearance: both cards show the same after every step.
  @Test(arguments: [
    0x504C_414E, 0xCA4D_2026, 0x0BE5_7A1E, 0x5E1E_C7ED, 0x10AD_1A6E, 0xDA4C_0DE5, 0x0000_0001, 0x7FFF_FFFF,
  ])
  func bothCardsAgreeUnderRandomSequences(seed: UInt64) {
    let library = PlanCardWithQuickControl()
    let handWritten = HandWrittenPlanCard()
    var random = SeededGenerator(seed: seed)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let names = ["Pro", "Family", "Student", "Lifetime"]
    let prices = ["$9.99 a month", "$14.99 a month", "$4.99 a month", "$199"]
    let styles: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
    var steps: [String] = []
    for step in 0..<300 {
      let change = next(11)
      let (name, price, style) = (
        names[next(names.count)], prices[next(prices.count)], styles[next(styles.count)]
      )
      for card in [library, handWritten] as [any PlanCardUnderTest] {
        switch change {
        case 0: card.isHighlighted = true  // a finger down
        case 1: card.isHighlighted = false  // and up
        case 2: card.isSelected.toggle()
        case 3: card.isEnabled.toggle()
        case 4: card.isRecommended.toggle()
        case 5: card.isLoading.toggle()
        case 6: card.isUnavailable.toggle()
        case 7: card.plan.price = price
        case 8: card.plan.name = name
        case 9: card.traitCollection.userInterfaceStyle = style
        default:
          card.traitCollection.accessibilityContrast =
            card.traitCollection.accessibilityContrast == .high ? .normal : .high
        }
      }
      steps.append("\(change)")
      #expect(
        Shown(library) == Shown(handWritten),
        "seed \(seed), step \(step), changes \(steps.suffix(12).joined(separator: " "))")
    }
  }
}
