import Foundation
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ControlStateHost {
  /// Whether the host re-applies its state by itself when `@Observable` state its registered states read changes.
  ///
  /// Off by default. Turned on, the first change to an observable property a registered state read makes the
  /// host call ``applyCurrentState()`` once, at the end of the main-actor turn; registered states that read
  /// nothing observable still need the call. See the Observation article.
  ///
  /// ```swift
  /// pin.register(locked) { [account] _ in account.isLocked }  // account is @Observable
  /// if #available(iOS 17, *) {
  ///   pin.isObservationTrackingEnabled = true
  /// }
  /// account.isLocked = true  // applied after this main-actor turn
  /// ```
  public var isObservationTrackingEnabled: Bool {
    get { stateEngine.observationTracker != nil }
    set {
      guard newValue != isObservationTrackingEnabled else { return }
      stateEngine.setObservationTracker(
        newValue ? ObservationTracker { [weak self] in self?.applyCurrentState() } : nil)
      if newValue { applyCurrentState() }
    }
  }
}

/// Re-applies a host's state after `@Observable` state its registered states read has changed.
///
/// Each evaluation of the host's state arms one tracking (`withObservationTracking`); its
/// `onChange` re-arms by hopping to the main actor and applying, which evaluates the state, and
/// so arms again. Observation calls `onChange` before it stores the new value, on the thread
/// that makes the change: a change made on the main actor is stored before the hop's job runs,
/// but one made on another thread may be stored after the job has read the old value, and
/// nothing would tell the tracker again. So after a change from another thread, the job
/// re-arms without waiting for a change and applies again on the main actor's next turns, until
/// `settlingTurns` turns in a row have seen no new change; a change meanwhile restarts the count.
@MainActor
final class ObservationTracker {
  /// What `onChange` handlers share with the main actor.
  struct State {
    /// The arm whose change counts (0 when none is live), and the last arm made.
    var liveArm: UInt64 = 0, lastArm: UInt64 = 0
    /// A change no evaluation has seen yet; one made off the main actor; a job enqueued.
    var hasChange = false, changedOffMain = false, isScheduled = false
    /// The main-actor turns left to apply again after a change from another thread.
    var settlingTurnsLeft = 0
    /// Whether tracking ended (turned off, or the engine gone): an enqueued job applies nothing.
    var isStopped = false
    #if DEBUG
      /// How many arms Observation keeps, and how many changes it reported: debug builds only, for
      /// the tests that check no arm is left behind.
      var liveArms = 0, reports = 0
    #endif
  }
  typealias Signal = Locked<State>

  /// How many main-actor turns without a new change end the applies after a change from another thread.
  nonisolated static let settlingTurns = 8

  /// Counts one arm while Observation keeps its `onChange`.
  final class ArmToken: Sendable {
    let signal: Signal
    init(_ signal: Signal) {
      self.signal = signal
      #if DEBUG
        signal.withLock { $0.liveArms += 1 }
      #endif
    }
    #if DEBUG
      deinit { signal.withLock { $0.liveArms -= 1 } }
    #endif
  }

  let signal = Signal(State())
  let applyHost: @MainActor @Sendable () -> Void
  private let sentinel: AnyObject & Sendable

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  init(applyHost: @escaping @MainActor @Sendable () -> Void) {
    (sentinel, self.applyHost) = (ObservationSentinel(), applyHost)
  }

  /// Stops tracking (turned off, or the engine gone): the live arm is cancelled, a pending change dropped.
  deinit {
    let wasLive = signal.withLock { state in
      defer {
        (state.liveArm, state.hasChange, state.changedOffMain, state.settlingTurnsLeft) = (0, false, false, 0)
        state.isStopped = true
      }
      return state.liveArm != 0
    }
    if wasLive, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
      (sentinel as? ObservationSentinel)?.fire()
    }
  }

  /// Whether a change no evaluation has seen yet was reported (then forgotten).
  func takeChange() -> Bool {
    signal.withLock { state in
      defer { state.hasChange = false }
      return state.hasChange
    }
  }

  /// Whether a job is enqueued to apply a change (the tests wait for none).
  var isScheduled: Bool { signal.withLock { $0.isScheduled } }

  /// Evaluates `state` under a new arm, which replaces the live one.
  func track(_ state: () -> ControlState) -> ControlState {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *),
      let sentinel = sentinel as? ObservationSentinel
    else { return state() }
    let (signal, applyHost) = (signal, applyHost)
    let (id, replacesLiveArm) = signal.withLock { state in
      defer { (state.liveArm, state.hasChange) = (state.lastArm, false) }
      state.lastArm &+= 1
      return (state.lastArm, state.liveArm != 0)
    }
    // After the new arm is live, so that the replaced arm's handler sees a stale id.
    if replacesLiveArm { sentinel.fire() }
    let token = ArmToken(signal)
    return withObservationTracking {
      sentinel.touch()
      return state()
    } onChange: {
      withExtendedLifetime(token) {}
      // Called before the new value is stored: never apply here.
      let offMain = !MainQueue.isCurrent
      let schedules = signal.withLock { state in
        #if DEBUG
          state.reports += 1
        #endif
        guard id == state.liveArm else { return false }
        state.liveArm = 0
        state.hasChange = true
        if offMain { (state.changedOffMain, state.settlingTurnsLeft) = (true, Self.settlingTurns) }
        defer { state.isScheduled = true }
        return !state.isScheduled
      }
      if schedules { Self.schedule(signal, applyHost) }
    }
  }

  /// Enqueues a main-actor job that applies the host (which arms again), and again on the next
  /// turns while a change from another thread may not have been stored when it was read.
  private nonisolated static func schedule(
    _ signal: Signal, _ applyHost: @escaping @MainActor @Sendable () -> Void
  ) {
    Task { @MainActor in
      let apply = signal.withLock { state in
        defer { (state.hasChange, state.changedOffMain) = (false, false) }
        return !state.isStopped && (state.hasChange || state.changedOffMain || state.settlingTurnsLeft > 0)
      }
      if apply { applyHost() }
      let again = signal.withLock { state in
        if state.settlingTurnsLeft > 0 { state.settlingTurnsLeft -= 1 }
        // A job stays scheduled while it settles; a change meanwhile does not enqueue another.
        state.isScheduled = state.settlingTurnsLeft > 0 || state.hasChange
        return state.isScheduled
      }
      if again { schedule(signal, applyHost) }
    }
  }
}
/// An observable value every arm reads; firing it cancels the arms that read it (changed only in `withMutation`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class ObservationSentinel: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private(set) var generation = 0

  func touch() { registrar.access(self, keyPath: \.generation) }

  func fire() { registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 } }
}
