#if !QUICKCONTROL_UIKIT
  import Foundation
  import HeadlessUIKit
  import Testing

  /// The headless `UIColor` carries RGBA as UIKit's does, so a renderer of its own (a terminal
  /// demo, an app's snapshot test) reads what a control was given, per appearance.
  @Suite("UIColor: components as UIColor's, per appearance")
  struct UIColorTests {
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

    /// The 8-bit components of `color` with `traits`, and its opacity in hundredths.
    private func bytes(_ color: UIColor, _ traits: UITraitCollection = UITraitCollection()) -> [Int]? {
      components(color.resolvedColor(with: traits)).map { values in
        values.prefix(3).map { Int(($0 * 255).rounded()) } + [Int((values[3] * 100).rounded())]
      }
    }

    @Test func theNamedGreysAreUIKitsWhites() {
      #expect(bytes(.lightGray) == [170, 170, 170, 100])
      #expect(bytes(.gray) == [128, 128, 128, 100])
      #expect(bytes(.darkGray) == [85, 85, 85, 100])
    }

    @Test func theSystemGreysGetLighterInTheLightAppearanceAndDarkerInTheDarkOne() {
      let greys: [UIColor] = [
        .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
      ]
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let light = greys.compactMap { bytes($0)?[0] }
      let darkened = greys.dropFirst().compactMap { bytes($0, dark)?[0] }
      #expect(light == [142, 174, 199, 209, 229, 242])
      #expect(darkened == [99, 72, 58, 44, 28])
      #expect(greys.map(\.name) == ["systemGray"] + (2...6).map { "systemGray\($0)" })
    }

    @Test func theSystemBackgroundAndSecondaryLabelFollowTheAppearanceAndContrast() {
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let contrast = UITraitCollection(accessibilityContrast: .high)
      #expect(bytes(.systemBackground) == [255, 255, 255, 100])
      #expect(bytes(.systemBackground, dark) == [0, 0, 0, 100])
      #expect(bytes(.secondaryLabel) == [60, 60, 67, 60], "a translucent grey")
      #expect(bytes(.secondaryLabel, dark) == [235, 235, 245, 60])
      #expect(bytes(.secondaryLabel, contrast) == [60, 60, 67, 68])
      #expect(UIColor.secondaryLabel.resolvedColor(with: dark).name == "secondaryLabel")
    }

    @Test func aLayersColourKeepsTheComponentsOfTheVariantItWasResolvedTo() {
      let dark = UITraitCollection(userInterfaceStyle: .dark)
      let light = UIColor.systemRed.cgColor
      let darkRed = UIColor.systemRed.resolvedColor(with: dark).cgColor
      #expect(light.name == "systemRed" && darkRed.name == "systemRed")
      #expect(light.components == [1, 59.0 / 255, 48.0 / 255, 1])
      #expect(darkRed.components == [1, 69.0 / 255, 58.0 / 255, 1])
      #expect(light != darkRed)
      #expect(UIColor(name: "brand").cgColor.components == nil)
      #expect(UIColor(name: "brand").cgColor == CGColor(name: "brand"))
    }
  }
#endif
