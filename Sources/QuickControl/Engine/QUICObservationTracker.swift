import Foundation
import Observation

/// Re-applies a host's state after `@Observable` state its factors read has changed.
///
/// Created by ``ControlStateHost/isObservationTrackingEnabled``. Each apply
/// evaluates the host's state inside `withObservationTracking` (an *arm*), so
/// the factors' reads of observable properties are recorded. The first change
/// to one of them calls the arm's `onChange`, which Observation calls once,
/// before the new value is stored, on the thread that makes the change: it only
/// notes the change and enqueues one main-actor job; the job applies the host's
/// state through `applyCurrentState()`, which arms again. Changes made while a
/// pass is writing (by a subscriber, a target's `didSet`) are applied after that
/// pass instead, as a manual `applyCurrentState()` from there would be (see
/// `StateEngine.applyObservedChangeAfterPass()`).
///
/// An arm replaced by a newer one while still live (a manual apply with no
/// change in between) is cancelled through a `QUICObservationSentinel`: an arm
/// that replaces a live one also reads the sentinel, and changing the sentinel
/// fires that arm, which Observation then removes from every registrar it was
/// in. The arm made after a change (the usual, observed path) does not read the
/// sentinel, which would cost a sixth of a tracked transition; so when manual
/// applies follow it, that one arm stays registered, unused, until a property it
/// read changes, and every later one is cancelled: a model holds at most two
/// registrations per host, the live one and that one.
@MainActor
final class QUICObservationTracker {
  /// What `onChange` handlers share with the main actor, under a lock: they run
  /// on the thread that makes the change.
  final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    /// The arm whose change counts; 0 when none is live.
    private var liveArm: UInt64 = 0
    /// Whether the live arm reads the sentinel, so firing it cancels the arm.
    private var liveArmReadsSentinel = false
    private var lastArm: UInt64 = 0
    /// A change was observed that no evaluation has seen yet.
    private var hasChange = false
    /// A main-actor job is enqueued.
    private var isScheduled = false
    /// How many times arms reported, live or replaced (for the tests: a
    /// cancelled arm reports once, when the sentinel cancels it, and never again).
    private(set) var reports = 0

    /// Starts a new arm: its id; whether it must read the sentinel (it replaces
    /// a live arm); whether the sentinel must be fired to cancel the replaced arm.
    func arm() -> (id: UInt64, readsSentinel: Bool, firesSentinel: Bool) {
      lock.lock()
      defer { lock.unlock() }
      let replaced = liveArm != 0
      let fires = replaced && liveArmReadsSentinel
      lastArm &+= 1
      liveArm = lastArm
      liveArmReadsSentinel = replaced
      // This evaluation sees every change made before it.
      hasChange = false
      return (lastArm, replaced, fires)
    }

    /// Records a change seen by arm `id`; `true` if the caller must enqueue the job.
    func observeChange(by id: UInt64) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      reports += 1
      guard id == liveArm else { return false }
      liveArm = 0
      hasChange = true
      guard !isScheduled else { return false }
      isScheduled = true
      return true
    }

    /// Called by the job: whether a change is still to be applied.
    func takeScheduledChange() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      isScheduled = false
      return hasChange
    }

    /// Called after a pass: whether a change was observed, forgetting it.
    func takeChange() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      let changed = hasChange
      hasChange = false
      return changed
    }

    /// Forgets the live arm and any change; returns whether the sentinel must be fired to cancel it.
    func cancel() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      let fires = liveArm != 0 && liveArmReadsSentinel
      liveArm = 0
      hasChange = false
      return fires
    }
  }

  let signal = Signal()
  /// Applies the host's current state; holds the host weakly.
  let applyHost: @MainActor @Sendable () -> Void
  /// Evaluates its argument inside `withObservationTracking`, arming the tracker.
  private let arm: (() -> ControlState) -> ControlState
  /// Cancels the live arm, if any: fires the sentinel it reads.
  private let cancelLiveArm: @Sendable () -> Void

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  init(applyHost: @escaping @MainActor @Sendable () -> Void) {
    let signal = self.signal
    let sentinel = QUICObservationSentinel()
    self.applyHost = applyHost
    cancelLiveArm = { if signal.cancel() { sentinel.fire() } }
    arm = { evaluate in
      let (id, readsSentinel, firesSentinel) = signal.arm()
      // After `arm()`, so that the replaced arm's handler sees a stale id.
      if firesSentinel { sentinel.fire() }
      return withObservationTracking {
        if readsSentinel { sentinel.touch() }
        return evaluate()
      } onChange: {
        // Called before the new value is stored: never apply here.
        guard signal.observeChange(by: id) else { return }
        Task { @MainActor in
          if signal.takeScheduledChange() { applyHost() }
        }
      }
    }
  }

  deinit {
    // Removes the live arm from the registrars of the models it read.
    cancelLiveArm()
  }

  /// Evaluates `state` while recording the observable properties it reads.
  ///
  /// - Complexity: one `withObservationTracking` call; when an earlier arm is
  ///   still live (a manual apply), also a read of the sentinel, and one change
  ///   of it to cancel that arm if it read the sentinel too.
  @inline(__always)
  func track(_ state: () -> ControlState) -> ControlState {
    arm(state)
  }

  /// Stops tracking: the live arm is cancelled and a pending change is dropped.
  func stop() {
    cancelLiveArm()
  }
}

/// An observable value every arm reads; changing it cancels the live arm.
///
/// Observation calls an arm's `onChange` once and then removes the arm from
/// every registrar it was in, so firing the sentinel removes a replaced arm
/// from the models too. `@unchecked Sendable`: its one variable is only
/// changed inside its registrar's `withMutation`, from the main actor or the
/// tracker's `deinit`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class QUICObservationSentinel: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private(set) var generation = 0

  /// Records an access, so that the enclosing arm tracks the sentinel.
  func touch() {
    registrar.access(self, keyPath: \.generation)
  }

  /// Fires every arm that read the sentinel, which removes them.
  func fire() {
    registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
  }
}
