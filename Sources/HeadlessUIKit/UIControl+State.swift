extension UIControl {
  /// `UIControl.State`, where UIKit is unavailable: the state of a control, with UIKit's raw values.
  ///
  /// For example, `UIControl.State.application.contains(UIControl.State(rawValue: 1 << 16))` is `true`.
  public struct State: OptionSet, Sendable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal, or default, state: no bit set.
    public static let normal = State([])
    /// The highlighted state (bit 0).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The disabled state (bit 1).
    public static let disabled = State(rawValue: 1 << 1)
    /// The selected state (bit 2).
    public static let selected = State(rawValue: 1 << 2)
    /// The focused state (bit 3).
    public static let focused = State(rawValue: 1 << 3)
    /// The bits available to the application for custom states: `0x00FF0000`.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The bits reserved for internal framework use: `0xFF000000`.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// `UIControl.Event`, where UIKit is unavailable: the events a control sends, with UIKit's raw values.
  ///
  /// Custom events belong in ``applicationReserved``: for example,
  /// `UIControl.Event.applicationReserved.contains(UIControl.Event(rawValue: 1 << 24))` is `true`.
  public struct Event: OptionSet, Sendable {
    /// The bits of the events.
    public let rawValue: UInt

    /// Creates events from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch-down event in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch-down event in the control.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged just outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch-up event inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch-up event outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A cancelled touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (the control became first responder).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The edited text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (the control resigned first responder).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The bits available to the application for custom events: `0x0F000000`.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The bits reserved for internal framework use: `0xF0000000`.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// All events.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
