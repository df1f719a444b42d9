import Foundation
import QuickControl
import TestSupport

/// The shared plain target (TestSupport), for every file of the suite.
typealias Label = TestSupport.Label

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

  override func setUp() {
    register(Self.filled, while: \.isFilled)
    register(Self.valid, while: \.isValid)
    register(Self.warm) { $0.isWarm }
  }

  /// Sets the registered states so that `state` is the control's state: the three custom ones, disabled and selected.
  func setStates(_ state: ControlState) {
    isFilled = state.contains(Self.filled)
    isValid = state.contains(Self.valid)
    isWarm = state.contains(Self.warm)
    isEnabled = !state.contains(.disabled)
    isSelected = state.contains(.selected)
  }
}

/// A value whose deinit runs a closure: a stand-in for any stored value whose
/// release calls back into the control (a delegate, an observer).
@MainActor
final class ReleaseProbe {
  let onDeinit: @MainActor () -> Void
  init(_ onDeinit: @escaping @MainActor () -> Void) { self.onDeinit = onDeinit }
  deinit { MainActor.assumeIsolated { onDeinit() } }
}

/// A target with a property for a `ReleaseProbe` and a text.
@MainActor
final class Holder {
  var probe: ReleaseProbe?
  var text = "default"
}
