import Foundation
import QuickControl

// Scenario 1: a PIN entry control with 5 factors and 4 item views, each styled
// by fill colour, border colour and border width (12 bindings). The same
// styling is written three ways: with the engine, by hand (the floor) and with
// the old library's algorithm (see OldAlgorithm.swift).
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

/// A colour value, as a view's fill or border colour.
public struct Color: Equatable, Sendable {
  var red: Float
  var green: Float
  var blue: Float
  var alpha: Float = 1

  static let white = Color(red: 1, green: 1, blue: 1)
  static let gray = Color(red: 0.6, green: 0.6, blue: 0.6)
  static let darkGray = Color(red: 0.2, green: 0.2, blue: 0.2)
  static let red = Color(red: 1, green: 0.2, blue: 0.2)
  static let green = Color(red: 0.2, green: 0.8, blue: 0.3)
  static let blue = Color(red: 0.1, green: 0.4, blue: 1)
}

/// A digit cell of the PIN control, read to compare the implementations.
@MainActor
public protocol PinItem: AnyObject {
  /// The three styled properties as numbers: fill and border colour components, border width.
  var snapshot: [Double] { get }
}

/// The numbers of ``PinItem/snapshot``.
func pinSnapshot(_ fill: Color, _ border: Color, _ width: Double) -> [Double] {
  [
    Double(fill.red), Double(fill.green), Double(fill.blue),
    Double(border.red), Double(border.green), Double(border.blue), width,
  ]
}

/// One digit cell of the PIN control: the properties the styling writes.
///
/// Accesses to its stored properties are dynamically checked for exclusivity,
/// as in any class that does not opt out.
@MainActor
public final class Item: PinItem {
  var fillColor = Color.white
  var borderColor = Color.gray
  var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { pinSnapshot(fillColor, borderColor, borderWidth) }
}

/// ``Item`` with its stored properties opted out of dynamic exclusivity checks.
@MainActor
public final class UncheckedItem: PinItem {
  @exclusivity(unchecked) var fillColor = Color.white
  @exclusivity(unchecked) var borderColor = Color.gray
  @exclusivity(unchecked) var borderWidth = 1.0

  /// Creates a cell with the default style: white fill, grey border of width 1.
  public init() {}

  /// The three styled properties, to compare the implementations.
  public var snapshot: [Double] { pinSnapshot(fillColor, borderColor, borderWidth) }
}

/// The five factor bits of the PIN scenario, in the application range.
public enum PinStates {
  /// The state bit of `isEditing`.
  public static let editing = ControlState(rawValue: 1 << 16)
  /// The state bit of `isFilled`.
  public static let filled = ControlState(rawValue: 1 << 17)
  /// The state bit of `isValid`.
  public static let valid = ControlState(rawValue: 1 << 18)
  /// The state bit of `isInvalid`.
  public static let invalid = ControlState(rawValue: 1 << 19)
  /// The state bit of `isDark`.
  public static let dark = ControlState(rawValue: 1 << 20)
  /// The five factor bits.
  public static let all: [ControlState] = [editing, filled, valid, invalid, dark]
}

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

/// The engine: a `QUIckControl` subclass that declares its styling per state.
public final class EnginePin: QUIckControl, PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control; its factors read Boolean key paths, or with
  /// `factorsAsPredicates` the same properties in predicate closures.
  public init(factorsAsPredicates: Bool = false) {
    super.init(frame: .zero)
    performTransition {
      if factorsAsPredicates {
        register(PinStates.editing) { $0.isEditing }
        register(PinStates.filled) { $0.isFilled }
        register(PinStates.valid) { $0.isValid }
        register(PinStates.invalid) { $0.isInvalid }
        register(PinStates.dark) { $0.isDark }
      } else {
        register(PinStates.editing, forBoolKeyPath: \.isEditing)
        register(PinStates.filled, forBoolKeyPath: \.isFilled)
        register(PinStates.valid, forBoolKeyPath: \.isValid)
        register(PinStates.invalid, forBoolKeyPath: \.isInvalid)
        register(PinStates.dark, forBoolKeyPath: \.isDark)
      }
      for item in items {
        setValue(
          Color.red, forTarget: item, forKeyPath: \.fillColor,
          for: .intersected(PinStates.invalid, priority: 1001))
        setValue(
          Color.green, forTarget: item, forKeyPath: \.fillColor, forAllStatesContained: PinStates.filled)
        setValue(
          Color.darkGray, forTarget: item, forKeyPath: \.fillColor,
          for: .intersected(PinStates.dark, priority: 900))

        setValue(
          Color.red, forTarget: item, forKeyPath: \.borderColor,
          for: .intersected(PinStates.invalid, priority: 1001))
        setValue(
          Color.green, forTarget: item, forKeyPath: \.borderColor, forAllStatesContained: PinStates.valid)
        setValue(
          Color.blue, forTarget: item, forKeyPath: \.borderColor,
          for: .intersected(PinStates.editing, priority: 900))

        setValue(
          3.0, forTarget: item, forKeyPath: \.borderWidth,
          for: .intersected([PinStates.editing, PinStates.invalid], priority: 1002))
        setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, forAllStatesContained: PinStates.editing)
        setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: ControlState())
      }
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}

/// ``EnginePin`` over ``UncheckedItem``s, with factors opted out of exclusivity
/// checks: the engine against the check-free floor, ``UncheckedHandWrittenPin``.
///
/// Its writes and factor reads are still checked: they go through accessors
/// built from key-path literals, which Swift 6.3 checks even on
/// `@exclusivity(unchecked)` properties.
public final class UncheckedEnginePin: QUIckControl, PinStyling {
  /// Whether the PIN field is being edited (a factor).
  @exclusivity(unchecked) public var isEditing = false
  /// Whether every digit is entered (a factor).
  @exclusivity(unchecked) public var isFilled = false
  /// Whether the entered code is valid (a factor).
  @exclusivity(unchecked) public var isValid = false
  /// Whether the entered code was rejected (a factor).
  @exclusivity(unchecked) public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  @exclusivity(unchecked) public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the control with the same factors and styling as ``EnginePin``.
  public init() {
    super.init(frame: .zero)
    performTransition {
      register(PinStates.editing, forBoolKeyPath: \.isEditing)
      register(PinStates.filled, forBoolKeyPath: \.isFilled)
      register(PinStates.valid, forBoolKeyPath: \.isValid)
      register(PinStates.invalid, forBoolKeyPath: \.isInvalid)
      register(PinStates.dark, forBoolKeyPath: \.isDark)
      for item in items {
        setValue(
          Color.red, forTarget: item, forKeyPath: \.fillColor,
          for: .intersected(PinStates.invalid, priority: 1001))
        setValue(
          Color.green, forTarget: item, forKeyPath: \.fillColor, forAllStatesContained: PinStates.filled)
        setValue(
          Color.darkGray, forTarget: item, forKeyPath: \.fillColor,
          for: .intersected(PinStates.dark, priority: 900))

        setValue(
          Color.red, forTarget: item, forKeyPath: \.borderColor,
          for: .intersected(PinStates.invalid, priority: 1001))
        setValue(
          Color.green, forTarget: item, forKeyPath: \.borderColor, forAllStatesContained: PinStates.valid)
        setValue(
          Color.blue, forTarget: item, forKeyPath: \.borderColor,
          for: .intersected(PinStates.editing, priority: 900))

        setValue(
          3.0, forTarget: item, forKeyPath: \.borderWidth,
          for: .intersected([PinStates.editing, PinStates.invalid], priority: 1002))
        setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, forAllStatesContained: PinStates.editing)
        setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: ControlState())
      }
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}

/// The floor: the `update()` with `if`/`else` that the engine replaces.
@MainActor
public final class HandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  func update() {
    let fill: Color
    if isInvalid {
      fill = .red
    } else if isFilled {
      fill = .green
    } else if isDark {
      fill = .darkGray
    } else {
      fill = .white
    }
    let border: Color
    if isInvalid {
      border = .red
    } else if isValid {
      border = .green
    } else if isEditing {
      border = .blue
    } else {
      border = .gray
    }
    let width: Double
    if isEditing && isInvalid {
      width = 3
    } else if isEditing {
      width = 2
    } else if !isFilled && !isValid && !isInvalid && !isDark {
      width = 0.5
    } else {
      width = 1
    }
    for item in items {
      item.fillColor = fill
      item.borderColor = border
      item.borderWidth = width
    }
  }
}

/// The check-free floor: ``HandWrittenPin``'s `update()` over ``UncheckedItem``s,
/// with factors opted out of exclusivity checks. What the `if`/`else` and the
/// 12 stores cost by themselves.
@MainActor
public final class UncheckedHandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a factor).
  @exclusivity(unchecked) public var isEditing = false
  /// Whether every digit is entered (a factor).
  @exclusivity(unchecked) public var isFilled = false
  /// Whether the entered code is valid (a factor).
  @exclusivity(unchecked) public var isValid = false
  /// Whether the entered code was rejected (a factor).
  @exclusivity(unchecked) public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  @exclusivity(unchecked) public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  func update() {
    let fill: Color
    if isInvalid {
      fill = .red
    } else if isFilled {
      fill = .green
    } else if isDark {
      fill = .darkGray
    } else {
      fill = .white
    }
    let border: Color
    if isInvalid {
      border = .red
    } else if isValid {
      border = .green
    } else if isEditing {
      border = .blue
    } else {
      border = .gray
    }
    let width: Double
    if isEditing && isInvalid {
      width = 3
    } else if isEditing {
      width = 2
    } else if !isFilled && !isValid && !isInvalid && !isDark {
      width = 0.5
    } else {
      width = 1
    }
    for item in items {
      item.fillColor = fill
      item.borderColor = border
      item.borderWidth = width
    }
  }
}

/// The floor for any design that stores key paths: the same `if`/`else`, with
/// the factors read and the 12 properties written through stored key paths
/// (`KeyPath` reads and `ReferenceWritableKeyPath` writes), as the engine does.
@MainActor
public final class KeyPathHandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  let factors: [KeyPath<KeyPathHandWrittenPin, Bool>] = [
    \.isEditing, \.isFilled, \.isValid, \.isInvalid, \.isDark,
  ]
  let fillColor: ReferenceWritableKeyPath<Item, Color> = \.fillColor
  let borderColor: ReferenceWritableKeyPath<Item, Color> = \.borderColor
  let borderWidth: ReferenceWritableKeyPath<Item, Double> = \.borderWidth

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  @inline(never)
  func update() {
    let editing = self[keyPath: factors[0]]
    let filled = self[keyPath: factors[1]]
    let valid = self[keyPath: factors[2]]
    let invalid = self[keyPath: factors[3]]
    let dark = self[keyPath: factors[4]]
    let fill: Color = invalid ? .red : filled ? .green : dark ? .darkGray : .white
    let border: Color = invalid ? .red : valid ? .green : editing ? .blue : .gray
    let width: Double =
      editing && invalid ? 3 : editing ? 2 : !filled && !valid && !invalid && !dark ? 0.5 : 1
    for item in items {
      item[keyPath: fillColor] = fill
      item[keyPath: borderColor] = border
      item[keyPath: borderWidth] = width
    }
  }
}

/// The same `update()` writing through stored setter closures (`{ $0.fillColor = $1 }`):
/// what a write costs when the closure is written where the property is known.
@MainActor
public final class ClosureHandWrittenPin: PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  let setFill: (Item, Color) -> Void = { $0.fillColor = $1 }
  let setBorder: (Item, Color) -> Void = { $0.borderColor = $1 }
  let setWidth: (Item, Double) -> Void = { $0.borderWidth = $1 }

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Applies the current factors: one transition.
  public func transition() { update() }

  @inline(never)
  func update() {
    let fill: Color = isInvalid ? .red : isFilled ? .green : isDark ? .darkGray : .white
    let border: Color = isInvalid ? .red : isValid ? .green : isEditing ? .blue : .gray
    let width: Double =
      isEditing && isInvalid ? 3 : isEditing ? 2 : !isFilled && !isValid && !isInvalid && !isDark ? 0.5 : 1
    for item in items {
      setFill(item, fill)
      setBorder(item, border)
      setWidth(item, width)
    }
  }
}

/// The old library's algorithm with the same styling.
public final class OldPin: OldStateControl, PinStyling {
  /// Whether the PIN field is being edited (a factor).
  public var isEditing = false
  /// Whether every digit is entered (a factor).
  public var isFilled = false
  /// Whether the entered code is valid (a factor).
  public var isValid = false
  /// Whether the entered code was rejected (a factor).
  public var isInvalid = false
  /// Whether the dark appearance is on (a factor).
  public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control with the same factors and styling as ``EnginePin``.
  public override init() {
    super.init()
    let pin = PinStates.self
    register(pin.editing.rawValue) { ($0 as! OldPin).isEditing }
    register(pin.filled.rawValue) { ($0 as! OldPin).isFilled }
    register(pin.valid.rawValue) { ($0 as! OldPin).isValid }
    register(pin.invalid.rawValue) { ($0 as! OldPin).isInvalid }
    register(pin.dark.rawValue) { ($0 as! OldPin).isDark }
    for item in items {
      setValue(
        Color.red, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.filled))
      setValue(
        Color.darkGray, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.dark, 900))

      setValue(
        Color.red, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.valid))
      setValue(
        Color.blue, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.editing, 900))

      setValue(
        3.0, forTarget: item, forKeyPath: \.borderWidth,
        for: .init(.intersected, [pin.editing, pin.invalid], 1002))
      setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, for: .init(.intersected, pin.editing))
      setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: .init(.usual, []))
    }
  }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}

/// Checks that every implementation writes the same values in all 32 × 32 state pairs.
///
/// Run before the measurements: it also shows that each implementation really
/// writes its items, so none of the measured work can be optimised away.
@MainActor
public func verifyPinImplementationsAgree() {
  let implementations: [any PinStyling] = [
    EnginePin(), EnginePin(factorsAsPredicates: true), UncheckedEnginePin(), HandWrittenPin(),
    UncheckedHandWrittenPin(), KeyPathHandWrittenPin(), ClosureHandWrittenPin(), OldPin(),
  ]
  // Visit every state from every other one, so stale writes would show.
  for from in 0..<32 {
    for to in 0..<32 {
      let results = implementations.map { pin in
        _ = pin.styles(afterApplying: from)
        return pin.styles(afterApplying: to)
      }
      precondition(
        results.allSatisfy { $0 == results[0] },
        "PIN implementations disagree going from state \(from) to \(to): \(results)")
    }
  }
  precondition(pinChangedPropertiesPerTransition() > 0, "the PIN styling does not depend on the state")
  PinCostModel.verify()
}

/// How many of the 12 styled properties change value, on average, per
/// transition of the benchmarks' cycle (state `n` to `n + 1`, modulo 32).
///
/// The engine writes only these (each binding's entries have distinct values,
/// so a changed winner is a changed value); a hand-written `update()` writes all 12.
@MainActor
public func pinChangedPropertiesPerTransition() -> Double {
  let total = (0..<32).reduce(0) { $0 + pinChangedProperties(from: ($1 + 31) % 32, to: $1) }
  return Double(total) / 32
}

/// How many of the 12 styled properties change value from state `from` to state `to`.
@MainActor
public func pinChangedProperties(from: Int, to: Int) -> Int {
  let pin = UncheckedHandWrittenPin()
  var changed = 0
  for (before, after) in zip(pin.styles(afterApplying: from), pin.styles(afterApplying: to)) {
    // Per item: fill colour (numbers 0–2), border colour (3–5), border width (6).
    if before[0..<3] != after[0..<3] { changed += 1 }
    if before[3..<6] != after[3..<6] { changed += 1 }
    if before[6] != after[6] { changed += 1 }
  }
  return changed
}

/// Pairs of PIN states whose transitions change 0, 4, 8 and 12 of the 12
/// bindings: alternating between the two states of a pair measures the
/// engine's fixed cost per transition and its cost per changed binding.
public enum PinCostModel {
  /// `(changed bindings, first state, second state)`, states as factor bits.
  public static let statePairs: [(changed: Int, first: Int, second: Int)] = [
    (0, 2, 18),  // filled ↔ filled + dark: every winning value stays
    (4, 16, 18),  // dark ↔ dark + filled: the 4 fill colours
    (8, 0, 16),  // nothing ↔ dark: fill colours and border widths
    (12, 0, 8),  // nothing ↔ invalid: everything
  ]

  /// Checks that each pair changes the number of bindings it claims.
  @MainActor
  public static func verify() {
    for pair in statePairs {
      let changed = pinChangedProperties(from: pair.first, to: pair.second)
      precondition(
        changed == pair.changed,
        "PIN states \(pair.first) ↔ \(pair.second) change \(changed) bindings, not \(pair.changed)")
    }
  }
}
