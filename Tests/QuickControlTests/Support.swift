import Foundation
import QuickControl

/// A plain target with properties of several kinds, counting writes.
@MainActor
final class Label {
  var text: String? = "default" { didSet { textWrites += 1 } }
  var color: String = "black" {
    didSet {
      colorWrites += 1
      onColorChange?(color)
    }
  }
  var width: Double = 1
  var textWrites = 0
  var colorWrites = 0
  var onColorChange: ((String) -> Void)?

  init() {}
}

/// A control with two custom states driven by stored Booleans.
@MainActor
final class TestControl: QUIckControl {
  nonisolated static let filled = declareState("filled")
  nonisolated static let valid = declareState("valid")
  nonisolated static let warm = declareState("warm")

  var isFilled = false { didSet { applyCurrentState() } }
  var isValid = false { didSet { applyCurrentState() } }
  var isWarm = false { didSet { applyCurrentState() } }
  var title = "title"

  init() {
    super.init(frame: .zero)
    register(Self.filled, while: \.isFilled)
    register(Self.valid, while: \.isValid)
    register(Self.warm) { $0.isWarm }
  }

  required init?(coder: NSCoder) { nil }
}
