extension StateEngine {
  /// Whether a transition is open: state changes wait for the outermost commit.
  package var isInTransition: Bool { transitionDepth > 0 }

  /// Opens a transition; transitions nest.
  package func beginTransition() {
    transitionDepth += 1
  }

  /// Closes a transition; the outermost close returns the queued events, in order.
  ///
  /// The host then applies its current state once and sends the returned events.
  ///
  /// - Returns: The queued events in the order sent, when this closed the
  ///   outermost transition; otherwise an empty array. Each element holds the
  ///   bits one `sendActions(for:)` call queued first, so an event sent twice
  ///   is sent once, and events sent together are sent together (an action
  ///   registered for both runs once, as outside a transition).
  package func commitTransition() -> [ControlEvents] {
    guard transitionDepth > 0 else {
      fatalError(
        "QuickControl: commitTransition() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or cancelTransition(), or use performTransition(_:)."
      )
    }
    transitionDepth -= 1
    guard transitionDepth == 0 else { return [] }
    let events = queuedEvents
    queuedEvents.removeAll()
    queuedEventMask = 0
    return events
  }

  /// Closes a transition without committing; the outermost close drops the queued events
  /// and a forced apply asked for inside it.
  ///
  /// The state is not applied; it is applied at the next state change or
  /// `applyCurrentState()`.
  package func cancelTransition() {
    guard transitionDepth > 0 else {
      fatalError(
        "QuickControl: cancelTransition() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or cancelTransition(), or use performTransition(_:)."
      )
    }
    transitionDepth -= 1
    if transitionDepth == 0 {
      queuedEvents.removeAll()
      queuedEventMask = 0
      // A forced apply asked for inside the transition goes with it.
      forcedApplyIsPending = false
    }
  }

  /// Queues `events` if a transition is open.
  ///
  /// Each event bit is queued once, in the order first sent; the bits of one
  /// call that were not queued yet stay together.
  ///
  /// - Returns: `true` if the events were queued; `false` outside a transition,
  ///   when the host should send them now.
  package func enqueue(_ events: ControlEvents) -> Bool {
    guard transitionDepth > 0 else { return false }
    let newBits = events.rawValue & ~queuedEventMask
    if newBits != 0 {
      queuedEventMask |= newBits
      queuedEvents.append(ControlEvents(rawValue: newBits))
    }
    return true
  }
}
