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
// only. See Documentation/Design.md, "Exclusivity", in the repository's root.)

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

/// The five factors as plain stored values, for the implementations that store them themselves.
public struct PinFactorValues: Sendable {
  /// Whether the PIN field is being edited.
  public var isEditing = false
  /// Whether every digit is entered.
  public var isFilled = false
  /// Whether the entered code is valid.
  public var isValid = false
  /// Whether the entered code was rejected.
  public var isInvalid = false
  /// Whether the dark appearance is on.
  public var isDark = false

  /// Creates the values with every factor off.
  public init() {}
}

/// An implementation that stores its five factors in one ``PinFactorValues`` (the engine implementations
/// register the key paths `\.factors.isEditing` and so on); the ``PinStyling`` factors read and write it.
///
/// The forwarders are inlinable, so that callers in other modules (the profiler's `runPin`) store to the
/// factor directly.
@MainActor
public protocol StoredPinStyling: PinStyling {
  /// The five factors.
  var factors: PinFactorValues { get set }
}

extension StoredPinStyling {
  /// Whether the PIN field is being edited (a factor).
  @inlinable
  public var isEditing: Bool {
    get { factors.isEditing }
    set { factors.isEditing = newValue }
  }
  /// Whether every digit is entered (a factor).
  @inlinable
  public var isFilled: Bool {
    get { factors.isFilled }
    set { factors.isFilled = newValue }
  }
  /// Whether the entered code is valid (a factor).
  @inlinable
  public var isValid: Bool {
    get { factors.isValid }
    set { factors.isValid = newValue }
  }
  /// Whether the entered code was rejected (a factor).
  @inlinable
  public var isInvalid: Bool {
    get { factors.isInvalid }
    set { factors.isInvalid = newValue }
  }
  /// Whether the dark appearance is on (a factor).
  @inlinable
  public var isDark: Bool {
    get { factors.isDark }
    set { factors.isDark = newValue }
  }

  /// The style the factors select, each read only where the rules reach it (``PinStyle``'s `if`/`else`).
  @inline(__always)
  var style: PinStyle {
    PinStyle(
      isEditing: factors.isEditing, isFilled: factors.isFilled, isValid: factors.isValid,
      isInvalid: factors.isInvalid, isDark: factors.isDark)
  }
}
