// Getting started's `CodeField` as `control`, and a `label` whose `color` is a
// string, as in "State conditions and priorities"'s worked example; on the
// headless bases (Linux). A fragment is the body of a main-actor function.
import QuickControl

final class CodeField: QUIckControl {
  static let filled = declareState("filled")
  static let valid = declareState("valid")

  var code = "" { didSet { applyCurrentState() } }
  var isFilled: Bool { code.count == 4 }

  override func setUp() {
    register(Self.filled, while: \.isFilled)
    register(Self.valid) { $0.isFilled && $0.code != "0000" }
  }
}

final class Label {
  var color = ""
}

@MainActor let control = CodeField()
@MainActor let label = Label()

// MARK: - Each fragment
@MainActor private func fragment() async throws {
  /*FRAGMENT*/
}
