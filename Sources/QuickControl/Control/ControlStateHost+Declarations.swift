import Foundation

extension ControlStateHost {
  /// Declares a custom state of this host class.
  ///
  /// Declare each state once, as a static constant of the class that computes it (in a generic
  /// class, which has no stored static properties, a computed `static var` that calls this: the
  /// same name returns the same state). The state carries its class, and its bit is chosen on first
  /// use among the bits free in the class's hierarchy (do not store raw values): other classes do
  /// not count, so an app declares as many states as its forms and controls need. A class, with its
  /// superclasses and subclasses, has room for 29 declared states on 64-bit platforms (the states
  /// of its `rules(by:_:)` included); the 30th stops with a message naming the limit. A
  /// `PinCodeControl` declares one for itself, so a subclass of it has room for one fewer.
  ///
  /// A state of one class in a condition, a rule or a subscription on a host of an unrelated class
  /// stops with a message naming both, as does registering it there. ``stateTableDescription``
  /// prints the name. The State bits section of the Getting started article tells the whole story.
  ///
  /// <!-- snippet: context uikit-member -->
  /// ```swift
  /// static let checked = declareState("checked")
  /// ```
  public nonisolated static func declareState(_ name: String) -> HostState {
    HostState(
      rawValue: StateNames.declare(name, isState: true, for: Self.self), owner: ObjectIdentifier(Self.self))
  }

  /// Declares a state a library class computes for itself (a PIN's rejection): a declared state
  /// like any other, named in the state table but not offered to apps in misuse messages.
  package nonisolated static func declareInternalState(_ name: String) -> HostState {
    let state = declareState(name)
    StateNames.keepInternal(state.rawValue, of: Self.self)
    return state
  }

  /// Declares a state of a library class at its own bit (``StateNames/libraryBits``): the 0.x bit
  /// it had, so that 0.x subclasses that numbered their raw states after it (`1 << 19` up) keep
  /// working, or a bit no other class's state takes. A `ControlState`, as in 0.x.
  package nonisolated static func declareLibraryState(_ name: String, bit: UInt) -> ControlState {
    precondition(
      bit & StateNames.libraryBits == bit, "QuickControl: a library state lies in StateNames.libraryBits.")
    return ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self, bit: bit))
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
