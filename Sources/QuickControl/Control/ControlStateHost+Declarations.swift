import Foundation

extension ControlStateHost {
  /// Declares a custom state of this host class and returns its bit.
  ///
  /// Declare each state once, as a static constant of the class that computes it. Its bit, chosen on
  /// first use (do not store raw values), is its own in the whole app, so a state of one class used
  /// in a condition on a host of another stops with a message naming both. An app has room for 34
  /// declared states on 64-bit platforms (bits 32 to 60, then 19 to 23 of
  /// `ControlState.application`, so that 0.x raw bits stay free as long as possible); the 35th
  /// stops with a message naming the limit. The states of `rules(by:_:)` do not count:
  /// they are the host class's own. The same name again returns the same bit;
  /// ``stateTableDescription`` prints the name. The State bits section of the Getting started
  /// article tells the whole story.
  ///
  /// <!-- snippet: context uikit-member -->
  /// ```swift
  /// static let checked = declareState("checked")
  /// ```
  public nonisolated static func declareState(_ name: String) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self))
  }

  /// Declares a state of `rules(by:_:)`: its bit is this class hierarchy's own, not the
  /// app's, and its conditions carry the class (``StateCondition/caseOwner``).
  package nonisolated static func declareCaseState(_ name: String) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self, isCase: true))
  }

  /// Declares a state of a library class at the bit it had in 0.x, so that 0.x subclasses that numbered
  /// their raw states after it (`1 << 19` up) keep working; new states use ``declareState(_:)``.
  package nonisolated static func declareState(_ name: String, keeping0xBit bit: UInt) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self, bit: bit))
  }

  /// Declares an event of a library class at the bit it had in 0.x (see ``declareState(_:keeping0xBit:)``).
  package nonisolated static func declareEvent(_ name: String, keeping0xBit bit: UInt) -> ControlEvents {
    ControlEvents(rawValue: StateNames.declare(name, isState: false, for: Self.self, bit: bit))
  }

  /// Declares a custom event of this host class (one of the four bits of `ControlEvents.applicationReserved`).
  ///
  /// <!-- snippet: context uikit-member -->
  /// ```swift
  /// static let confirmed = declareEvent("confirmed")
  /// ```
  public nonisolated static func declareEvent(_ name: String) -> ControlEvents {
    ControlEvents(rawValue: StateNames.declare(name, isState: false, for: Self.self))
  }
}
