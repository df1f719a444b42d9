import QuickControl

// Scenario 1: a PIN entry control with 5 factors and 4 item views, each styled
// by fill colour, border colour and border width (12 bindings). The same
// styling is written with the engine, by hand (the floors), with the old
// library's algorithm (see OldAlgorithm.swift) and as the peers an app would
// pick instead: reactive bindings (ReactivePin.swift) and an observed model
// (ObservationPin.swift). One implementation per file; the styling rules they
// all follow are written once, in PinStyle.swift.
//
// Two floors. `Item` is a plain class: every access to its stored properties
// (and to the factors of `HandWrittenPin`) from compiled code goes through
// Swift's dynamic exclusivity checks (`swift_beginAccess`), which cost far more
// than the stores themselves. `UncheckedItem` and the `Unchecked…Pin` classes
// mark the same properties `@exclusivity(unchecked)`, as the engine does with
// its own hot state: the check-free floor. Both floors have an engine row over
// the same targets, so each ratio compares like with like. (The engine's
// setters and factor getters are built from key-path literals, and Swift 6.3
// checks accesses made through a key-path literal dynamically even on
// `@exclusivity(unchecked)` properties: opting out helps the hand-written code
// only. See README.md, "Where the engine's time goes".)

/// What the implementations share: five Boolean factors and four items.
@MainActor
public protocol PinStyling: AnyObject {
  /// The type of the four digit cells.
  associatedtype Cell: PinItem
  /// Whether the PIN field is being edited (a factor).
  var isEditing: Bool { get set }
  /// Whether every digit is entered (a factor).
  var isFilled: Bool { get set }
  /// Whether the entered code is valid (a factor).
  var isValid: Bool { get set }
  /// Whether the entered code was rejected (a factor).
  var isInvalid: Bool { get set }
  /// Whether the dark appearance is on (a factor).
  var isDark: Bool { get set }
  /// The four digit cells the styling writes.
  var items: [Cell] { get }
  /// Applies the current factors to the items.
  func transition()
}

extension PinStyling {
  /// Sets the five factors from the low five bits of `bits`.
  @inlinable
  public func setFactors(_ bits: Int) {
    isEditing = bits & 1 != 0
    isFilled = bits & 2 != 0
    isValid = bits & 4 != 0
    isInvalid = bits & 8 != 0
    isDark = bits & 16 != 0
  }

  /// The styled properties of every item after applying the state `bits`.
  public func styles(afterApplying bits: Int) -> [[Double]] {
    setFactors(bits)
    transition()
    return items.map(\.snapshot)
  }
}
