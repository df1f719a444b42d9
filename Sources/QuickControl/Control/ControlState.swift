/// The state of a control: UIKit's `UIControl.State` (headless, the test double's).
///
/// The engine's name for its state, which hosts that are no `UIControl` (a text view, a form
/// object) have too; it is `UIControl.State` itself, so any `UIControl.State` value
/// passes with no conversion.
///
/// For example, `control.register(ControlState(rawValue: 1 << 16), while: \.isFilled)`.
public typealias ControlState = UIControl.State

/// The events a control sends: UIKit's `UIControl.Event` (headless, the test double's).
///
/// Custom events belong in `ControlEvents.applicationReserved` (`0x0F000000`): for example,
/// `control.sendActions(for: ControlEvents(rawValue: 1 << 24))`.
public typealias ControlEvents = UIControl.Event
