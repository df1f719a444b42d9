import QuickControl

// Scenario 1: a PIN entry control with 5 registered states and 4 item views, each styled
// by fill colour, border colour and border width (12 properties). The same
// styling is written with the engine, by hand (the floors), with the old
// library's algorithm (see OldAlgorithm.swift) and as the peers an app would
// pick instead: reactive bindings (ReactivePin.swift) and an observed model
// (ObservationPin.swift). One implementation per file; the styling rules they
// all follow are written once, in PinStyle.swift.
//
// Two floors. `Item` is a plain class: every access to its stored properties
// (and to the registered states of `HandWrittenPin`) from compiled code goes through
// Swift's dynamic exclusivity checks (`swift_beginAccess`), which cost far more
// than the stores themselves. `UncheckedItem` and the `Unchecked…Pin` classes
// mark the same properties `@exclusivity(unchecked)`, as the engine does with
// its own hot state: the check-free floor. Both floors have an engine row over
// the same targets, so each ratio compares like with like. (The engine's
// setters and registered state getters are built from key-path literals, and Swift 6.3
// checks accesses made through a key-path literal dynamically even on
// `@exclusivity(unchecked)` properties: opting out helps the hand-written code
// only. See Documentation/Design.md, "Exclusivity", in the repository's root.)

/// What the implementations share: five Boolean registered states and four items.
@MainActor
public protocol PinStyling: AnyObject {
  /// The type of the four digit cells.
  associatedtype Cell: PinItem
  /// Whether the PIN field is being edited (a registered state).
  var isEditing: Bool { get set }
  /// Whether every digit is entered (a registered state).
  var isFilled: Bool { get set }
  /// Whether the entered code is valid (a registered state).
  var isValid: Bool { get set }
  /// Whether the entered code was rejected (a registered state).
  var isInvalid: Bool { get set }
  /// Whether the dark appearance is on (a registered state).
  var isDark: Bool { get set }
  /// The four digit cells the styling writes.
  var items: [Cell] { get }
  /// Applies the current registered states to the items.
  func transition()
}

extension PinStyling {
  /// Sets the five registered states from the low five bits of `bits`.
  @inlinable
  public func setStates(_ bits: Int) {
    isEditing = bits & 1 != 0
    isFilled = bits & 2 != 0
    isValid = bits & 4 != 0
    isInvalid = bits & 8 != 0
    isDark = bits & 16 != 0
  }

  /// The styled properties of every item after applying the state `bits`.
  public func styles(afterApplying bits: Int) -> [[Double]] {
    setStates(bits)
    transition()
    return items.map(\.snapshot)
  }
}

/// The five registered states as plain stored values, for the implementations that store them themselves.
public struct PinFlags: Sendable {
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

  /// Creates the values with every registered state off.
  public init() {}
}

/// An implementation that stores its five registered states in one ``PinFlags`` (the engine implementations
/// register the key paths `\.registered states.isEditing` and so on); the ``PinStyling`` registered states read and write it.
///
/// The forwarders are inlinable, so that callers in other modules (the profiler's `runPin`) store to the
/// registered state directly.
@MainActor
public protocol StoredPinStyling: PinStyling {
  /// The five registered states.
  var flags: PinFlags { get set }
}

extension StoredPinStyling {
  /// Whether the PIN field is being edited (a registered state).
  @inlinable
  public var isEditing: Bool {
    get { flags.isEditing }
    set { flags.isEditing = newValue }
  }
  /// Whether every digit is entered (a registered state).
  @inlinable
  public var isFilled: Bool {
    get { flags.isFilled }
    set { flags.isFilled = newValue }
  }
  /// Whether the entered code is valid (a registered state).
  @inlinable
  public var isValid: Bool {
    get { flags.isValid }
    set { flags.isValid = newValue }
  }
  /// Whether the entered code was rejected (a registered state).
  @inlinable
  public var isInvalid: Bool {
    get { flags.isInvalid }
    set { flags.isInvalid = newValue }
  }
  /// Whether the dark appearance is on (a registered state).
  @inlinable
  public var isDark: Bool {
    get { flags.isDark }
    set { flags.isDark = newValue }
  }

  /// The style the registered states select, each read only where the rules reach it (``PinStyle``'s `if`/`else`).
  @inline(__always)
  var style: PinStyle {
    PinStyle(
      isEditing: flags.isEditing, isFilled: flags.isFilled, isValid: flags.isValid,
      isInvalid: flags.isInvalid, isDark: flags.isDark)
  }
}
