#if !QUICKCONTROL_UIKIT
  import Foundation
  import QuickControl
  import Testing

  /// The headless `UIColor` carries RGBA as UIKit's does, so a renderer of its own (a terminal
  /// demo, an app's snapshot test) reads what a control was given, per appearance.
  @Suite("UIColor: components as UIColor's, per appearance")
  struct HeadlessColorComponentsTests {
    private func components(_ color: UIColor) -> [CGFloat]? {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
      return [red, green, blue, alpha]
    }

    @Test func aColourFromComponentsGivesThemBack() {
      let brand = UIColor(red: 0.25, green: 0.5, blue: 1, alpha: 1)
      #expect(components(brand) == [0.25, 0.5, 1, 1])
      #expect(brand.name == "#4080ff")
      #expect(components(UIColor(red: 2, green: -1, blue: .nan, alpha: 0.5)) == [1, 0, 0, 0.5], "clamped")
    }

    @Test func aColourWithANameOnlyHasNoComponents() {
      #expect(components(UIColor(name: "brand")) == nil)
      #expect(components(.placeholderText) == nil)
    }

    @Test func eachAppearanceResolvesToItsOwnComponents() {
      let ink = UIColor(light: .black, dark: .white)
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      #expect(components(ink.resolvedColor(with: dark)) == [1, 1, 1, 1])
      #expect(components(ink.resolvedColor(with: UITraitCollection())) == [0, 0, 0, 1])
      let contrast = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
      #expect(components(UIColor.systemRed.resolvedColor(with: contrast)) == [1, 105.0 / 255, 97.0 / 255, 1])
    }

    @Test func opacityChangesEveryVariantAndKeepsASystemName() {
      let faded = UIColor.systemGreen.withAlphaComponent(0.5)
      #expect(faded.name == "systemGreen")
      #expect(components(faded)?.last == 0.5)
      #expect(
        components(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))?.last == 0.5
      )
      #expect(faded != .systemGreen)
      #expect(UIColor(white: 1, alpha: 1).withAlphaComponent(0.5).name == "#ffffff80")
    }
  }
#endif
