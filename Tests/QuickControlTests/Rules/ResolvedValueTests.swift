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
    traitsDidChange()
  }

  func setColor(_ color: DynamicColor, of layer: Layer, when condition: StateCondition) {
    setValue(
      color, for: \.borderColor, of: layer, when: condition, described: "\(color), resolved when applied"
    ) {
      control, color in
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

  @Test func theStateTableNamesTheLayersPropertyAndItsOwnDefault() {
    let control = TraitControl()
    let layer = Layer()
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    let lines = control.stateTableDescription.split(separator: "\n")
    // The layer and its property, not a writer that holds the colour for it; the default is the
    // layer's own value, the one written back when no value matches.
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(
        lines.contains(
          "Layer#1.borderColor — Layer, default: Optional(\"original\")   ← default wins"))
    #endif
    #expect(lines.last?.hasPrefix("  containing(invalid) priority 999 = DynamicColor(light: \"red\"") == true)
    #expect(lines.last?.hasSuffix(", resolved when applied") == true)
  }

  // MARK: - A resolved value is a value like any other

  @Test func removingTheLayersValuesRemovesAResolvedValue() {
    for removal in 0..<3 {
      let control = TraitControl()
      let layer = Layer()
      let invalid = StateCondition.containing(TraitControl.invalid)
      control.setColor(red, of: layer, when: invalid)
      control.isInvalid = true
      #expect(layer.borderColor == "red")
      switch removal {
      case 0: control.removeValues(for: \.borderColor, of: layer)
      case 1: control.removeValues(for: \.borderColor, of: layer, when: invalid)
      default: control.removeValues(of: layer)
      }
      #expect(layer.borderColor == "original", "removal \(removal) gives the layer its own value back")
      control.setTraits(dark: true, highContrast: false)
      #expect(layer.borderColor == "original", "removal \(removal): a trait change does not bring it back")
      control.isInvalid = false
      control.isInvalid = true
      #expect(layer.borderColor == "original", "removal \(removal): nor does the state")
    }
  }

  @Test func applyingToAReusedLayerRewritesItsResolvedValue() {
    let control = TraitControl()
    let layer = Layer()
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    control.isInvalid = true
    layer.borderColor = "set behind the engine's back"
    control.applyCurrentState(to: layer)
    #expect(layer.borderColor == "red")
  }

  @Test func aResolvedValueRanksByPriorityWithPlainValuesOfTheProperty() {
    let control = TraitControl()
    let layer = Layer()
    control.setValue("plain", for: \.borderColor, of: layer, when: .always)
    control.setColor(red, of: layer, when: .containing(TraitControl.invalid))
    #expect(layer.borderColor == "plain")
    control.isInvalid = true
    #expect(layer.borderColor == "red", "containing(invalid) outranks always")
    control.isInvalid = false
    #expect(layer.borderColor == "plain", "leaving invalid shows the always value, not the layer's own")
    control.setValue(
      "urgent", for: \.borderColor, of: layer, when: .containing(TraitControl.invalid, priority: 2000))
    control.isInvalid = true
    #expect(layer.borderColor == "urgent", "a plain value of higher priority wins over the resolved one")
    control.setTraits(dark: true, highContrast: false)
    #expect(
      layer.borderColor == "urgent", "a trait change does not rewrite a property whose resolved value lost")
    control.removeValues(
      for: \.borderColor, of: layer, when: .containing(TraitControl.invalid, priority: 2000))
    #expect(layer.borderColor == "dark red")
    #expect(
      control.value(for: \.borderColor, of: layer, when: .containing(TraitControl.invalid)) == "dark red")
  }
}
