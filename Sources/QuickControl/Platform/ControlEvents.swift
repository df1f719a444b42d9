#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The events a control sends: UIKit's `UIControl.Event` on UIKit platforms.
  ///
  /// Custom events belong in `ControlEvents.applicationReserved` (`0x0F000000`).
  ///
  /// ```swift
  /// let typeComplete = ControlEvents(rawValue: 1 << 24)
  /// control.sendActions(for: typeComplete)
  /// ```
  public typealias ControlEvents = UIControl.Event
#else
  /// The events a control sends, with the raw values of UIKit's `UIControl.Event`.
  ///
  /// On UIKit platforms `ControlEvents` is `UIControl.Event`; elsewhere it is this
  /// option set with identical raw values. Custom events belong in
  /// ``applicationReserved``.
  ///
  /// ```swift
  /// let typeComplete = ControlEvents(rawValue: 1 << 24)
  /// print(ControlEvents.applicationReserved.contains(typeComplete))
  /// // Prints "true"
  /// ```
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
