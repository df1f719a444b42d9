#if !QUICKCONTROL_UIKIT
  // An app's own test of its own control, as an app writes it: public API only (no @testable),
  // on Linux or macOS, with the headless base's layer, colours and settable traits.
  import QuickControl
  import Testing

  /// The app's plan card: a border per state, dark mode and Increase Contrast included.
  @MainActor
  private final class PlanCard: QUIckControl {
    static let recommended = declareState("recommended")
    var isRecommended = false { didSet { applyCurrentState() } }

    static let blue = UIColor(
      light: UIColor(name: "blue"), dark: UIColor(name: "light blue"),
      increasedContrastLight: UIColor(name: "navy"))
    static let grey = UIColor(
      light: UIColor(name: "grey"), dark: UIColor(name: "dark grey"))

    override func setUp() {
      register(Self.recommended, while: \.isRecommended)
      accessibilityTraits = .button
      setValues(for: \.borderColor, of: layer) {
        (.selected, Self.blue)
        (.always, Self.grey)
      }
      setValues(for: \.borderWidth, of: layer) {
        (.disabled, 1)
        ([.selected, Self.recommended], 3)
        (.selected, 2)
        (.always, 1)
      }
      setValue(0.4, for: \.alpha, when: .containing(.disabled))
    }
  }

  @MainActor
  @Suite("An app tests its own styled control through public API")
  struct AppSideStylingTests {
    @Test func theSelectedBorderFollowsDarkModeAndIncreaseContrast() {
      let card = PlanCard()
      #expect(card.layer.borderColor?.name == "grey")
      card.isSelected = true
      #expect(card.layer.borderColor?.name == "blue")
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(card.layer.borderColor?.name == "light blue")
      card.isSelected = false
      #expect(card.layer.borderColor?.name == "dark grey")
      card.traitCollection = UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
      card.isSelected = true
      #expect(card.layer.borderColor?.name == "navy")
    }

    @Test func widthAlphaAndTraitsFollowTheState() {
      let card = PlanCard()
      card.isSelected = true
      card.isRecommended = true
      #expect(card.layer.borderWidth == 3)
      #expect(card.accessibilityTraits == [.button, .selected])
      card.isEnabled = false
      #expect(card.layer.borderWidth == 1)
      #expect(card.alpha == 0.4)
      #expect(card.accessibilityTraits.contains(.notEnabled))
    }

    @Test func aShadowOnlyShownWhileSelectedIsBlackAsOnADevice() {
      // The app sets the opacity alone; the colour is the layer's own default, as CALayer's.
      let card = PlanCard()
      card.setValue(0.3, for: \.shadowOpacity, of: card.layer, when: .containing(.selected))
      #expect(card.layer.shadowOpacity == 0)
      card.isSelected = true
      #expect(card.layer.shadowOpacity == 0.3)
      #expect(card.layer.shadowColor?.name == "black")
    }

    @Test func aTapSelectsThroughTheAppsOwnAction() {
      let card = PlanCard()
      card.addAction(UIAction { [unowned card] _ in card.isSelected.toggle() }, for: .touchUpInside)
      card.simulateTouch()
      #expect(card.isSelected)
      #expect(card.layer.borderWidth == 2)
    }

    @Test func aTapAnimatesTheSelectionAndNotThePress() {
      let card = PlanCard()
      card.addAction(UIAction { [unowned card] _ in card.isSelected.toggle() }, for: .touchUpInside)
      card.stateChangeAnimationDuration = 0.2
      card.simulateTouch()  // pressed and released at once, then selected with an animation
      #expect(card.animatedStateChangeDurations == [0.2])
      card.isEnabled = false
      #expect(card.animatedStateChangeDurations == [0.2, 0.2])
      card.statesChangingWithoutAnimation = [.highlighted, .disabled]
      card.isEnabled = true
      #expect(card.animatedStateChangeDurations == [0.2, 0.2], "enabling snaps now")
    }
  }
#endif
