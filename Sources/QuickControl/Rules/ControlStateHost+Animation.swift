import Foundation

extension ControlStateHost {
  /// How long a change of state animates the values it writes, in seconds; `0`, the default,
  /// writes them at once.
  ///
  /// Set it once: every apply that changes the state writes its values inside one UIKit
  /// animation of this length (`UIView.animate`, from the current state, touches allowed), wherever
  /// the apply comes from — a property's `didSet`, a transition's commit, the user's input
  /// (``reapplyOnInput(of:)``) or observation tracking, whose applies run after the app's own
  /// animation block has ended. View properties such as `alpha`, `backgroundColor` and `transform`
  /// animate; what else animates is UIKit's choice. An apply that writes values without a change
  /// of state (a value stored again) is not animated; neither is a change of the trait states alone
  /// (dark mode, Increase Contrast, larger text), since UIKit does not animate a trait change; and
  /// nothing is while Reduce Motion is on. A change only of ``statesChangingWithoutAnimation`` (by
  /// default the highlight of a press) is written at once; headless, `animatedStateChangeDurations`
  /// lists what animated.
  ///
  /// ```swift
  /// card.stateChangeAnimationDuration = 0.2  // selection, highlight, loading: all cross-fade
  /// ```
  public var stateChangeAnimationDuration: TimeInterval {
    get { stateEngine.animationDuration }
    set { stateEngine.animationDuration = newValue }
  }
}

extension ControlStateHost {
  /// The states whose changes are written at once, outside the state-change animation;
  /// `.highlighted` by default.
  ///
  /// With a ``stateChangeAnimationDuration``, a change of state that changes only these states
  /// writes its values at once; one that also changes another state animates all its writes. The
  /// default keeps a press immediate, as UIKit's controls dim at once under the finger while a
  /// selection or a loading look cross-fades. Set `[]` to animate every change, or add states of
  /// your own that should snap (a validation error shown as the user types).
  ///
  /// ```swift
  /// card.stateChangeAnimationDuration = 0.2
  /// card.statesChangingWithoutAnimation = [.highlighted, .disabled]  // a press and disabling snap
  /// ```
  public var statesChangingWithoutAnimation: HostState {
    get { HostState(stateEngine.statesChangingWithoutAnimation) }
    set {
      stateEngine.checkRegistration(of: newValue, on: self)
      stateEngine.statesChangingWithoutAnimation = newValue.controlState
    }
  }
}

extension StateEngine {
  #if QUICKCONTROL_UIKIT
    /// Runs `writes` inside a UIKit animation of `duration`, or at once while Reduce Motion is on.
    func animateStateChange(duration: TimeInterval, _ writes: @escaping () -> Void) {
      guard !UIAccessibility.isReduceMotionEnabled else { return writes() }
      logAnimation(duration)
      UIView.animate(
        withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: writes)
    }
  #else
    /// Headless: records `duration` and runs `writes` at once, inside ``animationObserver`` if one is
    /// set (for tests).
    func animateStateChange(duration: TimeInterval, _ writes: @escaping () -> Void) {
      logAnimation(duration)
      if let observer = Self.animationObserver { observer(duration, writes) } else { writes() }
    }

    /// Where the headless engine reports the animations a device would run: a test sets it to see
    /// the duration and that the writes happen inside.
    static var animationObserver: ((TimeInterval, () -> Void) -> Void)?
  #endif

  /// How many durations `animationLog` keeps, the most recent.
  static let animationLogLimit = 64

  private func logAnimation(_ duration: TimeInterval) {
    if animationLog.count == Self.animationLogLimit { animationLog.removeFirst() }
    animationLog.append(duration)
  }
}
