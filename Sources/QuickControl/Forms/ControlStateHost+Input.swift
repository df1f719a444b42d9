extension ControlStateHost {
  /// Applies the host's state again each time the user changes one of `controls`: no target-action
  /// and no ``applyCurrentState()`` to write for user input.
  ///
  /// Say once, in `setUp()` or the form's initialiser, which controls the host's registered states and
  /// computed values read: text fields (any editing event, focus included), switches, sliders,
  /// steppers and segmented controls (`.valueChanged`). A rule that reads two fields is then
  /// computed again when either changes. Listing a control twice changes nothing.
  ///
  /// The host applies at once, and once more after every other action of the same event has run,
  /// whatever the order the actions were added in: an app's own action that changes what a rule
  /// reads (a card number grouped as it is typed) is shown with the same event, not the next one.
  ///
  /// A change made in code sends no event (UIKit does not send `.editingChanged` for `text =`):
  /// make such changes inside the host's ``performTransition(committing:_:)``, which applies once at
  /// its end. An `@Observable` model needs neither: see ``isObservationTrackingEnabled``.
  ///
  /// The controls are held weakly, and hold the host weakly: when the host goes away, its actions
  /// leave the controls; a control that went away is forgotten.
  ///
  /// <!-- snippet: context forms-member -->
  /// ```swift
  /// override func setUp() {
  ///   reapplyOnInput(of: email, password, terms)
  ///   setValue(for: \.isEnabled, of: submit, when: .always) { form in form.canSubmit }
  /// }
  /// ```
  public func reapplyOnInput(of controls: UIControl...) {
    let engine = stateEngine
    engine.forgetGoneSources()
    for control in controls where !engine.readsInput(of: control) {
      let source = StateSource(input: control)
      let reapply = InputReapplier(host: self)
      source.keep(addAction(to: control, for: [.allEditingEvents, .valueChanged]) { reapply.run() })
      engine.addSource(source)
    }
  }
}

/// Applies a host's state for an input event: at once, and again after the event's other actions.
@MainActor
private final class InputReapplier {
  private weak var host: (any ControlStateHost)?
  private var isScheduled = false

  init(host: any ControlStateHost) { self.host = host }

  func run() {
    host?.applyCurrentState()
    // UIKit documents no order for a control's actions: the app's own may run after this one.
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      isScheduled = false
      host?.applyCurrentState()
    }
  }
}

/// Adds to `control` an action for `events` that runs `handler`; returns its removal.
@MainActor
func addAction(
  to control: UIControl, for events: ControlEvents, _ handler: @escaping @MainActor () -> Void
) -> ControlSubscription {
  let action = UIAction { _ in handler() }
  control.addAction(action, for: events)
  // The control holds the action, and with it what the handler captured: the token holds neither,
  // so both go with the control (a cell's button).
  return ControlSubscription(
    cancellation: { [weak control, weak action] in
      if let control, let action { control.removeAction(action, for: events) }
    },
    isAttached: { [weak control] in control != nil })
}
