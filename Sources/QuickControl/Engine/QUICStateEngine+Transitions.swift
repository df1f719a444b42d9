extension QUICStateEngine {
  /// Whether a transition is open: state changes wait for the outermost commit.
  public var isTransitionTime: Bool { transitionDepth > 0 }

  /// Opens a transition; transitions nest.
  public func beginTransition() {
    transitionDepth += 1
  }

  /// Closes a transition; the outermost close returns the queued events, in order.
  ///
  /// The host then applies its current state once and sends the returned events.
  ///
  /// - Returns: The queued events, one bit each in the order first sent, when
  ///   this closed the outermost transition; otherwise an empty array.
  public func commitTransition() -> [ControlEvents] {
    guard transitionDepth > 0 else {
      fatalError(
        "QuickControl: commitTransition() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or endTransition(), or use performTransition(_:)."
      )
    }
    transitionDepth -= 1
    guard transitionDepth == 0 else { return [] }
    let events = queuedEvents
    queuedEvents.removeAll()
    queuedEventMask = 0
    return events
  }

  /// Closes a transition without committing; the outermost close drops the queued events.
  ///
  /// The state is not applied; it is applied at the next state change or
  /// `applyCurrentState()`.
  public func endTransition() {
    guard transitionDepth > 0 else {
      fatalError(
        "QuickControl: endTransition() was called without a matching beginTransition(). Balance every beginTransition() with one commitTransition() or endTransition(), or use performTransition(_:)."
      )
    }
    transitionDepth -= 1
    if transitionDepth == 0 {
      queuedEvents.removeAll()
      queuedEventMask = 0
    }
  }

  /// Queues `events` if a transition is open.
  ///
  /// Each event bit is queued once, in the order first sent.
  ///
  /// - Returns: `true` if the events were queued; `false` outside a transition,
  ///   when the host should send them now.
  public func enqueue(_ events: ControlEvents) -> Bool {
    guard transitionDepth > 0 else { return false }
    var rest = events.rawValue
    while rest != 0 {
      let bit = rest & (~rest &+ 1)
      rest &= ~bit
      if queuedEventMask & bit == 0 {
        queuedEventMask |= bit
        queuedEvents.append(ControlEvents(rawValue: bit))
      }
    }
    return true
  }
}
