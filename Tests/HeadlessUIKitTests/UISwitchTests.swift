#if !QUICKCONTROL_UIKIT
  import HeadlessUIKit
  import Testing

  /// The test double's switch: code sets it silently, the user's toggle sends `.valueChanged`.
  @MainActor
  @Suite("UISwitch: isOn, setOn(_:animated:) and the user's toggle as UIKit's")
  struct UISwitchTests {
    @Test func settingTheValueInCodeSendsNoEvent() {
      let toggle = UISwitch()
      var sent = 0
      toggle.addAction(UIAction { _ in sent += 1 }, for: .allEvents)
      #expect(!toggle.isOn)
      toggle.setOn(true, animated: true)
      #expect(toggle.isOn)
      toggle.isOn = false
      #expect(sent == 0)
    }

    @Test func theUsersToggleFlipsTheValueAndSendsValueChanged() {
      let toggle = UISwitch()
      var seen: [Bool] = []
      toggle.addAction(UIAction { [unowned toggle] _ in seen.append(toggle.isOn) }, for: .valueChanged)
      toggle.simulateToggle()
      toggle.simulateTouch()
      #expect(seen == [true, false])
    }

    @Test func aSwitchThatTakesNoTouchesDoesNotChange() {
      let toggle = UISwitch()
      var sent = 0
      toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
      toggle.isEnabled = false
      toggle.simulateToggle()
      toggle.isEnabled = true
      toggle.isHidden = true
      toggle.simulateToggle()
      toggle.isHidden = false
      toggle.simulateTouch(endingInside: false)
      #expect(!toggle.isOn)
      #expect(sent == 0)
    }
  }
#endif
