import Foundation
import QuickControl

// Scenario 2 (scale) and 3 (registration): boxes with 16 `Double` properties,
// styled with a given number of descriptors per property. B properties (each
// one box's property) are spread over T boxes of B / T properties.
// Key paths are written as literals where values are set, as an app does, so
// each setter closure is specialised.

/// A target with 16 numeric properties.
@MainActor
public final class Box {
  var p0 = 0.0
  var p1 = 0.0
  var p2 = 0.0
  var p3 = 0.0
  var p4 = 0.0
  var p5 = 0.0
  var p6 = 0.0
  var p7 = 0.0
  var p8 = 0.0
  var p9 = 0.0
  var p10 = 0.0
  var p11 = 0.0
  var p12 = 0.0
  var p13 = 0.0
  var p14 = 0.0
  var p15 = 0.0

  /// Creates a box with all 16 properties 0.
  public init() {}

  /// The 16 properties as key paths, property number `n` at index `n`.
  static let keyPaths: [ReferenceWritableKeyPath<Box, Double>] = [
    \.p0, \.p1, \.p2, \.p3, \.p4, \.p5, \.p6, \.p7, \.p8, \.p9, \.p10, \.p11, \.p12, \.p13, \.p14, \.p15,
  ]
}

/// Four registered state bits, cycled through all 16 combinations.
public enum ScaleStates {
  /// The four registered state bits.
  public static let bits: [ControlState] = (16..<20).map { ControlState(rawValue: 1 << $0) }
}

/// The descriptors of one property: descriptor 0 wins while bit 0 is on, the
/// others compete while it is off, so each transition (which flips bit 0)
/// changes every property's winning value.
func scaleDescriptors(_ count: Int) -> [(descriptor: StateCondition, value: Double)] {
  let bits = ScaleStates.bits
  var result: [(StateCondition, Double)] = [(.containing(bits[0], priority: 2000), 1)]
  for index in 1..<max(count, 1) {
    let other = bits[1 + index % 3]
    let descriptor: StateCondition
    switch index % 4 {
    case 0: descriptor = .notContaining(bits[0], priority: 100 + index)
    case 1: descriptor = .containingNone([bits[0], other], priority: 100 + index)
    case 2: descriptor = .exactly(other, priority: 100 + index)
    default: descriptor = .notContaining([bits[0], other], priority: 100 + index)
    }
    result.append((descriptor, Double(index + 1)))
  }
  return result
}

/// The old algorithm's copy of ``scaleDescriptors(_:)``.
func oldScaleDescriptors(_ count: Int) -> [(descriptor: OldDescriptor, value: Double)] {
  scaleDescriptors(count).map { entry in
    let mode = OldDescriptor.mode(of: entry.descriptor)
    return (OldDescriptor(mode, entry.descriptor.state, entry.descriptor.priority), entry.value)
  }
}

/// A scale implementation, as scenario 2's benchmarks time it: one transition at a time.
@MainActor
public protocol ScaleTransitioning: AnyObject {
  /// Applies the next state: one transition.
  func transition()
}

extension EngineScale: ScaleTransitioning {}
extension OldScale: ScaleTransitioning {}
extension HandWrittenScale: ScaleTransitioning {}

/// The engine with four registered states and `properties` properties over `targets` boxes.
public final class EngineScale: QUIckControl {
  var step: UInt = 0
  let boxes: [Box]

  /// Creates the control: `properties` properties over `targets` boxes, `descriptors` values each.
  public init(properties: Int, targets: Int, descriptors: Int) {
    boxes = (0..<targets).map { _ in Box() }
    super.init(frame: .zero)
    let perTarget = properties / targets
    precondition(perTarget * targets == properties && perTarget <= 16, "16 properties per box at most")
    let entries = scaleDescriptors(descriptors)
    performTransition {
      for (index, bit) in ScaleStates.bits.enumerated() {
        register(bit) { $0.step & (1 << index) != 0 }
      }
      for box in boxes {
        for property in 0..<perTarget {
          for entry in entries {
            setBoxValue(self, box, property, entry.value, entry.descriptor)
          }
        }
      }
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// One transition: the next of the 16 registered state combinations.
  public func transition() {
    step &+= 1
    applyCurrentState()
  }
}

/// Sets `value` for property number `property` of `box`, with a key-path literal.
@MainActor
public func setBoxValue(
  _ control: QUIckControl, _ box: Box, _ property: Int, _ value: Double,
  _ descriptor: StateCondition
) {
  switch property {
  case 0: control.setValue(value, for: \.p0, of: box, when: descriptor)
  case 1: control.setValue(value, for: \.p1, of: box, when: descriptor)
  case 2: control.setValue(value, for: \.p2, of: box, when: descriptor)
  case 3: control.setValue(value, for: \.p3, of: box, when: descriptor)
  case 4: control.setValue(value, for: \.p4, of: box, when: descriptor)
  case 5: control.setValue(value, for: \.p5, of: box, when: descriptor)
  case 6: control.setValue(value, for: \.p6, of: box, when: descriptor)
  case 7: control.setValue(value, for: \.p7, of: box, when: descriptor)
  case 8: control.setValue(value, for: \.p8, of: box, when: descriptor)
  case 9: control.setValue(value, for: \.p9, of: box, when: descriptor)
  case 10: control.setValue(value, for: \.p10, of: box, when: descriptor)
  case 11: control.setValue(value, for: \.p11, of: box, when: descriptor)
  case 12: control.setValue(value, for: \.p12, of: box, when: descriptor)
  case 13: control.setValue(value, for: \.p13, of: box, when: descriptor)
  case 14: control.setValue(value, for: \.p14, of: box, when: descriptor)
  case 15: control.setValue(value, for: \.p15, of: box, when: descriptor)
  default: preconditionFailure("16 properties per box")
  }
}

/// The old algorithm with the same registered states, properties and descriptors.
public final class OldScale: OldStateControl {
  var step: UInt = 0
  let boxes: [Box]

  /// Creates the control: `properties` properties over `targets` boxes, `descriptors` values each.
  public init(properties: Int, targets: Int, descriptors: Int) {
    boxes = (0..<targets).map { _ in Box() }
    super.init()
    let perTarget = properties / targets
    let entries = oldScaleDescriptors(descriptors)
    for (index, bit) in ScaleStates.bits.enumerated() {
      register(bit.rawValue) { ($0 as! OldScale).step & (1 << index) != 0 }
    }
    for box in boxes {
      for property in 0..<perTarget {
        for entry in entries {
          setOldBoxValue(self, box, property, entry.value, entry.descriptor)
        }
      }
    }
  }

  /// Applies the current registered states: one transition.
  public func transition() {
    step &+= 1
    applyCurrentState()
  }
}

/// Sets `value` for property number `property` of `box` in the old algorithm.
///
/// The old algorithm takes its key path as a value and always writes through
/// the run-time projection, so unlike ``setBoxValue(_:_:_:_:_:)`` it needs no
/// literal at the call: the key path comes from ``Box/keyPaths``.
@MainActor
public func setOldBoxValue(
  _ control: OldStateControl, _ box: Box, _ property: Int, _ value: Double, _ descriptor: OldDescriptor
) {
  precondition(Box.keyPaths.indices.contains(property), "16 properties per box")
  control.setValue(value, for: Box.keyPaths[property], of: box, for: descriptor)
}

/// The floor for the scale scenario: `if`/`else` on bit 0 writing every property.
@MainActor
public final class HandWrittenScale {
  var step: UInt = 0
  let boxes: [Box]
  let properties: Int

  /// Creates the floor for `properties` properties spread over `targets` boxes.
  public init(properties: Int, targets: Int) {
    boxes = (0..<targets).map { _ in Box() }
    self.properties = properties / targets
  }

  /// Applies the current registered states: one transition.
  public func transition() {
    step &+= 1
    update()
  }

  func update() {
    let value: Double
    if step & 1 != 0 {
      value = 1
    } else if step & 2 != 0 {
      value = 3
    } else {
      value = 2
    }
    for box in boxes {
      if properties > 0 { box.p0 = value }
      if properties > 1 { box.p1 = value }
      if properties > 2 { box.p2 = value }
      if properties > 3 { box.p3 = value }
      if properties > 4 { box.p4 = value }
      if properties > 5 { box.p5 = value }
      if properties > 6 { box.p6 = value }
      if properties > 7 { box.p7 = value }
      if properties > 8 { box.p8 = value }
      if properties > 9 { box.p9 = value }
      if properties > 10 { box.p10 = value }
      if properties > 11 { box.p11 = value }
      if properties > 12 { box.p12 = value }
      if properties > 13 { box.p13 = value }
      if properties > 14 { box.p14 = value }
      if properties > 15 { box.p15 = value }
    }
  }
}

/// Scenario 3: `setValue` for 1,000 properties (one descriptor each) on 63 boxes.
@MainActor
public final class Registration {
  let engine = EngineScale(properties: 1, targets: 1, descriptors: 1)
  let old = OldScale(properties: 1, targets: 1, descriptors: 1)
  let boxes = (0..<63).map { _ in Box() }

  /// Prepares the controls and boxes; nothing is registered yet.
  public init() {}

  /// Registers 1,000 properties with the engine, through the host's `setValue`, as an app does.
  public func registerWithEngine() {
    let descriptor = StateCondition.containing(ScaleStates.bits[0])
    for index in 0..<1000 {
      setBoxValue(engine, boxes[index / 16], index % 16, 1, descriptor)
    }
  }

  /// Registers 1,000 properties with the old algorithm.
  public func registerWithOldAlgorithm() {
    let descriptor = OldDescriptor(.intersected, ScaleStates.bits[0])
    for index in 0..<1000 {
      setOldBoxValue(old, boxes[index / 16], index % 16, 1, descriptor)
    }
  }
}
