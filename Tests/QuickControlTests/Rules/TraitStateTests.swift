#if !QUICKCONTROL_UIKIT
  import QuickControl
  import TestSupport
  import Testing

  /// A card whose border is thicker in Increase Contrast and whose shadow goes in the dark.
  @MainActor
  private final class ContrastCard: QUIckControl {
    override func setUp() {
      setValues(for: \.borderWidth, of: layer) {
        ([.selected, .increasedContrast], 4)
        (.selected, 2)
        (.increasedContrast, 2)
        (.always, 1)
      }
      setValues(for: \.shadowOpacity, of: layer) {
        (.darkAppearance, 0)
        (.always, 0.2)
      }
    }
  }

  /// A form object: a host, but not a view, so it has no traits.
  @MainActor
  private final class ThemedForm: ControlStateHost {
    let stateEngine = StateEngine()
  }

  @MainActor
  @Suite("Trait states: dark, increased contrast and larger text as conditions")
  struct TraitStateTests {
    @Test func aTraitConditionAppliesWhenTheTraitsChange() {
      let card = ContrastCard()
      card.isSelected = true
      #expect(card.layer.borderWidth == 2)
      #expect(card.layer.shadowOpacity == 0.2)
      card.traitCollection = UITraitCollection(accessibilityContrast: .high)
      #expect(card.layer.borderWidth == 4)
      card.isSelected = false
      #expect(card.layer.borderWidth == 2)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(card.layer.borderWidth == 1)
      #expect(card.layer.shadowOpacity == 0)
      #expect(card.state == .darkAppearance)
    }

    @Test func aPredicateReadingATraitStateMatchesWithNoOtherTraitCondition() {
      // Before: the host added its trait states only once a condition named one by its bits, so
      // a predicate alone never saw them.
      let card = QUIckControl()
      card.setValue(0.5, for: \.alpha, when: .matching(priority: 600) { $0.contains(.darkAppearance) })
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(card.alpha == 0.5)
      #expect(card.state.contains(.darkAppearance))
      card.traitCollection = UITraitCollection()
      #expect(card.alpha == 1)
    }

    @Test func theLargerTextSizesAreOneState() {
      let card = QUIckControl()
      card.setValue(true, for: \.isHidden, when: .containing(.accessibilityContentSize))
      card.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
      #expect(!card.isHidden)
      card.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
      #expect(card.isHidden)
      card.traitCollection = UITraitCollection()
      #expect(!card.isHidden)
    }

    @Test func mergedTraitsWithALaterDefaultTextSizeLeaveTheAccessibilitySizeState() {
      // As on a device: a later `.large` overrides, a later unspecified size does not.
      let card = QUIckControl()
      card.setValue(true, for: \.isHidden, when: .containing(.accessibilityContentSize))
      let accessibility = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
      card.traitCollection = UITraitCollection(traitsFrom: [accessibility, UITraitCollection()])
      #expect(card.state.contains(.accessibilityContentSize) && card.isHidden)
      card.traitCollection = UITraitCollection(
        traitsFrom: [accessibility, UITraitCollection(preferredContentSizeCategory: .large)])
      #expect(!card.state.contains(.accessibilityContentSize) && !card.isHidden)
    }

    @Test func exactlyIgnoresTheTraitsItDoesNotName() {
      let card = ContrastCard()
      card.setValue(0.5, for: \.alpha, when: .exactly(.selected))
      card.setValue(0.7, for: \.alpha, when: .exactly([.selected, .darkAppearance]))
      card.isSelected = true
      #expect(card.alpha == 0.5)
      card.traitCollection = UITraitCollection(accessibilityContrast: .high)
      #expect(card.alpha == 0.5)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(card.alpha == 0.7)
    }

    @Test func aHostWithoutTraitConditionsLeavesTraitsOutOfItsState() {
      let control = QUIckControl()
      control.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      control.isSelected = true
      #expect(control.state == .selected)
    }

    @Test func subscribersHearOfTheDarkAppearance() {
      let card = ContrastCard()
      var darkened = 0
      card.subscribe(to: .containing(.darkAppearance)) { _ in darkened += 1 }
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .light)
      card.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(darkened == 2)
    }

    #if DEBUG  // the report is a debug build's
      @Test func aTraitConditionOnAHostThatNeverComputesTraitsIsReported() {
        let form = ThemedForm()
        var reports: [String] = []
        form.stateEngine.diagnosticHandler = { reports.append($0.message) }
        let label = Label()
        form.setValue("night", for: \.text, of: label, when: .containing(.darkAppearance))
        form.subscribe(to: .containing(.increasedContrast)) { _ in }
        #expect(reports.count == 2)
        #expect(reports.first?.contains("ThemedForm does not compute trait states") == true)
        #expect(reports.first?.contains("containing(darkAppearance) never matches") == true)

        let card = ContrastCard()
        var cardReports = 0
        card.stateEngine.diagnosticHandler = { _ in cardReports += 1 }
        card.setValue(0.5, for: \.alpha, when: .containing(.darkAppearance))
        #expect(cardReports == 0)
      }
    #endif

    @Test func theStateDescriptionNamesTraitStates() {
      #expect(
        StateCondition.containing([.selected, .darkAppearance]).description
          == "containing(selected, darkAppearance) priority 999")
    }
  }
#endif
