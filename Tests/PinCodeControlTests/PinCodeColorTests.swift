import PinCodeControl
import QuickControl
import Testing

@Suite("PinCodeColor: components, clamping and dark-appearance variants")
struct PinCodeColorTests {
  static let ink = PinCodeColor(light: .black, dark: .white)

  @Test func componentsAreClamped() {
    let color = PinCodeColor(red: 1.5, green: -1, blue: .nan, alpha: 2)
    #expect(color == PinCodeColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func aDynamicColourResolvesPerAppearance() {
    #expect(Self.ink.isDynamic)
    #expect(Self.ink.resolved(dark: false) == .black)
    #expect(Self.ink.resolved(dark: true) == .white)
    #expect(!Self.ink.resolved(dark: true).isDynamic, "a resolved colour has no variants")
    #expect(Self.ink.red == 0, "the components are the light variant")
  }

  @Test func equalVariantsMakeAPlainColour() {
    let same = PinCodeColor(light: .gray, dark: .gray)
    #expect(!same.isDynamic)
    #expect(same == .gray)
  }

  @Test func aPlainColourIsTheSameInBothAppearances() {
    #expect(PinCodeColor.green.resolved(dark: true) == .green)
    #expect(!PinCodeColor.green.isDynamic)
  }

  @Test func opacityChangesBothVariants() {
    let faded = Self.ink.withAlpha(0.5)
    #expect(faded.resolved(dark: false) == PinCodeColor(white: 0, alpha: 0.5))
    #expect(faded.resolved(dark: true) == PinCodeColor(white: 1, alpha: 0.5))
  }

  @Test func theDescriptionNamesBothVariants() {
    #expect(PinCodeColor.black.description == "rgba(0.00, 0.00, 0.00, 1.00)")
    #expect(Self.ink.description == "rgba(0.00, 0.00, 0.00, 1.00) / dark rgba(1.00, 1.00, 1.00, 1.00)")
  }

  @Test @MainActor func itemsKeepTheVariantsForTheDrawingToResolve() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    pin.setValue(Self.ink, for: \.currentFillColor, when: .always(priority: 100))
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(pin.items.allSatisfy { $0.fillColor.resolvedColor(with: dark) == .white })
    #expect(pin.items.allSatisfy { $0.fillColor.resolvedColor(with: UITraitCollection()) == .black })
  }
}
