// The headless base's model of a tap and of announcements; on UIKit, UIKit provides
// them on a device. Compiled where the headless base is (Linux, macOS), not in the iOS
// simulator tests.
#if !QUICKCONTROL_UIKIT
  import QuickControl
  import Testing

  /// The headless base's model of a tap and of VoiceOver's announcements and activation,
  /// which UIKit provides on a device.
  @MainActor
  @Suite("Headless base: a simulated tap, recorded announcements, activation")
  struct HeadlessTouchAndAccessibilityTests {
    @Test func aTapSendsTouchDownThenTouchUpInsideHighlightedMeanwhile() {
      let control = QUIckControl()
      var seen: [(ControlEvents, Bool)] = []
      control.subscribe(to: [.touchDown, .touchUpInside, .touchUpOutside]) { _ in }
      control.addAction(for: .touchDown) { seen.append((.touchDown, $0.isHighlighted)) }
      control.addAction(for: .touchUpInside) { seen.append((.touchUpInside, $0.isHighlighted)) }
      control.simulateTouch()
      #expect(seen.map(\.0) == [.touchDown, .touchUpInside])
      #expect(seen.map(\.1) == [true, false], "highlighted while the finger is down")
    }

    @Test func aTouchEndingOutsideSendsTouchUpOutside() {
      let control = QUIckControl()
      var events: [ControlEvents] = []
      control.addAction(for: [.touchUpInside, .touchUpOutside]) { _ in events.append(.touchUpOutside) }
      control.simulateTouch(endingInside: false)
      #expect(events == [.touchUpOutside])
    }

    @Test func aDisabledControlGetsNoTouches() {
      let control = QUIckControl()
      control.isEnabled = false
      var sent = 0
      control.addAction(for: [.touchDown, .touchUpInside]) { _ in sent += 1 }
      control.simulateTouch()
      #expect(sent == 0)
    }

    @Test func announcementsAreRecordedInOrderAndActivationDoesNothingByDefault() {
      let control = QUIckControl()
      control.postAccessibilityAnnouncement("one")
      control.postAccessibilityAnnouncement("two")
      #expect(control.accessibilityAnnouncements == ["one", "two"])
      #expect(!control.accessibilityActivate())
    }
  }
#endif
