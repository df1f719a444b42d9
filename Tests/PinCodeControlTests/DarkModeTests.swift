import Foundation
import PinCodeControl
import Testing

#if !QUICKCONTROL_UIKIT

  @MainActor
  @Suite("Dark mode and Increase Contrast: semantic defaults, every variant kept")
  struct DarkModeTests {
    /// Traits of one appearance and contrast.
    private static func traits(dark: Bool, highContrast: Bool = false) -> UITraitCollection {
      UITraitCollection(
        userInterfaceStyle: dark ? .dark : .light, accessibilityContrast: highContrast ? .high : .normal)
    }

    /// The components of `color` as `traits` show it.
    private static func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return [red, green, blue, alpha]
    }

    @Test func everyDefaultColourIsASystemColourOrClear() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      var colours = [pin.symbolColor]
      pin.insertText("1")
      colours += pin.items.flatMap { [$0.fillColor, $0.borderColor] }
      pin.becomeFirstResponder()
      colours += pin.items.map(\.borderColor)
      pin.insertText("357")
      colours += pin.items.flatMap { [$0.fillColor, $0.borderColor] }
      pin.code = "1111"
      colours += pin.items.flatMap { [$0.fillColor, $0.borderColor] }
      pin.isEnabled = false
      colours += pin.items.flatMap { [$0.fillColor, $0.borderColor] }
      let systemColours: Set = ["label", "systemGray", "systemGreen", "systemRed", "tintColor"]
      let (plain, darkHighContrast) = (Self.traits(dark: false), Self.traits(dark: true, highContrast: true))
      for colour in colours where colour != .clear {
        #expect(systemColours.contains(colour.name), "\(colour)")
        #expect(
          Self.components(colour, plain) != Self.components(colour, darkHighContrast), "dynamic: \(colour)")
      }
      #expect(pin.symbolColor == .label)
    }

    @Test func theHighlightFollowsTheTintColour() {
      let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
      pin.becomeFirstResponder()
      #expect(pin.items.allSatisfy { $0.borderColor == .tintColor })
      pin.setValue(
        UIColor.blue, for: \.currentBorderColor, when: .containing(PinCodeControl.editing, priority: 200))
      #expect(pin.currentBorderColor == .blue, "an app's own colour is kept as given")
      #expect(pin.items.allSatisfy { $0.borderColor == .blue })
    }

    @Test func increasedContrastVariantsResolveAndSurviveOpacity() {
      let red = UIColor.systemRed
      let (light, dark) = (Self.traits(dark: false), Self.traits(dark: true))
      let (lightHigh, darkHigh) = (
        Self.traits(dark: false, highContrast: true), Self.traits(dark: true, highContrast: true)
      )
      #expect(Self.components(red, lightHigh) != Self.components(red, light))
      #expect(Self.components(red, darkHigh) != Self.components(red, dark))
      let faded = red.withAlphaComponent(0.3)
      #expect(faded.name == red.name, "still the system colour")
      #expect(Self.components(faded, darkHigh)[3] == 0.3)
      #expect(Self.components(faded, darkHigh)[0] == Self.components(red, darkHigh)[0])
    }

    #if !QUICKCONTROL_UIKIT
      @Test func aColourWithoutContrastVariantsFallsBackToItsAppearance() {
        let ink = UIColor(light: .black, dark: .white)
        #expect(ink.resolvedColor(with: Self.traits(dark: true, highContrast: true)) == .white)
        #expect(ink.resolvedColor(with: Self.traits(dark: false, highContrast: true)) == .black)
        let four = UIColor(
          light: .black, dark: .white, increasedContrastLight: .gray, increasedContrastDark: .lightGray)
        #expect(four.resolvedColor(with: Self.traits(dark: false, highContrast: true)) == .gray)
        #expect(four.resolvedColor(with: Self.traits(dark: true, highContrast: true)) == .lightGray)
      }
    #endif

    #if !QUICKCONTROL_UIKIT
      @Test func itemsKeepTheVariantsForTheDrawingToResolve() {
        let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
        pin.setValue(
          UIColor(light: .black, dark: .white), for: \.currentFillColor, when: .always(priority: 100))
        #expect(pin.items.allSatisfy { $0.fillColor.resolvedColor(with: Self.traits(dark: true)) == .white })
        #expect(pin.items.allSatisfy { $0.fillColor.resolvedColor(with: UITraitCollection()) == .black })
      }
    #endif
  }
#endif
