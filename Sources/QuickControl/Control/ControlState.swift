#if QUICKCONTROL_UIKIT
  import UIKit

  /// The state of a control: UIKit's `UIControl.State` on UIKit platforms.
  ///
  /// For example, `control.register(ControlState(rawValue: 1 << 16), while: \.isFilled)`.
  public typealias ControlState = UIControl.State

  /// The events a control sends: UIKit's `UIControl.Event` on UIKit platforms.
  ///
  /// Custom events belong in `ControlEvents.applicationReserved` (`0x0F000000`): for example,
  /// `control.sendActions(for: ControlEvents(rawValue: 1 << 24))`.
  public typealias ControlEvents = UIControl.Event
#else
  /// The state of a control, with the raw values of UIKit's `UIControl.State`.
  ///
  /// On UIKit it is `UIControl.State`; elsewhere this option set with identical raw values, for `swift test`.
  /// For example, `ControlState.application.contains(ControlState(rawValue: 1 << 16))` is `true`.
  public struct ControlState: OptionSet, Sendable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal, or default, state: no bit set.
    public static let normal = ControlState([])
    /// The highlighted state (bit 0).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The disabled state (bit 1).
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The selected state (bit 2).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The focused state (bit 3).
    public static let focused = ControlState(rawValue: 1 << 3)
    /// The bits available to the application for custom states: `0x00FF0000`.
    public static let application = ControlState(rawValue: 0x00FF_0000)
    /// The bits reserved for internal framework use: `0xFF000000`.
    public static let reserved = ControlState(rawValue: 0xFF00_0000)
  }

  /// The events a control sends, with the raw values of UIKit's `UIControl.Event`.
  ///
  /// On UIKit it is `UIControl.Event`; elsewhere this option set. Custom events belong in ``applicationReserved``:
  /// for example, `ControlEvents.applicationReserved.contains(ControlEvents(rawValue: 1 << 24))` is `true`.
  public struct ControlEvents: OptionSet, Sendable {
    /// The bits of the events.
    public let rawValue: UInt

    /// Creates events from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch-down event in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch-down event in the control.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A finger dragged just outside the control.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch-up event inside the control.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch-up event outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// A cancelled touch.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action was triggered.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    /// Editing began (the control became first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The edited text changed.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended (the control resigned first responder).
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    /// The bits available to the application for custom events: `0x0F000000`.
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    /// The bits reserved for internal framework use: `0xF0000000`.
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    /// All events.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
  }
#endif

extension ControlStateHost {
  /// Declares a custom state of this host class and returns its bit.
  ///
  /// Declare each state once, as a static constant of the class that computes it. Its bit of
  /// `ControlState.application`, chosen on first use (do not store raw values), differs from those
  /// of the class's superclasses and subclasses; a ninth state in one hierarchy stops with a message.
  /// The same name again returns the same bit; ``stateTableDescription`` prints the name.
  ///
  /// ```swift
  /// static let checked = declareState("checked")
  /// ```
  public nonisolated static func declareState(_ name: String) -> ControlState {
    ControlState(rawValue: StateNames.declare(name, isState: true, for: Self.self))
  }

  /// Declares a custom event of this host class (one of the four bits of `ControlEvents.applicationReserved`).
  ///
  /// ```swift
  /// static let confirmed = declareEvent("confirmed")
  /// ```
  public nonisolated static func declareEvent(_ name: String) -> ControlEvents {
    ControlEvents(rawValue: StateNames.declare(name, isState: false, for: Self.self))
  }
}

/// The names of state and event bits: the system ones, and those each host class declares.
package struct StateNames: Sendable {
  package var states: [(bit: UInt, name: String)], events: [(bit: UInt, name: String)]

  /// UIKit's names: highlighted, disabled, selected, focused; the standard events.
  package static let system = StateNames(
    states: [(1 << 0, "highlighted"), (1 << 1, "disabled"), (1 << 2, "selected"), (1 << 3, "focused")],
    events: [
      (1 << 0, "touchDown"), (1 << 6, "touchUpInside"), (1 << 12, "valueChanged"),
      (1 << 13, "primaryActionTriggered"), (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"),
      (1 << 18, "editingDidEnd"), (1 << 19, "editingDidEndOnExit"),
    ])
  /// Every declaration, grouped by class in the order of each class's first one.
  private static let declared = Locked<[(type: AnyClass, isState: Bool, bit: UInt, name: String)]>([])

  /// Every name a host of `type` knows: the system's, its class's and its superclasses'.
  package static func of(_ type: AnyClass) -> StateNames {
    declared.withLock { $0.filter { isClass(type, kindOf: $0.type) } }.reduce(into: system) {
      if $1.isState { $0.states.append(($1.bit, $1.name)) } else { $0.events.append(($1.bit, $1.name)) }
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

  private static func describe(_ bits: UInt, names: [(bit: UInt, name: String)]) -> String {
    if bits == 0 { return "normal" }
    let named = names.filter { bits & $0.bit != 0 }
    let rest = named.reduce(bits) { $0 & ~$1.bit }
    let unnamed = (0..<UInt.bitWidth).filter { rest >> $0 & 1 != 0 }.map { "0x" + String(1 << $0, radix: 16) }
    return (named.map(\.name) + unnamed).joined(separator: ", ")
  }

  /// The bit `name` has, or the highest free bit of the pool among the related classes' declarations.
  package static func declare(_ name: String, isState: Bool, for type: AnyClass) -> UInt {
    let kind = isState ? "state" : "event"
    return declared.withLock { declared in
      let related = declared.filter {
        $0.isState == isState && (isClass(type, kindOf: $0.type) || isClass($0.type, kindOf: type))
      }
      if let same = related.first(where: { $0.name == name }) {
        guard same.type == type else {
          fatalError(
            "QuickControl: \(type) declares \(kind) '\(name)', which \(same.type) already declares; use \(same.type)'s, or choose another name."
          )
        }
        return same.bit
      }
      let free = (isState ? 0x00FF_0000 : 0x0F00_0000) & ~related.reduce(0) { $0 | $1.bit }
      guard free != 0 else {
        let taken = related.map { "\($0.type).\($0.name)" }.joined(separator: ", ")
        fatalError(
          "QuickControl: no free \(kind) bit for \(type).\(name): its class hierarchy already declares \(taken). Combine states into one, or compute the rarer ones with a predicate condition."
        )
      }
      // The highest free bit: raw bits in old code count from 1 << 16 up.
      let bit: UInt = 1 << (UInt.bitWidth - 1 - free.leadingZeroBitCount)
      let index = declared.lastIndex { $0.type == type }.map { $0 + 1 } ?? declared.endIndex
      declared.insert((type, isState, bit, name), at: index)
      return bit
    }
  }

  private static func isClass(_ type: AnyClass, kindOf ancestor: AnyClass) -> Bool {
    sequence(first: type, next: { _getSuperclass($0) }).contains { $0 == ancestor }
  }
}

/// Closures per event, run in the order they were added: the one list behind the headless
/// control's actions and `PlaceholderTextView`'s subscriptions.
@MainActor
package final class EventHandlerList<Sender: AnyObject> {
  private struct Entry {
    let id: Int
    let events: ControlEvents
    let handler: (Sender) -> Void
  }

  private var entries: [Entry] = []
  private var lastID = 0

  package init() {}

  /// Adds `handler` for `events`; returns its identifier for ``remove(_:)`` (1 for the first).
  package func add(for events: ControlEvents, _ handler: @escaping (Sender) -> Void) -> Int {
    lastID += 1
    entries.append(Entry(id: lastID, events: events, handler: handler))
    return lastID
  }

  /// Removes a handler; it does not run again, even during the current send.
  package func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// The events that have at least one handler.
  package var allEvents: ControlEvents {
    entries.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Runs, in the order they were added, the handlers of any of `events`; one removed meanwhile is skipped.
  package func send(_ events: ControlEvents, from sender: Sender) {
    let snapshot = entries
    for entry in snapshot where !entry.events.isDisjoint(with: events) {
      guard entries.contains(where: { $0.id == entry.id }) else { continue }
      entry.handler(sender)
    }
  }
}
