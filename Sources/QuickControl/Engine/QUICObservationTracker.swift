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
/// Every arm also reads a `QUICObservationSentinel`; changing the sentinel fires
/// the arms that read it, which Observation then removes from every registrar
/// they were in. An arm replaced while still live (a manual apply with no change
/// in between), the live arm when tracking stops, and the live arm of a tracker
/// that goes away are cancelled that way; an arm whose property changed is
/// removed by Observation itself. So a host has at most one arm registered in
/// its models, whichever properties its factors read over time (`liveArms`
/// counts them, for the tests).
///
/// Observation reports a change before the value is stored. A change made on
/// another thread may therefore still be unstored when the main-actor job
/// evaluates the factors; the arm made then would miss it. After such a change
/// the host applies again after pauses doubling from 1 ms to 256 ms (an apply
/// that finds nothing new writes nothing), which reads the stored value unless
/// the changing thread was held up longer than about half a second between
/// Observation's report and its store.
@MainActor
final class QUICObservationTracker {
  /// What `onChange` handlers share with the main actor, under a lock: they run
  /// on the thread that makes the change.
  final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    /// The arm whose change counts; 0 when none is live.
    private var liveArm: UInt64 = 0
    private var lastArm: UInt64 = 0
    /// A change was observed that no evaluation has seen yet.
    private var hasChange = false
    /// A change was observed off the main thread: apply once more after the job.
    private var needsFollowUp = false
    /// Arms still registered in a registrar (their `onChange` not yet called or cancelled).
    private var registeredArms = 0
    /// Marks the main queue, which runs the main actor's jobs, to tell its code from other threads'.
    private static let mainQueue: MainQueueKey = {
      let marker = MainQueueKey()
      DispatchQueue.main.setSpecific(key: marker.key, value: true)
      return marker
    }()

    /// The key is set once, then only read (Sendable on Linux, not in Apple's SDK).
    private struct MainQueueKey: @unchecked Sendable {
      let key = DispatchSpecificKey<Bool>()
    }

    init() { _ = Self.mainQueue }

    /// Whether the caller runs on the main queue, as the main actor's jobs do (`Thread.isMainThread`
    /// is not that under `swift test` on Linux, where the main queue need not run on the first thread).
    var isOnMainActorThread: Bool { DispatchQueue.getSpecific(key: Self.mainQueue.key) == true }
    /// A main-actor job is enqueued.
    private var isScheduled = false
    /// How many times arms reported, live or replaced (for the tests: a
    /// cancelled arm reports once, when the sentinel cancels it, and never again).
    private(set) var reports = 0

    /// Starts a new arm: its id, and whether the sentinel must be fired to cancel the live arm it replaces.
    func arm() -> (id: UInt64, firesSentinel: Bool) {
      lock.lock()
      defer { lock.unlock() }
      let replaced = liveArm != 0
      lastArm &+= 1
      liveArm = lastArm
      // This evaluation sees every change made before it.
      hasChange = false
      return (lastArm, replaced)
    }

    /// Records a change seen by arm `id`; `true` if the caller must enqueue the job.
    func observeChange(by id: UInt64, offMainThread: Bool) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      reports += 1
      guard id == liveArm else { return false }
      liveArm = 0
      hasChange = true
      if offMainThread { needsFollowUp = true }
      guard !isScheduled else { return false }
      isScheduled = true
      return true
    }

    /// Called by the job: whether a change is still to be applied, and whether to apply once more after it.
    func takeScheduledChange() -> (apply: Bool, followUp: Bool) {
      lock.lock()
      defer { lock.unlock() }
      isScheduled = false
      let followUp = needsFollowUp
      needsFollowUp = false
      return (hasChange, followUp)
    }

    /// How many arms are registered in registrars now: at most one per live tracker.
    var liveArms: Int {
      lock.lock()
      defer { lock.unlock() }
      return registeredArms
    }

    /// An arm registered (`delta` 1) or left its registrars (-1).
    func countArm(_ delta: Int) {
      lock.lock()
      registeredArms += delta
      lock.unlock()
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
      let fires = liveArm != 0
      liveArm = 0
      hasChange = false
      needsFollowUp = false
      return fires
    }
  }

  /// Counts one arm while Observation keeps its `onChange`: made with the arm, released with it.
  final class ArmToken: Sendable {
    let signal: Signal
    init(_ signal: Signal) {
      self.signal = signal
      signal.countArm(1)
    }
    deinit { signal.countArm(-1) }
  }

  /// Created on the main actor, so that the signal knows its thread.
  let signal: Signal
  /// Applies the host's current state; holds the host weakly.
  let applyHost: @MainActor @Sendable () -> Void
  /// Evaluates its argument inside `withObservationTracking`, arming the tracker.
  private let arm: (() -> ControlState) -> ControlState
  /// Cancels the live arm, if any: fires the sentinel it reads.
  private let cancelLiveArm: @Sendable () -> Void

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  init(applyHost: @escaping @MainActor @Sendable () -> Void) {
    let signal = Signal()
    self.signal = signal
    let sentinel = QUICObservationSentinel()
    self.applyHost = applyHost
    cancelLiveArm = { if signal.cancel() { sentinel.fire() } }
    arm = { evaluate in
      let (id, firesSentinel) = signal.arm()
      // After `arm()`, so that the replaced arm's handler sees a stale id.
      if firesSentinel { sentinel.fire() }
      let token = ArmToken(signal)
      return withObservationTracking {
        sentinel.touch()
        return evaluate()
      } onChange: {
        withExtendedLifetime(token) {}
        // Called before the new value is stored: never apply here.
        guard signal.observeChange(by: id, offMainThread: !signal.isOnMainActorThread) else { return }
        Task { @MainActor in
          let (apply, followUp) = signal.takeScheduledChange()
          if apply { applyHost() }
          // Made on another thread, the change may have been stored only after that apply
          // read it, and the arm it made came too late to see the store: look again.
          if followUp {
            Task { @MainActor in
              // The writing thread may be preempted between the report and the store: look
              // again after pauses doubling from 1 ms to 256 ms (about half a second in all).
              var delay = 1
              while delay <= 256 {
                try? await Task.sleep(for: .milliseconds(delay))
                applyHost()
                delay *= 2
              }
            }
          }
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
  /// - Complexity: one `withObservationTracking` call with a read of the
  ///   sentinel; when an earlier arm is still live (a manual apply), one change
  ///   of the sentinel to cancel it.
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
