extension StateEngine {
  /// The host's state, evaluated inside observation tracking while the host tracks observation.
  ///
  /// Without a tracker, `state` is evaluated as is: one load and a branch.
  @inline(__always)
  func trackingObservation(_ state: @autoclosure () -> ControlState) -> ControlState {
    guard let observationTracker else { return state() }
    return observationTracker.track(state)
  }

  /// After a pass: applies a change to tracked state made during it (by a subscriber, a target's `didSet`).
  ///
  /// The host's `applyCurrentState()` queues the apply behind the pass, one
  /// generation deeper, exactly as a manual call from the subscriber would: so a
  /// subscriber that keeps changing the model is stopped as a loop after
  /// ``maximumPasses``, and the job enqueued by the change finds nothing left to do.
  func applyObservedChangeAfterPass() {
    guard let observationTracker, observationTracker.signal.takeChange() else { return }
    observationTracker.applyHost()
  }
}
