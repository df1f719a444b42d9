// The test double's model of a tap and of announcements; on a device, UIKit provides them.
// Compiled where the test double is (Linux, macOS), not in the iOS simulator tests.
#if !QUICKCONTROL_UIKIT
  import HeadlessUIKit
  import Testing

  /// The headless base's model of a tap and of VoiceOver's announcements and activation,
  /// which UIKit provides on a device.
  @MainActor
  @Suite("Headless base: a simulated tap, recorded announcements, activation")
  struct UIControlTouchTests {
    @Test func aTapSendsTouchDownThenTouchUpInsideHighlightedMeanwhile() {
      let control = UIControl()
      var seen: [(UIControl.Event, Bool)] = []
      control.addAction(
        UIAction { [unowned control] _ in seen.append((.touchDown, control.isHighlighted)) }, for: .touchDown)
      control.addAction(
        UIAction { [unowned control] _ in seen.append((.touchUpInside, control.isHighlighted)) },
        for: .touchUpInside)
      control.simulateTouch()
      #expect(seen.map(\.0) == [.touchDown, .touchUpInside])
      #expect(seen.map(\.1) == [true, false], "highlighted while the finger is down")
    }

    @Test func aTouchEndingOutsideSendsTouchUpOutside() {
      let control = UIControl()
      var events: [UIControl.Event] = []
      control.addAction(
        UIAction { _ in events.append(.touchUpOutside) }, for: [.touchUpInside, .touchUpOutside])
      control.simulateTouch(endingInside: false)
      #expect(events == [.touchUpOutside])
    }

    @Test func aDisabledControlGetsNoTouches() {
      let control = UIControl()
      control.isEnabled = false
      var sent = 0
      control.addAction(UIAction { _ in sent += 1 }, for: [.touchDown, .touchUpInside])
      control.simulateTouch()
      #expect(sent == 0)
    }

    /// What UIKit's hit-testing passes over: a tap there reaches no control.
    enum Untappable: CaseIterable, CustomTestStringConvertible {
      case hidden, notInteractive, transparent

      var testDescription: String {
        switch self {
        case .hidden: "isHidden"
        case .notInteractive: "isUserInteractionEnabled == false"
        case .transparent: "alpha < 0.01"
        }
      }

      @MainActor func apply(to control: UIControl) {
        switch self {
        case .hidden: control.isHidden = true
        case .notInteractive: control.isUserInteractionEnabled = false
        case .transparent: control.alpha = 0.009
        }
      }
    }

    @Test(arguments: Untappable.allCases)
    func aControlThatHitTestingPassesOverIsNotTappable(_ untappable: Untappable) {
      let control = UIControl()
      untappable.apply(to: control)
      var sent = 0
      var highlighted = false
      control.addAction(UIAction { _ in sent += 1 }, for: [.touchDown, .touchUpInside, .touchUpOutside])
      control.addAction(
        UIAction { [unowned control] _ in highlighted = highlighted || control.isHighlighted },
        for: .allEvents)
      control.simulateTouch()
      control.simulateTouch(endingInside: false)
      #expect(sent == 0, "no touch event")
      #expect(!highlighted, "never highlighted")
    }

    @Test func aFaintButVisibleControlIsTappable() {
      let control = UIControl()
      control.alpha = 0.01  // UIKit's threshold: from 0.01 on, a view takes touches
      var taps = 0
      control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      control.simulateTouch()
      #expect(taps == 1)
    }

    @Test func announcementsAreRecordedInOrderAndActivationDoesNothingByDefault() {
      let control = UIControl()
      control.postAccessibilityAnnouncement("one")
      control.postAccessibilityAnnouncement("two")
      #expect(control.accessibilityAnnouncements == ["one", "two"])
      #expect(!control.accessibilityActivate())
    }
  }
#endif
