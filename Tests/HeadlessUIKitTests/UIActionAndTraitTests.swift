#if !QUICKCONTROL_UIKIT
  // An app's test written with UIKit's names only, as it reads on iOS: on Linux and macOS the names
  // are the test double's (HeadlessUIKit, re-exported by QuickControl). Public API only.
  import HeadlessUIKit
  import Testing

  @MainActor
  @Suite("UIAction, UIColor(dynamicProvider:), UITraitCollection")
  struct UIActionAndTraitTests {
    @Test func anActionAddedForTwoEventsAndRemovedForOneStillRunsForTheOther() {
      let control = UIControl()
      var runs: [String] = []
      let action = UIAction { _ in runs.append("ran") }
      control.addAction(action, for: .valueChanged)
      control.addAction(action, for: .editingChanged)
      control.sendActions(for: [.valueChanged, .editingChanged])
      #expect(runs.count == 1, "one action, one run per send, as UIKit")

      control.removeAction(action, for: .valueChanged)
      control.sendActions(for: .valueChanged)
      control.sendActions(for: .editingChanged)
      #expect(runs.count == 2)
      #expect(control.allControlEvents == .editingChanged)

      control.removeAction(action, for: .editingChanged)
      #expect(control.allControlEvents.isEmpty)
    }

    @Test func anActionSeesItsSender() {
      let control = UIControl()
      var sender: ObjectIdentifier?
      control.addAction(UIAction { sender = $0.sender.map(ObjectIdentifier.init) }, for: .touchUpInside)
      control.simulateTouch()
      #expect(sender == ObjectIdentifier(control))
    }

    @Test func aDynamicColourAnswersEachAppearanceAndContrast() {
      let colour = UIColor { traits in
        switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
        case (.dark, .high): UIColor(name: "white")
        case (.dark, _): UIColor(name: "light grey")
        case (_, .high): UIColor(name: "black")
        default: UIColor(name: "grey")
        }
      }
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let high = UITraitCollection(accessibilityContrast: .high)
      #expect(colour.resolvedColor(with: UITraitCollection()).name == "grey")
      #expect(colour.resolvedColor(with: dark).name == "light grey")
      #expect(colour.resolvedColor(with: high).name == "black")
      #expect(colour.resolvedColor(with: UITraitCollection(traitsFrom: [dark, high])).name == "white")
    }

    @Test func mergedTraitsKeepEverySpecifiedValueTheLaterWinning() {
      let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
        UITraitCollection(userInterfaceStyle: .light),
      ])
      #expect(merged.userInterfaceStyle == .light)
      #expect(merged.accessibilityContrast == .high)
    }

    @Test func aLaterDefaultTextSizeOverridesAnEarlierAccessibilitySize() {
      // `.large` is a size like any other, as on UIKit: only `.unspecified` is "not set".
      let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
        UITraitCollection(preferredContentSizeCategory: .large),
      ])
      #expect(merged.preferredContentSizeCategory == .large)
      #expect(!merged.preferredContentSizeCategory.isAccessibilityCategory)
      let control = UIControl()
      control.traitCollection = merged
      #expect(!control.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    }

    @Test func aLaterUnspecifiedTraitDoesNotOverrideAnEarlierOne() {
      let merged = UITraitCollection(traitsFrom: [
        UITraitCollection(
          userInterfaceStyle: .dark, accessibilityContrast: .high,
          preferredContentSizeCategory: .accessibilityMedium),
        UITraitCollection(),
        UITraitCollection(userInterfaceStyle: .unspecified),
      ])
      #expect(merged.preferredContentSizeCategory == .accessibilityMedium)
      #expect(merged.userInterfaceStyle == .dark)
      #expect(merged.accessibilityContrast == .high)
    }

    @Test func aCollectionMadeWithoutValuesHasEveryTraitUnspecified() {
      // As UIKit's `UITraitCollection()`; a view's own traits carry the default text size.
      let traits = UITraitCollection()
      #expect(traits.userInterfaceStyle == .unspecified)
      #expect(traits.accessibilityContrast == .unspecified)
      #expect(traits.preferredContentSizeCategory == .unspecified)
      #expect(UITraitCollection(traitsFrom: []) == traits)
      #expect(UIControl().traitCollection.preferredContentSizeCategory == .large)
      #expect(!UIContentSizeCategory.allCases.contains(.unspecified))
      #expect(UIContentSizeCategory.unspecified < .extraSmall)
      #expect(
        UIFont.preferredFont(forTextStyle: .body, compatibleWith: .unspecified).pointSize
          == UIFont.preferredFont(forTextStyle: .body, compatibleWith: .large).pointSize)
    }

    @Test func theSameActionAddedForAnotherEventKeepsRunningForTheFirst() {
      // UIKit: the same action object added for another event adds that event to it.
      let control = UIControl()
      var runs = 0
      let action = UIAction { _ in runs += 1 }
      control.addAction(action, for: .touchUpInside)
      control.addAction(action, for: .valueChanged)
      control.sendActions(for: .touchUpInside)
      #expect(runs == 1, "still runs for the event it was first added for")
      control.sendActions(for: .valueChanged)
      #expect(runs == 2)
    }
  }
#endif
