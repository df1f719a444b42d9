import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

extension ControlStateHost {
  /// Declares a custom state of this host class and returns its bit.
  ///
  /// Declare each state once, as a static constant of the class that computes it.
  /// Its bit of `ControlState.application`, chosen on first use (do not store raw
  /// values), differs from those of the class's superclasses and subclasses; a
  /// ninth state in one hierarchy stops with a message. The same name again for
  /// the same class returns the same bit; ``stateTableDescription`` prints the name.
  ///
  /// ```swift
  /// static let checked = declareState("checked")
  /// ```
  public nonisolated static func declareState(_ name: String) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, in: \.states, for: Self.self))
  }

  /// Declares a custom event of this host class (one of the four bits of `ControlEvents.applicationReserved`).
  ///
  /// ```swift
  /// static let confirmed = declareEvent("confirmed")
  /// ```
  public nonisolated static func declareEvent(_ name: String) -> ControlEvents {
    ControlEvents(rawValue: StateNames.declare(name, in: \.events, for: Self.self))
  }
}

/// The names of state and event bits: the system ones, and those each host class declares.
package struct StateNames: Sendable {
  package typealias Names = [(bit: UInt, name: String)]

  package var states: Names
  package var events: Names

  /// The names UIKit gives: highlighted, disabled, selected, focused; the standard events.
  package static let system = StateNames(
    states: [(1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused")],
    events: [
      (1 << 0, "touchDown"), (1 << 6, "touchUpInside"), (1 << 12, "valueChanged"),
      (1 << 13, "primaryActionTriggered"), (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"),
      (1 << 18, "editingDidEnd"), (1 << 19, "editingDidEndOnExit"),
    ])

  private static let declarations = Locked<[(type: AnyClass, names: StateNames)]>([])

  /// Every name a host of `type` knows: the system's, its class's and its superclasses'.
  package static func of(_ type: AnyClass) -> StateNames {
    declarations.withLock { declarations in
      declarations.filter { isClass(type, kindOf: $0.type) }.reduce(into: system) {
        $0.states += $1.names.states
        $0.events += $1.names.events
      }
    }
  }

  /// `normal`, or the bits by name in brackets (`[disabled, valid]`); unnamed bits in hex.
  package func describe(_ state: ControlState, bare: Bool = false) -> String {
    let text = Self.describe(state.rawValue, names: states)
    return bare || state.rawValue == 0 ? text : "[\(text)]"
  }

  package func describe(_ events: ControlEvents) -> String {
    Self.describe(events.rawValue, names: self.events)
  }

  private static func describe(_ bits: UInt, names: Names) -> String {
    if bits == 0 { return "normal" }
    var rest = bits
    var parts: [String] = []
    for (bit, name) in names where rest & bit == bit {
      parts.append(name)
      rest &= ~bit
    }
    for shift in 0..<UInt.bitWidth where rest & (1 << shift) != 0 {
      parts.append("0x" + String(1 << shift, radix: 16))
    }
    return parts.joined(separator: ", ")
  }

  /// The bit `name` has, or the highest bit of the pool no related class declares.
  package static func declare(
    _ name: String, in pool: WritableKeyPath<StateNames, Names> & Sendable, for type: AnyClass
  ) -> UInt {
    declarations.withLock { declarations in
      let kind = pool == \.states ? "state" : "event"
      var used: UInt = 0
      var taken: [String] = []
      for declaration in declarations
      where isClass(type, kindOf: declaration.type) || isClass(declaration.type, kindOf: type) {
        let pairs = declaration.names[keyPath: pool]
        if let same = pairs.first(where: { $0.name == name }) {
          guard declaration.type == type else {
            fatalError(
              "QuickControl: \(type) declares \(kind) '\(name)', which \(declaration.type) already declares; use \(declaration.type)'s, or choose another name."
            )
          }
          return same.bit
        }
        used = pairs.reduce(used) { $0 | $1.bit }
        taken += pairs.map { "\(declaration.type).\($0.name)" }
      }
      let free = (pool == \.states ? 0x00FF_0000 : 0x0F00_0000) & ~used
      guard free != 0 else {
        fatalError(
          "QuickControl: no free \(kind) bit for \(type).\(name): its class hierarchy already declares \(taken.joined(separator: ", ")). Combine states into one, or compute the rarer ones with a predicate condition."
        )
      }
      // The highest free bit: raw bits in old code count from 1 << 16 up.
      let bit: UInt = 1 << (UInt.bitWidth - 1 - free.leadingZeroBitCount)
      let index = declarations.firstIndex { $0.type == type } ?? declarations.endIndex
      if index == declarations.endIndex { declarations.append((type, StateNames(states: [], events: []))) }
      declarations[index].names[keyPath: pool].append((bit, name))
      return bit
    }
  }

  private static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    sequence(first: type, next: { _getSuperclass($0) }).contains { $0 == ancestor }
  }
}

/// A value behind a lock (Foundation's `NSLock`: `Mutex` needs iOS 18).
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
