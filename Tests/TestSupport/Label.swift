/// A plain target with properties of several kinds, counting writes: the engine's tests and the 0.x
/// migration tests style it.
@MainActor
package final class Label {
  package var text: String? = "default" { didSet { textWrites += 1 } }
  package var color: String = "black" {
    didSet {
      colorWrites += 1
      onColorChange?(color)
    }
  }
  package var width: Double = 1
  package var textWrites = 0
  package var colorWrites = 0
  package var onColorChange: ((String) -> Void)?

  package init() {}
}
