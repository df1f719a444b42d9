import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("PinCodeField settings: AutoFill, Return key, Done bar, font, feedback and colour reach the control")
struct PinCodeFieldSettingsTests {
  @Test func aFieldThatDeclaresNothingHasTheControlsOwnDefaults() {
    let screen = PinFieldHarness()
    let fresh = PinCodeControl(length: 4, purpose: .oneTimeCode)
    let control = screen.control
    #expect(control.symbolColor == fresh.symbolColor)
    #expect(control.symbolColor == .label, "the label colour, with its dark and increased-contrast variants")
    #expect(control.font == fresh.font)
    #expect(control.purpose == .oneTimeCode)
    #expect(control.returnKey == fresh.returnKey)
    #expect(control.showsDoneButtonOnNumberPad == fresh.showsDoneButtonOnNumberPad)
    #expect(control.shakesOnInvalid == fresh.shakesOnInvalid)
    #expect(control.playsHapticOnInvalid == fresh.playsHapticOnInvalid)
  }

  #if !QUICKCONTROL_UIKIT
    @Test func theDefaultSymbolColourIsTheLabelColourNotAStaticBlackAndWhite() {
      let appearance = PinCodeFieldAppearance()
      #expect(appearance.symbolColor == PinCodeControl(length: 4, purpose: .oneTimeCode).symbolColor)
      #expect(appearance.symbolColor != UIColor(light: .black, dark: .white))
    }
  #endif

  @Test func aChangePinFormCanTurnTheOneTimeCodeOfferOff() {
    let screen = PinFieldHarness()
    screen.appearance.purpose = .newPIN
    screen.invalidate()
    screen.settle()
    #expect(screen.control.purpose == .newPIN)
    #expect(!screen.control.keyboardConfiguration.isOneTimeCode, "a visible PIN: no SMS code offered")
    screen.appearance.isSecureTextEntry = true
    screen.invalidate()
    screen.settle()
    #expect(screen.control.keyboardConfiguration.isSecure)
    #expect(
      screen.control.keyboardConfiguration.isOneTimeCode,
      "a secure field still says one-time code: never a password field")
  }

  @Test func theDoneBarReachesTheNumberPad() {
    let screen = PinFieldHarness()
    #expect(!screen.control.keyboardConfiguration.showsDoneButton)
    screen.appearance.showsDoneButtonOnNumberPad = true
    screen.invalidate()
    screen.settle()
    #expect(screen.control.keyboardConfiguration.showsDoneButton)
  }

  @Test func eachChangedSettingIsWrittenOnceAndAnUnchangedOneNever() {
    let screen = PinFieldHarness()
    var writes = screen.sync.controlWriteCount
    screen.appearance.returnKey = .go
    screen.invalidate()
    screen.settle()
    #expect(screen.control.returnKey == .go)
    #expect(screen.sync.controlWriteCount == writes + 1, "only the Return key is written")
    writes = screen.sync.controlWriteCount
    screen.appearance.shakesOnInvalid = true
    screen.appearance.playsHapticOnInvalid = true
    screen.appearance.purpose = .newPIN
    screen.invalidate()
    screen.settle()
    #expect(screen.control.shakesOnInvalid && screen.control.playsHapticOnInvalid)
    #expect(screen.sync.controlWriteCount == writes + 3)
    writes = screen.sync.controlWriteCount
    for _ in 0..<3 { screen.render() }
    screen.settle()
    #expect(screen.sync.controlWriteCount == writes, "re-rendering the same settings writes nothing")
  }

  @Test func theFeedbackSettingsCountInvalidEntriesAsBefore() {
    let screen = PinFieldHarness()
    screen.validator = nil  // the purpose's default: a new PIN's weak PINs are invalid
    screen.appearance.purpose = .newPIN
    screen.appearance.shakesOnInvalid = true
    screen.invalidate()
    screen.settle()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "1111")
    screen.settle()
    #expect(screen.control.invalidEntryCount == 1)
    #expect(screen.validity == .invalid)
  }

  #if !QUICKCONTROL_UIKIT
    @Test func aDeclaredFontReachesTheItemsAndRemovingItRestoresTheBodyStyle() {
      let screen = PinFieldHarness()
      let regular = screen.control.drawnItemSize
      let writes = screen.sync.controlWriteCount
      screen.appearance.font = .preferredFont(forTextStyle: .largeTitle)
      screen.invalidate()
      screen.settle()
      #expect(screen.control.font.textStyle == .largeTitle)
      #expect(screen.control.drawnItemSize.height > regular.height, "items grow to hold the larger font")
      #expect(screen.sync.controlWriteCount == writes + 1)
      screen.render()
      #expect(screen.sync.controlWriteCount == writes + 1, "the same font is not written again")
      screen.appearance.font = nil
      screen.invalidate()
      screen.settle()
      #expect(screen.control.font.textStyle == .body)
      #expect(screen.control.drawnItemSize == regular)
    }

    @Test func aFieldThatDeclaresNoFontNeverOverwritesTheControls() {
      let control = PinCodeControl(length: 4, purpose: .oneTimeCode)
      control.font = .systemFont(ofSize: 30)
      let screen = PinFieldHarness(control: control)
      screen.appearance.returnKey = .next
      screen.invalidate()
      screen.settle()
      #expect(control.font == .systemFont(ofSize: 30))
    }
  #endif
}
