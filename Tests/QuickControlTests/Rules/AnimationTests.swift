import Testing

@testable import QuickControl

/// A target that records whether each write happened inside an animation.
@MainActor
private final class AnimatedLabel {
  static var isInsideAnimation = false
  var writesInsideAnimation: [String] = []
  var text = "" { didSet { writesInsideAnimation.append(Self.isInsideAnimation ? "animated" : "at once") } }
}

/// A field with a state of its own, shown as the user types.
@MainActor
private final class CheckedField: QUIckControl {
  static let invalid = declareState("invalid")
  var isInvalid = false { didSet { applyCurrentState() } }
  override func setUp() { register(Self.invalid, while: \.isInvalid) }
}

@MainActor
@Suite("Animating state changes: stateChangeAnimationDuration", .serialized)
struct AnimationTests {
  /// Runs `body` with the headless engine's animations observed; returns their durations.
  private func observingAnimations(_ body: () async -> Void) async -> [Double] {
    var durations: [Double] = []
    StateEngine.animationObserver = { duration, writes in
      durations.append(duration)
      AnimatedLabel.isInsideAnimation = true
      writes()
      AnimatedLabel.isInsideAnimation = false
    }
    defer { StateEngine.animationObserver = nil }
    await body()
    return durations
  }

  @Test func aStateChangeWritesItsValuesInsideOneAnimation() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("selected", for: \.text, of: label, when: .containing(.selected))
    control.stateChangeAnimationDuration = 0.25
    let durations = await observingAnimations {
      control.isSelected = true
      control.isSelected = false
    }
    #expect(durations == [0.25, 0.25])
    // Selected, then back to its own value: both writes inside the animations.
    #expect(label.writesInsideAnimation == ["animated", "animated"])
    #expect(label.text == "")
  }

  @Test func noDurationNoAnimation() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("selected", for: \.text, of: label, when: .containing(.selected))
    let durations = await observingAnimations { control.isSelected = true }
    #expect(durations.isEmpty)
    #expect(label.text == "selected")
  }

  @Test func aValueStoredAgainWithoutAStateChangeIsNotAnimated() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.stateChangeAnimationDuration = 0.25
    let durations = await observingAnimations {
      control.setValue("a", for: \.text, of: label, when: .always)
      control.setValue("b", for: \.text, of: label, when: .always)
    }
    #expect(durations.isEmpty)
    #expect(label.text == "b")
  }

  @Test func aTransitionAnimatesOnceAtItsCommit() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("both", for: \.text, of: label, when: .containing([.selected, .highlighted]))
    control.stateChangeAnimationDuration = 0.3
    let durations = await observingAnimations {
      control.performTransition {
        control.isSelected = true
        control.isHighlighted = true
      }
    }
    #expect(durations == [0.3])
    #expect(label.writesInsideAnimation.last == "animated")
  }

  @Test func aPressChangesAtOnceByDefaultWhileASelectionAnimates() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("pressed", for: \.text, of: label, when: .containing(.highlighted))
    control.setValue("selected", for: \.text, of: label, when: .containing(.selected))
    control.stateChangeAnimationDuration = 0.25
    #expect(control.statesChangingWithoutAnimation == .highlighted)
    let durations = await observingAnimations {
      control.isHighlighted = true
      control.isHighlighted = false
      control.isSelected = true
    }
    #expect(durations == [0.25])
    #expect(label.writesInsideAnimation == ["at once", "at once", "animated"])
    #expect(control.animatedStateChangeDurations == [0.25])
  }

  @Test func aChangeOfAStillStateAndAnotherAnimatesAllItsWrites() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("pressed", for: \.text, of: label, when: .containing(.highlighted))
    control.stateChangeAnimationDuration = 0.25
    let durations = await observingAnimations {
      control.performTransition {
        control.isHighlighted = true
        control.isSelected = true
      }
    }
    #expect(durations == [0.25])
    #expect(label.writesInsideAnimation == ["animated"])
  }

  @Test func emptyingStatesChangingWithoutAnimationAnimatesThePressToo() async {
    let control = QUIckControl()
    let label = AnimatedLabel()
    control.setValue("pressed", for: \.text, of: label, when: .containing(.highlighted))
    control.stateChangeAnimationDuration = 0.25
    control.statesChangingWithoutAnimation = []
    let durations = await observingAnimations { control.isHighlighted = true }
    #expect(durations == [0.25])
    #expect(label.writesInsideAnimation == ["animated"])
  }

  @Test func aDeclaredStateCanChangeWithoutAnimation() async {
    let field = CheckedField()
    let label = AnimatedLabel()
    field.setValue("error", for: \.text, of: label, when: .containing(CheckedField.invalid))
    field.stateChangeAnimationDuration = 0.25
    field.statesChangingWithoutAnimation = [.highlighted, CheckedField.invalid]
    let durations = await observingAnimations {
      field.isInvalid = true
      field.isSelected = true
    }
    #expect(durations == [0.25], "the error snaps, the selection animates")
    #expect(label.writesInsideAnimation == ["at once"])
  }

  @Test func aNegativeOrInfiniteDurationMeansAtOnce() {
    let control = QUIckControl()
    control.stateChangeAnimationDuration = -1
    #expect(control.stateChangeAnimationDuration == 0)
    control.stateChangeAnimationDuration = .infinity
    #expect(control.stateChangeAnimationDuration == 0)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anApplyByObservationTrackingIsAnimatedToo() async {
    // The app's `withAnimation`-style block has ended by the time observation applies: the
    // host's own duration animates it.
    let account = Account()
    let control = AccountControl(account: account)
    let label = AnimatedLabel()
    control.setValue("locked", for: \.text, of: label, when: .containing(AccountControl.locked))
    control.isObservationTrackingEnabled = true
    control.stateChangeAnimationDuration = 0.2
    let durations = await observingAnimations {
      account.isLocked = true
      await endTurn()
    }
    #expect(label.text == "locked")
    #expect(durations == [0.2])
    #expect(label.writesInsideAnimation == ["animated"])
  }

  #if !QUICKCONTROL_UIKIT
    @Test func aChangeOfTheTraitStatesAloneIsNotAnimated() async {
      // UIKit does not animate a trait change; before, a condition naming a trait state made
      // dark mode cross-fade.
      let control = QUIckControl()
      let label = AnimatedLabel()
      control.setValue("dark", for: \.text, of: label, when: .containing(.darkAppearance))
      control.setValue("selected", for: \.text, of: label, when: .containing(.selected, priority: 2000))
      control.stateChangeAnimationDuration = 0.25
      let durations = await observingAnimations {
        control.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        control.traitCollection = UITraitCollection(accessibilityContrast: .high)
      }
      #expect(durations.isEmpty)
      #expect(label.writesInsideAnimation == ["at once", "at once"])
      #expect(label.text == "")
      // A change of another state with it still animates.
      let more = await observingAnimations {
        control.performTransition {
          control.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
          control.isSelected = true
        }
      }
      #expect(more == [0.25])
      #expect(label.writesInsideAnimation.last == "animated")
    }
  #endif
}
