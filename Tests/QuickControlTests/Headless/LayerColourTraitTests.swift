#if !QUICKCONTROL_UIKIT
  import QuickControl
  import Testing

  /// A colour stored for a layer's `CGColor` property, resolved with the host's traits on the test double.
  @MainActor
  @Suite("A layer's colour follows the host's traits")
  struct LayerColourTraitTests {
    @Test func aLayersColourFollowsTheTraitsWithTheOneUIColorOverload() {
      let control = QUIckControl()
      let border = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(name: "white") : UIColor(name: "black")
      }
      control.setValues(for: \.borderColor, of: control.layer) {
        (.selected, border)
      }
      control.isSelected = true
      let light: CGColor? = control.layer.borderColor
      #expect(light?.name == "black")
      control.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(control.layer.borderColor?.name == "white")
    }
  }
#endif
