import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// A control whose custom states are computed from Boolean properties and whose
/// look is declared per state, for itself and any other object.
///
/// Register custom state bits with ``QUICStateHost/register(_:forBoolKeyPath:inverted:)``
/// or ``QUICStateHost/register(_:with:)``, store values per state with
/// `setValue(_:forTarget:forKeyPath:for:)`, and the control writes the
/// best-matching value to every target each time its state changes: no
/// `update()` full of `if`/`else`. One control's state can drive another's
/// properties (Apply is enabled only while the repeat PIN is valid).
///
/// On UIKit platforms `QUIckControl` is a `UIControl`; elsewhere it inherits
/// from `QUICHeadlessControl` with the same semantics, so its logic is tested
/// with `swift test`.
///
/// ```swift
/// final class Checkbox: QUIckControl {
///   static let checked = ControlState(rawValue: 1 << 16)
///   var isChecked = false { didSet { applyCurrentState(); sendActions(for: .valueChanged) } }
///   let mark = Label()
///
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     register(Self.checked, forBoolKeyPath: \.isChecked)
///     setValue("✓", forTarget: mark, forKeyPath: \.text, forAllStatesContained: Self.checked)
///     setValue(0.5, forKeyPath: \.alpha, forAllStatesContained: .disabled)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
/// }
/// ```
open class QUIckControl: QUICControlBase, QUICStateHost {
  /// The engine holding this control's factors, values, transitions and subscriptions.
  public let stateEngine = QUICStateEngine()

  /// Creates a control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether the control is enabled; changing it applies the new state.
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { applyCurrentState() } }
  }

  /// Whether the control is selected; changing it applies the new state.
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { applyCurrentState() } }
  }

  /// Whether the control is highlighted; changing it applies the new state.
  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { applyCurrentState() } }
  }

  #if canImport(UIKit) && !os(watchOS)
    /// Applies the new state when the focus system moves focus to or from the control.
    open override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      applyCurrentState()
    }
  #else
    /// Whether the control has focus; changing it applies the new state.
    open override var isFocused: Bool {
      didSet { if isFocused != oldValue { applyCurrentState() } }
    }
  #endif

  /// The platform state with registered bits replaced by their factors' values.
  ///
  /// Platform bits no factor replaces (such as focused) are kept.
  open override var state: ControlState {
    stateEngine.computeState(of: self, platformState: super.state)
  }

  /// Sends `events` to the control's actions, or queues them while a transition is open.
  ///
  /// Queued events are sent once each, in order, at the outermost
  /// ``QUICStateHost/commitTransition()`` and dropped by the outermost
  /// ``QUICStateHost/endTransition()``.
  open override func sendActions(for events: ControlEvents) {
    if stateEngine.enqueue(events) { return }
    super.sendActions(for: events)
  }

  /// Receives problems found at run time, such as an apply loop that never settles.
  ///
  /// The default writes to standard error; see ``QUICDiagnostic``.
  public var diagnosticHandler: (QUICDiagnostic) -> Void {
    get { stateEngine.diagnosticHandler }
    set { stateEngine.diagnosticHandler = newValue }
  }
}

extension QUICStateHost where Self: QUIckControl {
  /// Calls `handler` each time one of `events` is sent.
  ///
  /// The handler gets the control, so it need not capture it. On UIKit the
  /// subscription is a `UIAction`, so it also sees events UIKit sends for
  /// touches.
  ///
  /// ```swift
  /// pin.subscribe(on: .valueChanged) { pin in print(pin.code) }
  /// ```
  ///
  /// - Returns: A token whose ``QUICSubscription/cancel()`` ends the
  ///   subscription. A discarded token keeps it alive as long as the control.
  @discardableResult
  public func subscribe(on events: ControlEvents, _ handler: @escaping (Self) -> Void)
    -> QUICSubscription
  {
    addEventHandler(for: events) { handler(unsafeDowncast($0, to: Self.self)) }
  }
}
