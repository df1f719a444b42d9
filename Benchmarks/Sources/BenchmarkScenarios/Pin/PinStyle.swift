import QuickControl

/// The style of the four items in one PIN state, and the one place the styling
/// rules are written: as `if`/`else` for the hand-written implementations and
/// the peers (``init(isEditing:isFilled:isValid:isInvalid:isDark:)``), and as a
/// value table for the engine (``fillValues``, ``borderValues``, ``widthValues``).
///
/// Each implementation still writes its items its own way (direct stores,
/// closures, key paths, the engine's values per property); only the rules are shared.
public struct PinStyle: Equatable, Sendable {
  /// The items' fill colour.
  var fill: Color
  /// The items' border colour.
  var border: Color
  /// The items' border width.
  var width: Double

  /// The style in the state the five registered states describe.
  ///
  /// Always inlined, and the registered states are autoclosures, so that the code
  /// compiled into each caller is the `if`/`else` written out in place: a
  /// registered state is read only where the rules reach it (for a property of `self`,
  /// with its exclusivity check there), not five times up front.
  @inline(__always)
  init(
    isEditing: @autoclosure () -> Bool, isFilled: @autoclosure () -> Bool,
    isValid: @autoclosure () -> Bool, isInvalid: @autoclosure () -> Bool, isDark: @autoclosure () -> Bool
  ) {
    if isInvalid() {
      fill = .red
    } else if isFilled() {
      fill = .green
    } else if isDark() {
      fill = .darkGray
    } else {
      fill = .white
    }
    if isInvalid() {
      border = .red
    } else if isValid() {
      border = .green
    } else if isEditing() {
      border = .blue
    } else {
      border = .gray
    }
    if isEditing() && isInvalid() {
      width = 3
    } else if isEditing() {
      width = 2
    } else if !isFilled() && !isValid() && !isInvalid() && !isDark() {
      width = 0.5
    } else {
      width = 1
    }
  }

  // The same rules as the engine declares them: per property, each value with
  // the states it applies in. Where no descriptor matches, the item's default
  // (white fill, grey border of width 1) is restored. The engine
  // implementations register these with a key-path literal at each `setValue`
  // (see `QUIckControl+PinStyle.swift`).

  /// The fill colours: red while invalid, else green while filled, else dark grey while dark.
  static let fillValues: [(value: Color, states: StateCondition)] = [
    (.red, .containing(PinStates.invalid, priority: 1001)),
    (.green, .containing(PinStates.filled)),
    (.darkGray, .containing(PinStates.dark, priority: 900)),
  ]
  /// The border colours: red while invalid, else green while valid, else blue while editing.
  static let borderValues: [(value: Color, states: StateCondition)] = [
    (.red, .containing(PinStates.invalid, priority: 1001)),
    (.green, .containing(PinStates.valid)),
    (.blue, .containing(PinStates.editing, priority: 900)),
  ]
  /// The border widths: 3 while editing an invalid code, else 2 while editing, 0.5 with no registered state on.
  static let widthValues: [(value: Double, states: StateCondition)] = [
    (3, .containing([PinStates.editing, PinStates.invalid], priority: 1002)),
    (2, .containing(PinStates.editing)),
    (0.5, .exactly(ControlState())),
  ]
}
