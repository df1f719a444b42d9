// The headless base's model of VoiceOver's announcements (`accessibilityAnnouncements`);
// on UIKit they are spoken, which needs a device. Compiled where the headless base is
// (Linux, macOS), not in the iOS simulator tests.
#if !QUICKCONTROL_UIKIT
  import PinCodeControl
  import QuickControl
  import Testing

  /// What VoiceOver presents and speaks: the hint of something to type into,
  /// activation that starts editing, and announcements of a completed code.
  @MainActor
  @Suite("VoiceOver: hint, activation, announcements")
  struct VoiceOverTests {
    @Test func theControlSaysHowToEnterTheCode() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      #expect(pin.accessibilityHint == "Double-tap to enter the code.")
    }

    @Test func activatingStartsEditing() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      let log = EventLog(pin)
      #expect(pin.accessibilityActivate())
      #expect(pin.isEditing)
      #expect(log.names == ["editingDidBegin", "primaryActionTriggered"])
      #expect(pin.accessibilityActivate(), "already editing: still handled")
    }

    @Test func activatingADisabledControlDoesNothing() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.isEnabled = false
      #expect(!pin.accessibilityActivate())
      #expect(!pin.isEditing)
    }

    @Test func completingAValidCodeIsAnnounced() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.insertText("13")
      #expect(pin.accessibilityAnnouncements.isEmpty, "typing is echoed by the keyboard, not announced")
      pin.insertText("57")
      #expect(pin.accessibilityAnnouncements == ["Code complete"])
    }

    @Test func completingAnInvalidCodeIsAnnouncedEachTime() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = .newPIN
      pin.insertText("1111")
      pin.deleteBackward()
      pin.insertText("1")
      #expect(pin.accessibilityAnnouncements == ["Invalid code", "Invalid code"])
    }

    @Test func aCodeSetInCodeIsNotAnnounced() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.code = "1357"
      pin.code = "1111"
      #expect(pin.accessibilityAnnouncements.isEmpty)
    }

    @Test func theAppCanRewordOrSilenceTheAnnouncement() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.purpose = .newPIN
      pin.completionAnnouncementFormatter = { _, isValid in isValid ? nil : "Wrong PIN" }
      pin.insertText("1357")
      pin.clear()
      pin.insertText("1111")
      #expect(pin.accessibilityAnnouncements == ["Wrong PIN"])
    }

    @Test func theAppCanReplaceTheHint() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.accessibilityHint = "Enter the code from the SMS."
      pin.insertText("1")
      #expect(pin.accessibilityHint == "Enter the code from the SMS.")
    }
  }
#endif
