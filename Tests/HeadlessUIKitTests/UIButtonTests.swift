#if !QUICKCONTROL_UIKIT
  import HeadlessUIKit
  import Testing

  /// The test double's button: a tap sends `.touchUpInside`, then `.primaryActionTriggered`.
  @MainActor
  @Suite("UIButton: a tap's events, the primary action and titles per state as UIKit's")
  struct UIButtonTests {
    @Test func aTapSendsTouchUpInsideThenThePrimaryAction() {
      var events: [String] = []
      let button = UIButton(primaryAction: UIAction(title: "Apply") { _ in events.append("primary") })
      button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
      button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
      button.simulateTouch()
      #expect(events == ["down", "up", "primary"])
      #expect(button.buttonType == .system)
    }

    @Test func aTouchEndingOutsideOrADisabledButtonTriggersNothing() {
      let button = UIButton(type: .custom)
      var triggered = 0
      button.addAction(UIAction { _ in triggered += 1 }, for: .primaryActionTriggered)
      button.simulateTouch(endingInside: false)
      button.isEnabled = false
      button.simulateTouch()
      #expect(triggered == 0)
    }

    @Test func thePrimaryActionsTitleIsTheNormalTitleAndOtherStatesFallBackToIt() {
      let button = UIButton(primaryAction: UIAction(title: "Send") { _ in })
      #expect(button.title(for: .normal) == "Send")
      button.setTitle("Sending…", for: .disabled)
      #expect(button.title(for: .highlighted) == "Send")
      #expect(button.currentTitle == "Send")
      button.isEnabled = false
      #expect(button.currentTitle == "Sending…")
      button.setTitle(nil, for: .disabled)
      #expect(button.currentTitle == "Send")
    }

    @Test func aButtonWithoutAPrimaryActionHasNoTitle() {
      let button = UIButton(type: .system)
      #expect(button.currentTitle == nil)
      #expect(button.allControlEvents.isEmpty)
    }
  }
#endif
