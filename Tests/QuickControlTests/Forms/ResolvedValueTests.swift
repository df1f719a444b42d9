import Foundation
import Testing

@testable import QuickControl

/// A colour with light, dark and increased-contrast variants, as a dynamic `UIColor` has.
private struct DynamicColor {
  var light: String
  var dark: String
  var increasedContrast: String

  func resolved(dark isDark: Bool, increasedContrast isHigh: Bool) -> String {
    isHigh ? increasedContrast : isDark ? dark : light
  }
}

/// A layer: its `CGColor`-like property holds resolved values only.
@MainActor
private final class Layer {
  var borderColor: String? = "original" { didSet { writes += 1 } }
  var writes = 0
}

/// A control with headless traits: appearance and contrast.
@MainActor
private final class TraitControl: QUIckControl {
  nonisolated static let invalid = declareState("invalid")
  var isInvalid = false { didSet { applyCurrentState() } }
  var isDark = false
  var isHighContrast = false

  override func setUp() {
    register(Self.invalid, while: \.isInvalid)
  }

  /// What UIKit does through `registerForTraitChanges`: the traits changed.
  func setTraits(dark: Bool, highContrast: Bool) {
    isDark = dark
    isHighContrast = highContrast
    reapplyResolvedValues()
  }

  func setColor(_ color: DynamicColor, of layer: Layer, when condition: StateCondition) {
    setValue(color, for: \.borderColor, of: layer, when: condition) { control, color in
      color.resolved(dark: control.isDark, increasedContrast: control.isHighContrast)
    }
  }
}

@MainActor
@Suite("Values resolved when applied: colours that follow dark mode and Increase Contrast")
struct ResolvedValueTests {
  private let red = DynamicColor(light: "red", dark: "dark red", increasedContrast: "deep red")

  @Test func aStoredColourIsResolvedWithTheTraitsOfEachApply() {
    let control = TraitControl()
    let layer = Layer()
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    #expect(layer.borderColor == "original", "no value matches: the original stays")
    control.isInvalid = true
    #expect(layer.borderColor == "red")
    control.setTraits(dark: true, highContrast: false)
    #expect(layer.borderColor == "dark red", "a trait change writes it again, resolved anew")
    control.setTraits(dark: true, highContrast: true)
    #expect(layer.borderColor == "deep red")
    control.isInvalid = false
    #expect(layer.borderColor == "original", "the original comes back, not a stale resolution")
    control.setTraits(dark: false, highContrast: false)
    #expect(layer.borderColor == "original")
    control.isInvalid = true
    #expect(layer.borderColor == "red")
  }

  @Test func aTraitChangeWritesEachPropertyOnce() {
    let control = TraitControl()
    let layer = Layer()
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    control.isInvalid = true
    let writes = layer.writes
    control.setTraits(dark: true, highContrast: false)
    #expect(layer.writes == writes + 1)
  }

  @Test func theLayerIsNotKeptAlive() {
    let control = TraitControl()
    weak var weakLayer: Layer?
    do {
      let layer = Layer()
      weakLayer = layer
      control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
      control.isInvalid = true
    }
    #expect(weakLayer == nil)
    control.setTraits(dark: true, highContrast: false)  // a writer whose target is gone writes nothing
  }

  @Test func theStateTableNamesTheLayersProperty() {
    let control = TraitControl()
    let layer = Layer()
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    let lines = control.stateTableDescription.split(separator: "\n")
    // The layer and its property, not the writer that holds the colour for it.
    #expect(
      lines.contains(
        "Layer \\Layer.<computed Optional<String>>, resolved when applied (default: nil)   ← default wins"))
    #expect(lines.last?.hasPrefix("  containing(invalid) priority 999 = Optional(") == true)
    #expect(lines.last?.contains("DynamicColor(light: \"red\", dark: \"dark red\"") == true)
  }
}
