import Testing

@testable import QuickControl

/// A card whose selection is the app's own state, computed into UIKit's selected bit.
@MainActor
private final class ChoiceCard: QUIckControl {
  var isChosen = false { didSet { applyCurrentState() } }

  override func setUp() {
    register(ControlState.selected, while: \.isChosen)
  }
}

/// A control whose app decides the traits itself.
@MainActor
private final class OwnTraitsControl: QUIckControl {
  override var accessibilityTraits: UIAccessibilityTraits {
    get { .button }
    set {}
  }
}

@MainActor
@Suite("Accessibility traits follow the state, as a UIButton's do")
struct AccessibilityTraitsTests {
  @Test func selectedAndNotEnabledFollowTheState() {
    let control = QUIckControl()
    #expect(!control.accessibilityTraits.contains(.selected))
    #expect(!control.accessibilityTraits.contains(.notEnabled))
    control.isSelected = true
    #expect(control.accessibilityTraits.contains(.selected))
    control.isEnabled = false
    #expect(control.accessibilityTraits.contains(.notEnabled))
    control.isSelected = false
    control.isEnabled = true
    #expect(!control.accessibilityTraits.contains(.selected))
    #expect(!control.accessibilityTraits.contains(.notEnabled))
  }

  @Test func theAppsOwnTraitsAreKeptAndExtended() {
    let control = QUIckControl()
    control.accessibilityTraits = .button
    control.isSelected = true
    #expect(control.accessibilityTraits == [.button, .selected])
    control.isSelected = false
    #expect(control.accessibilityTraits == .button)
  }

  @Test func aRegisteredStateCountsToo() {
    let card = ChoiceCard()
    card.isChosen = true
    #expect(card.accessibilityTraits.contains(.selected), "the registered state computes the selected bit")
  }

  @Test func aSubclassThatOverridesTheTraitsTakesOver() {
    let control = OwnTraitsControl()
    control.isEnabled = false
    control.isSelected = true
    #expect(control.accessibilityTraits == .button)
  }
}
