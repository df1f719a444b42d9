#if QUICKCONTROL_UIKIT
  import UIKit
#endif

extension ControlStateHost {
  /// Applies the host's state again each time the user changes one of `controls`: no target-action
  /// and no ``applyCurrentState()`` to write for user input.
  ///
  /// Say once, in `setUp()` or the form's initialiser, which controls the host's factors and
  /// computed values read: text fields (any editing event), switches, sliders, steppers and
  /// segmented controls (`.valueChanged`). A rule that reads two fields is then computed again when
  /// either changes. Listing a control twice changes nothing.
  ///
  /// A change made in code sends no event (UIKit does not send `.editingChanged` for `text =`):
  /// make such changes inside the host's ``performTransition(committing:_:)``, which applies once at
  /// its end. An `@Observable` model needs neither: see ``isObservationTrackingEnabled``.
  ///
  /// The controls are held weakly, and hold the host weakly: when the host goes away, its actions
  /// leave the controls.
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
    for control in controls where !engine.readsInput(of: control) {
      let followed = FollowedHost(input: control)
      followed.keep(addReapplyingAction(to: control))
      engine.follow(followed)
    }
  }

  /// Adds to `control` an action that applies this host's state; returns its removal.
  private func addReapplyingAction(to control: UIControl) -> ControlSubscription {
    let events: ControlEvents = [.allEditingEvents, .valueChanged]
    #if QUICKCONTROL_UIKIT
      let action = UIAction { [weak self] _ in self?.applyCurrentState() }
      control.addAction(action, for: events)
      return ControlSubscription { [weak control] in control?.removeAction(action, for: events) }
    #else
      let id = control.addAction(for: events) { [weak self] _ in self?.applyCurrentState() }
      return ControlSubscription { [weak control] in control?.removeAction(identifiedBy: id) }
    #endif
  }
}
