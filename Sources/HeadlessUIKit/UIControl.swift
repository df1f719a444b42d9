import Foundation

/// A control without a screen: `UIControl`'s state and target-action semantics in plain Swift.
///
/// Where UIKit is unavailable, `QUIckControl` inherits from it, so control logic runs in `swift test`.
/// What a test drives and reads (a tap, VoiceOver's announcements) is in `UIControl+Testing.swift`.
///
/// ```swift
/// let control = UIControl()
/// control.addAction(UIAction { _ in print("changed") }, for: .valueChanged)
/// control.sendActions(for: .valueChanged)
/// // Prints "changed"
/// ```
@MainActor
open class UIControl {
  /// An action and the events it runs for, in the order added.
  private struct Entry {
    let id: Int
    let action: UIAction
    var events: Event
  }

  private var actions: [Entry] = []
  private var lastActionID = 0
  private var firstResponder = false

  /// The frame, kept for API parity with `UIView`; nothing is drawn.
  open var frame: CGRect
  /// The layer: border, corners and shadow, as a styled control sets them.
  public let layer = CALayer()
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether the control is hidden.
  open var isHidden = false
  /// Whether touches reach the control.
  open var isUserInteractionEnabled = true
  /// The traits colours follow; settable, to simulate the dark appearance or Increase Contrast.
  ///
  /// A change calls ``traitCollectionDidChange(_:)``, as UIKit does.
  open var traitCollection = UITraitCollection(preferredContentSizeCategory: .large) {
    didSet { if traitCollection != oldValue { traitCollectionDidChange(oldValue) } }
  }

  /// Called after ``traitCollection`` changes; a `QUIckControl` writes its resolved colours again.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Whether the control is enabled; `false` adds ``State/disabled`` to ``state``.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the control is selected; adds ``State/selected``.
  @exclusivity(unchecked) open var isSelected = false
  /// Whether the control is highlighted; adds ``State/highlighted``.
  @exclusivity(unchecked) open var isHighlighted = false
  /// Whether the control has focus; adds ``State/focused``. Settable here to simulate the focus system.
  @exclusivity(unchecked) open var isFocused = false

  /// Whether assistive technologies see the control as one element.
  open var isAccessibilityElement = false
  /// The label an assistive technology reads.
  open var accessibilityLabel: String?
  /// The value an assistive technology reads.
  open var accessibilityValue: String?
  /// The hint an assistive technology reads.
  open var accessibilityHint: String?
  /// The traits an assistive technology reads; a `QUIckControl` adds its selected and not-enabled state.
  open var accessibilityTraits: UIAccessibilityTraits = []

  /// The announcements posted for the control, oldest first; read by `accessibilityAnnouncements`.
  var announcements: [String] = []

  /// Posts `announcement` for VoiceOver; headless, it is recorded in `accessibilityAnnouncements`.
  public func postAccessibilityAnnouncement(_ announcement: String) {
    announcements.append(announcement)
  }

  /// What VoiceOver's double-tap does; `false` (nothing) unless a subclass says otherwise, as on UIKit.
  open func accessibilityActivate() -> Bool { false }

  /// Creates a control with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a control from an archive; headless controls keep no archived state.
  public required init?(coder: NSCoder) {
    self.frame = .zero
  }

  /// Creates a control with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The control's state, computed from ``isEnabled``, ``isSelected``, ``isHighlighted`` and ``isFocused``.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    if isFocused { state.insert(.focused) }
    return state
  }

  /// Adds `action`, run whenever one of `events` is sent; adding it again adds events to it.
  ///
  /// As on UIKit, a control keeps one action per ``UIAction/identifier``: another action with the
  /// identifier of one already added replaces it, for all its events.
  public func addAction(_ action: UIAction, for events: Event) {
    if let index = actions.firstIndex(where: { $0.action === action }) {
      actions[index].events.formUnion(events)
      return
    }
    actions.removeAll { $0.action.identifier == action.identifier }
    lastActionID += 1
    actions.append(Entry(id: lastActionID, action: action, events: events))
  }

  /// Removes the action with `identifier` for `events`, as ``removeAction(_:for:)`` removes it.
  ///
  /// ```swift
  /// let refresh = UIAction.Identifier("refresh")
  /// control.addAction(UIAction(identifier: refresh) { _ in print("refresh") }, for: .valueChanged)
  /// control.removeAction(identifiedBy: refresh, for: .valueChanged)
  /// control.sendActions(for: .valueChanged)  // Prints nothing
  /// ```
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    guard let entry = actions.first(where: { $0.action.identifier == identifier }) else { return }
    removeAction(entry.action, for: events)
  }

  /// Removes `action` for `events`; it does not run for them again, even during the current send.
  public func removeAction(_ action: UIAction, for events: Event) {
    guard let index = actions.firstIndex(where: { $0.action === action }) else { return }
    actions[index].events.subtract(events)
    if actions[index].events.isEmpty { actions.remove(at: index) }
  }

  /// The events that have at least one action.
  public var allControlEvents: Event { actions.reduce(into: []) { $0.formUnion($1.events) } }

  /// Runs, in the order they were added, the actions of any of `events`; one removed meanwhile is skipped.
  open func sendActions(for events: Event) {
    let snapshot = actions
    for entry in snapshot where !entry.events.isDisjoint(with: events) {
      guard let current = actions.first(where: { $0.id == entry.id }),
        !current.events.isDisjoint(with: events)
      else { continue }
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
  }

  /// What a finger lifted inside the control does besides `.touchUpInside`, for
  /// ``simulateTouch(endingInside:)``: nothing, unless a subclass (a button, a switch) says otherwise.
  func touchDidEndInside() {}

  /// Whether the control can become first responder; `false` unless a subclass says otherwise.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the control is first responder.
  open var isFirstResponder: Bool { firstResponder }

  /// Makes the control first responder if it can.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    setFirstResponder(true, if: canBecomeFirstResponder)
  }

  /// Whether the control gives up first-responder status when asked; `true` by default.
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status, if ``canResignFirstResponder``.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    setFirstResponder(false, if: canResignFirstResponder)
  }

  /// Sets first-responder status to `value` where `allowed`; returns `allowed`.
  private func setFirstResponder(_ value: Bool, if allowed: Bool) -> Bool {
    if allowed { firstResponder = value }
    return allowed
  }
}
