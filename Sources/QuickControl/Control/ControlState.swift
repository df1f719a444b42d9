#if QUICKCONTROL_UIKIT
  import UIKit

  /// The state of a control: UIKit's `UIControl.State` on UIKit platforms.
  ///
  /// The engine's name for its state, which hosts that are no `UIControl` (a text view, a form
  /// object) have too; on UIKit it is `UIControl.State` itself, so any `UIControl.State` value
  /// passes with no conversion.
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
