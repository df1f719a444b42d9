@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ControlStateHost {
  /// Whether the host re-applies its state by itself when `@Observable` state its factors read changes.
  ///
  /// Off by default. Turned on, every apply evaluates the factors inside
  /// `withObservationTracking`; the first change to an observable property a
  /// factor read — of the host itself or of any model it references — makes the
  /// host call ``applyCurrentState()`` once, in a main-actor job enqueued by that
  /// change. Every change made in the same main-actor turn is in that one apply,
  /// and events and subscriptions behave exactly as for a manual call, because
  /// it *is* that call. A change made while the state is being applied (by a
  /// subscriber, a target's `didSet`) is applied right after that pass instead,
  /// as a manual call from there would be.
  ///
  /// ```swift
  /// @Observable @MainActor final class Account {
  ///   var isLocked = false
  /// }
  /// extension ControlState {
  ///   static let locked = ControlState(rawValue: 1 << 20)
  /// }
  ///
  /// let account = Account()
  /// pin.register(.locked) { [account] _ in account.isLocked }
  /// pin.setValue(false, for: \.isEnabled, when: .containing(.locked))
  /// pin.isObservationTrackingEnabled = true
  ///
  /// account.isLocked = true
  /// // After this main-actor turn, pin.isEnabled == false: no applyCurrentState().
  /// ```
  ///
  /// Factors that read nothing observable still need ``applyCurrentState()``
  /// (from a `didSet`, say); both kinds can be mixed in one host. Turning it on
  /// applies the current state at once; turning it off stops tracking and drops
  /// a change not applied yet.
  ///
  /// Why off by default: the apply then happens later than the change (at the
  /// end of the turn, not inside the setter), which code written for manual
  /// applies may not expect; it has a cost on every apply (below); and on
  /// iOS 16, where Observation does not exist, nothing changes.
  ///
  /// Prefer models changed on the main actor (an `@MainActor` model is):
  /// Observation reports a change before the value is stored, so the apply a
  /// change made on another thread causes may read the old value. The host
  /// therefore applies again after pauses doubling from 1 ms to 256 ms after
  /// such a change; a store the system held up longer than that (about half a
  /// second) is applied at the next change or apply.
  ///
  /// - Complexity: per apply, one `withObservationTracking` call around the
  ///   factors (a few small allocations made by Observation) and, per observed
  ///   change, one main-actor `Task`. Each apply cancels the tracking it
  ///   replaces, and turning tracking off or releasing the host cancels the
  ///   live one, so a model holds at most one registration per host however
  ///   often the host applies and whichever properties its factors read.
  ///   See the Observation article for measured numbers.
  public var isObservationTrackingEnabled: Bool {
    get { stateEngine.observationTracker != nil }
    set {
      guard newValue != (stateEngine.observationTracker != nil) else { return }
      if newValue {
        stateEngine.observationTracker = QUICObservationTracker { [weak self] in
          self?.applyCurrentState()
        }
        applyCurrentState()
      } else {
        stateEngine.observationTracker?.stop()
        stateEngine.observationTracker = nil
      }
    }
  }
}
