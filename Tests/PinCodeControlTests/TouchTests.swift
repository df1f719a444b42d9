// The headless base's model of a tap (`simulateTouch`); on UIKit, UIKit's tracking
// sends the touch events. Compiled where the headless base is (Linux, macOS), not in
// the iOS simulator tests.
#if !QUICKCONTROL_UIKIT
  import PinCodeControl
  import QuickControl
  import Testing

  /// The control's own touch events, which UIKit sends for touches on the transparent
  /// input field (the control takes them while the field is not editing).
  @MainActor
  @Suite("Touches: the control sends its touch events and a tap starts editing")
  struct TouchTests {
    @Test func aTapSendsTheTouchEventsAndStartsEditing() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let log = EventLog(pin)
      pin.simulateTouch()
      // The control's own .touchUpInside action was added first: it focuses the control
      // and sends .primaryActionTriggered before the app's .touchUpInside actions run.
      #expect(log.names == ["touchDown", "editingDidBegin", "primaryActionTriggered", "touchUpInside"])
      #expect(pin.isEditing)
      #expect(pin.isFirstResponder)
    }

    @Test func subscriptionsOnTouchEventsFire() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      var taps = 0
      var primaryActions = 0
      pin.subscribe(to: .touchUpInside) { pin in
        #expect(pin.isEditing, "a tap's handlers see the control editing")
        taps += 1
      }
      pin.subscribe(to: .primaryActionTriggered) { _ in primaryActions += 1 }
      pin.simulateTouch()
      pin.simulateTouch()
      #expect(taps == 2)
      #expect(primaryActions == 2)
    }

    @Test func aTapWhileEditingDoesNotBeginEditingAgain() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.becomeFirstResponder()
      let log = EventLog(pin)
      pin.simulateTouch()
      #expect(log.names == ["touchDown", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aTouchThatEndsOutsideDoesNotStartEditing() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let log = EventLog(pin)
      pin.simulateTouch(endingInside: false)
      #expect(log.names == ["touchDown", "touchUpOutside"])
      #expect(!pin.isEditing)
    }

    @Test func aDisabledControlSendsNoTouchEvents() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.isEnabled = false
      let log = EventLog(pin)
      pin.simulateTouch()
      #expect(log.names.isEmpty)
      #expect(!pin.isEditing)
    }
  }
#endif
