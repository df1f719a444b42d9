import Foundation

/// A control whose custom states are computed from Boolean properties and whose
/// look is declared per state, for itself and any other object.
///
/// Declare states with ``ControlStateHost/declareState(_:)``, compute each from a key path or a predicate
/// with `register(_:while:)`, store values per state with `setValue(_:for:of:when:)`, and the control writes
/// the best-matching value to every target each time its state changes. On UIKit it is a `UIControl`;
/// elsewhere it inherits from the test double's `UIControl` (HeadlessUIKit), with the same semantics.
///
/// ```swift
/// import QuickControl
/// import UIKit
///
/// final class Checkbox: QUIckControl {
///   static let checked = declareState("checked")
///   var isChecked = false {
///     didSet {
///       applyCurrentState()
///       sendActions(for: .valueChanged)
///     }
///   }
///   let mark = UILabel()
///
///   override func setUp() {
///     addSubview(mark)
///     register(Self.checked, while: \.isChecked)
///     setValue("✓", for: \.text, of: mark, when: .containing(Self.checked))
///     setValue(0.5, for: \.alpha, when: .containing(.disabled))
///   }
/// }
/// ```
open class QUIckControl: UIControl, ControlStateHost {
  /// The engine holding this control's registered states, values, transitions and subscriptions.
  public let stateEngine = StateEngine()

  /// Creates a control with `frame`, then calls ``setUp()``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    registerForStateTraitChanges()
    setUp()
  }

  /// Creates a control from an archive, then calls ``setUp()``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    registerForStateTraitChanges()
    setUp()
  }

  /// Declares the control's registered states and values: override it instead of the initialisers.
  ///
  /// Both initialisers call it once, at their end. A subclass whose stored properties all
  /// have initial values needs no initialiser at all: it inherits `init(frame:)` and
  /// `init(coder:)`, and sets itself up here. The default does nothing; a subclass of a control
  /// that sets itself up (`PinCodeControl`) calls `super.setUp()` first. Code that follows
  /// `super.init` in a subclass's own initialiser runs after this method.
  ///
  /// <!-- snippet: context checkbox-member -->
  /// ```swift
  /// override func setUp() {
  ///   register(Self.checked, while: \.isChecked)
  ///   setValue("✓", for: \.text, of: mark, when: .containing(Self.checked))
  /// }
  /// ```
  open func setUp() {}

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

  #if QUICKCONTROL_UIKIT
    #if !os(visionOS)
      /// On iOS 16 only, applies the trait states and writes resolved colours again after a trait change.
      open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0, tvOS 17.0) { traitsDidChange() }
      }
    #endif

    /// Applies the new state when the focus system moves focus to or from the control.
    open override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      applyCurrentState()
    }
  #else
    /// Applies the trait states and writes the colours resolved when applied again after a trait change.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      traitsDidChange()
    }

    /// Whether the control has focus; changing it applies the new state.
    open override var isFocused: Bool {
      didSet { if isFocused != oldValue { applyCurrentState() } }
    }
  #endif

  /// The accessibility traits, with `.selected` and `.notEnabled` following the control's state, as a
  /// `UIButton`'s do.
  ///
  /// What you set is kept and extended: `accessibilityTraits = .button` reads as `[.button, .selected]`
  /// while the control is selected. To decide the traits yourself, override this property.
  /// `nonisolated` because the iOS 17 SDK declares it on `NSObject` without an actor.
  ///
  /// UIKit's trait constants (`.button`, `.header`…) are mutable globals in the iOS 17 SDK (Xcode 15),
  /// which Swift 6 rejects: with that SDK, the file that names one imports UIKit `@preconcurrency`,
  /// as below. The SDKs after it declare them constants, and a plain `import UIKit` does.
  ///
  /// ```swift
  /// @preconcurrency import UIKit  // for `.button` with the iOS 17 SDK in Swift 6 mode
  /// import QuickControl
  ///
  /// final class PlanCard: QUIckControl {
  ///   override func setUp() {
  ///     accessibilityTraits = .button  // selected, VoiceOver says "Selected, Pro plan, button"
  ///   }
  /// }
  /// ```
  nonisolated open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      MainActor.assumeIsolated { Self.accessibilityTraits(super.accessibilityTraits, in: state) }
    }
    set { MainActor.assumeIsolated { super.accessibilityTraits = newValue } }
  }

  /// The platform state with the registered bits replaced by their computed values, and the trait
  /// states (`.darkAppearance`…) once a condition names one or is a predicate.
  open override var state: ControlState {
    let engine = stateEngine
    let platform = super.state
    // The traits are read only when a condition may read a trait state (they cost a copy).
    return engine.computeState(
      of: self,
      platformState: engine.readsTraitStates
        ? platform.union(ControlState(traitsOf: traitCollection)) : platform)
  }

  /// Sends `events` to the control's actions, or queues them while a transition is open.
  ///
  /// Queued events are sent at the outermost ``ControlStateHost/commitTransition()``, dropped by a cancel.
  open override func sendActions(for events: ControlEvents) {
    if stateEngine.enqueue(events) { return }
    super.sendActions(for: events)
  }
}

extension ControlStateHost where Self: QUIckControl {
  /// Calls `handler` each time one of `events` is sent.
  ///
  /// The handler gets the control, so it need not capture it; on UIKit it is a `UIAction` and sees touch events.
  /// For example, `pin.subscribe(to: .valueChanged) { pin in print(pin.code) }`.
  ///
  /// - Returns: A token whose ``ControlSubscription/cancel()`` ends it; a discarded one lasts as long as the control.
  @discardableResult
  public func subscribe(to events: ControlEvents, _ handler: @escaping (Self) -> Void)
    -> ControlSubscription
  {
    addEventHandler(for: events) { handler(unsafeDowncast($0, to: Self.self)) }
  }
}

extension QUIckControl {
  /// Adds `handler` as a `UIAction`, so it also runs for events UIKit sends on touches.
  func addEventHandler(
    for events: ControlEvents, _ handler: @escaping (QUIckControl) -> Void
  ) -> ControlSubscription {
    QuickControl.addAction(to: self, for: events) { [weak self] in if let self { handler(self) } }
  }
}
