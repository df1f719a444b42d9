import Foundation
import QuickControl

// Scenario 1: a PIN entry control with 5 factors and 4 item views, each styled
// by fill colour, border colour and border width (12 bindings). The same
// styling is written three ways: with the engine, by hand (the floor) and with
// the old library's algorithm (see OldAlgorithm.swift).

/// A colour value, as a view's fill or border colour.
struct Color: Equatable, Sendable {
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

/// One digit cell of the PIN control: the properties the styling writes.
@MainActor
final class Item {
  var fillColor = Color.white
  var borderColor = Color.gray
  var borderWidth = 1.0

  init() {}

  /// The three styled properties, to compare the implementations.
  var snapshot: [Double] {
    [
      Double(fillColor.red), Double(fillColor.green), Double(fillColor.blue),
      Double(borderColor.red), Double(borderColor.green), Double(borderColor.blue), borderWidth,
    ]
  }
}

/// The five factor bits of the PIN scenario, in the application range.
enum PinStates {
  static let editing = ControlState(rawValue: 1 << 16)
  static let filled = ControlState(rawValue: 1 << 17)
  static let valid = ControlState(rawValue: 1 << 18)
  static let invalid = ControlState(rawValue: 1 << 19)
  static let dark = ControlState(rawValue: 1 << 20)
  static let all: [ControlState] = [editing, filled, valid, invalid, dark]
}

/// What the three implementations share: five Boolean factors and four items.
@MainActor
protocol PinStyling: AnyObject {
  var isEditing: Bool { get set }
  var isFilled: Bool { get set }
  var isValid: Bool { get set }
  var isInvalid: Bool { get set }
  var isDark: Bool { get set }
  var items: [Item] { get }
  /// Applies the current factors to the items.
  func transition()
}

extension PinStyling {
  /// Sets the five factors from the low five bits of `bits`.
  @inline(__always)
  func setFactors(_ bits: Int) {
    isEditing = bits & 1 != 0
    isFilled = bits & 2 != 0
    isValid = bits & 4 != 0
    isInvalid = bits & 8 != 0
    isDark = bits & 16 != 0
  }

  /// The styled properties of every item after applying the state `bits`.
  func styles(afterApplying bits: Int) -> [[Double]] {
    setFactors(bits)
    transition()
    return items.map(\.snapshot)
  }
}

/// The engine: a `QUIckControl` subclass that declares its styling per state.
final class EnginePin: QUIckControl, PinStyling {
  var isEditing = false
  var isFilled = false
  var isValid = false
  var isInvalid = false
  var isDark = false
  let items = (0..<4).map { _ in Item() }

  init() {
    super.init(frame: .zero)
    performTransition {
      register(PinStates.editing, forBoolKeyPath: \.isEditing)
      register(PinStates.filled, forBoolKeyPath: \.isFilled)
      register(PinStates.valid, forBoolKeyPath: \.isValid)
      register(PinStates.invalid, forBoolKeyPath: \.isInvalid)
      register(PinStates.dark, forBoolKeyPath: \.isDark)
      for item in items {
        setValue(Color.red, forTarget: item, forKeyPath: \.fillColor, for: .intersected(PinStates.invalid, priority: 1001))
        setValue(Color.green, forTarget: item, forKeyPath: \.fillColor, forAllStatesContained: PinStates.filled)
        setValue(Color.darkGray, forTarget: item, forKeyPath: \.fillColor, for: .intersected(PinStates.dark, priority: 900))

        setValue(Color.red, forTarget: item, forKeyPath: \.borderColor, for: .intersected(PinStates.invalid, priority: 1001))
        setValue(Color.green, forTarget: item, forKeyPath: \.borderColor, forAllStatesContained: PinStates.valid)
        setValue(Color.blue, forTarget: item, forKeyPath: \.borderColor, for: .intersected(PinStates.editing, priority: 900))

        setValue(3.0, forTarget: item, forKeyPath: \.borderWidth, for: .intersected([PinStates.editing, PinStates.invalid], priority: 1002))
        setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, forAllStatesContained: PinStates.editing)
        setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: ControlState())
      }
    }
  }

  required init?(coder: NSCoder) { nil }

  func transition() { applyCurrentState() }
}

/// The floor: the `update()` with `if`/`else` that the engine replaces.
@MainActor
final class HandWrittenPin: PinStyling {
  var isEditing = false
  var isFilled = false
  var isValid = false
  var isInvalid = false
  var isDark = false
  let items = (0..<4).map { _ in Item() }

  init() {}

  func transition() { update() }

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

/// The old library's algorithm with the same styling.
final class OldPin: OldStateControl, PinStyling {
  var isEditing = false
  var isFilled = false
  var isValid = false
  var isInvalid = false
  var isDark = false
  let items = (0..<4).map { _ in Item() }

  override init() {
    super.init()
    let pin = PinStates.self
    register(pin.editing.rawValue) { ($0 as! OldPin).isEditing }
    register(pin.filled.rawValue) { ($0 as! OldPin).isFilled }
    register(pin.valid.rawValue) { ($0 as! OldPin).isValid }
    register(pin.invalid.rawValue) { ($0 as! OldPin).isInvalid }
    register(pin.dark.rawValue) { ($0 as! OldPin).isDark }
    for item in items {
      setValue(Color.red, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.filled))
      setValue(Color.darkGray, forTarget: item, forKeyPath: \.fillColor, for: .init(.intersected, pin.dark, 900))

      setValue(Color.red, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.invalid, 1001))
      setValue(Color.green, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.valid))
      setValue(Color.blue, forTarget: item, forKeyPath: \.borderColor, for: .init(.intersected, pin.editing, 900))

      setValue(3.0, forTarget: item, forKeyPath: \.borderWidth, for: .init(.intersected, [pin.editing, pin.invalid], 1002))
      setValue(2.0, forTarget: item, forKeyPath: \.borderWidth, for: .init(.intersected, pin.editing))
      setValue(0.5, forTarget: item, forKeyPath: \.borderWidth, for: .init(.usual, []))
    }
  }

  func transition() { applyCurrentState() }
}

/// Checks that the three implementations write the same values in all 32 states.
@MainActor
func verifyPinImplementationsAgree() {
  let implementations: [any PinStyling] = [EnginePin(), HandWrittenPin(), OldPin()]
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
}
