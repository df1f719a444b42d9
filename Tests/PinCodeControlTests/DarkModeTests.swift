import Foundation
import PinCodeControl
import Testing

@MainActor
@Suite("Dark mode and Increase Contrast: semantic defaults, every variant kept")
struct DarkModeTests {
  @Test func everyDefaultColourIsASystemColourOrClear() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    var colours = [PinCodeColor(pin.symbolColor)]
    pin.insertText("1")
    colours += pin.items.flatMap { [PinCodeColor($0.fillColor), PinCodeColor($0.borderColor)] }
    pin.becomeFirstResponder()
    colours += pin.items.map { PinCodeColor($0.borderColor) }
    pin.insertText("357")
    colours += pin.items.flatMap { [PinCodeColor($0.fillColor), PinCodeColor($0.borderColor)] }
    pin.code = "1111"
    colours += pin.items.flatMap { [PinCodeColor($0.fillColor), PinCodeColor($0.borderColor)] }
    pin.isEnabled = false
    colours += pin.items.flatMap { [PinCodeColor($0.fillColor), PinCodeColor($0.borderColor)] }
    for colour in colours where !colour.isClear {
      #expect(colour.isSystemColor && colour.isDynamic, "\(colour)")
    }
    #expect(pin.symbolColor == .label)
  }

  @Test func theHighlightFollowsTheTintColour() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.becomeFirstResponder()
    #expect(pin.items.allSatisfy { $0.borderColor == .tintColor })
    pin.setValue(
      PinCodeColor.blue, for: \.currentBorderColor, when: .containing(PinCodeControl.editing, priority: 200))
    #expect(!pin.currentBorderColor.followsTintColor, "an app's own colour is kept as given")
  }

  @Test func increasedContrastVariantsResolveAndSurviveOpacity() {
    let red = PinCodeColor.systemRed
    #expect(red.resolved(dark: false, increasedContrast: true) != red.resolved(dark: false))
    #expect(red.resolved(dark: true, increasedContrast: true) != red.resolved(dark: true))
    let faded = red.withAlpha(0.3)
    #expect(faded.isSystemColor)
    #expect(faded.resolved(dark: true, increasedContrast: true).alpha == 0.3)
    #expect(
      faded.resolved(dark: true, increasedContrast: true).red
        == red.resolved(dark: true, increasedContrast: true).red)
  }

  @Test func aColourWithoutContrastVariantsFallsBackToItsAppearance() {
    let ink = PinCodeColor(light: .black, dark: .white)
    #expect(ink.resolved(dark: true, increasedContrast: true) == .white)
    #expect(ink.resolved(dark: false, increasedContrast: true) == .black)
    let four = PinCodeColor(
      light: .black, dark: .white, increasedContrastLight: .gray, increasedContrastDark: .lightGray)
    #expect(four.resolved(dark: false, increasedContrast: true) == .gray)
    #expect(four.resolved(dark: true, increasedContrast: true) == .lightGray)
  }
}
