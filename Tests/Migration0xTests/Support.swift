import Foundation
import QuickControl
import TestSupport
import Testing

/// The shared plain target (TestSupport), for every file of the suite.
typealias Label = TestSupport.Label

/// A control with two custom states driven by stored Booleans.
@MainActor
final class TestControl: QUIckControl {
  static let filled = ControlState(rawValue: 1 << 16)
  static let valid = ControlState(rawValue: 1 << 17)
  static let warm = ControlState(rawValue: 1 << 18)

  var isFilled = false { didSet { applyCurrentState() } }
  var isValid = false { didSet { applyCurrentState() } }
  var isWarm = false { didSet { applyCurrentState() } }
  var title = "title"

  @available(*, deprecated, message: "0.x code kept as written")
  init() {
    super.init(frame: .zero)
    register(Self.filled, forBoolKeyPath: \.isFilled)
    register(Self.valid, forBoolKeyPath: \.isValid)
    register(Self.warm) { $0.isWarm }
  }

  required init?(coder: NSCoder) { nil }
}

/// A plain target for the placeholder tests.
@MainActor
final class Badge {
  var title = "default"
  var alpha = 1.0
}

/// What an old and a new spelling showed, step by step, must be the same, and must change at
/// least once: a setup that shows nothing could not tell the two apart.
func expectSameTraces(_ old: [String], _ new: [String], sourceLocation: SourceLocation) {
  #expect(old == new, sourceLocation: sourceLocation)
  #expect(
    Set(new).count > 1, "the setup shows nothing: the test could not fail", sourceLocation: sourceLocation)
}

/// A suite that sets a control and a label up in a 0.x spelling and in its 1.0 spelling, and
/// drives both through its one script.
@MainActor
protocol SpellingComparison {
  associatedtype Control

  /// A fresh control and label set up by `setup`, then the suite's script: what they showed at
  /// each step.
  static func trace(_ setup: (Control, Label) -> Void) -> [String]
}

extension SpellingComparison {
  typealias Setup = (Control, Label) -> Void

  /// Both setups, then the same script: what they show must match and change.
  func expectSame(_ old: Setup, _ new: Setup, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameTraces(Self.trace(old), Self.trace(new), sourceLocation: sourceLocation)
  }
}
