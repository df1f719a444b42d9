import Foundation
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ControlStateHost {
  /// Whether the host re-applies its state by itself when `@Observable` state its factors read changes.
  ///
  /// Off by default. Turned on, the first change to an observable property a factor read makes the
  /// host call ``applyCurrentState()`` once, at the end of the main-actor turn; factors that read
  /// nothing observable still need the call. See the Observation article.
  ///
  /// ```swift
  /// pin.register(locked) { [account] _ in account.isLocked }  // account is @Observable
  /// pin.isObservationTrackingEnabled = true
  /// account.isLocked = true  // applied after this main-actor turn
  /// ```
  public var isObservationTrackingEnabled: Bool {
    get { stateEngine.observationTracker != nil }
    set {
      guard newValue != isObservationTrackingEnabled else { return }
      stateEngine.observationTracker =
        newValue ? ObservationTracker { [weak self] in self?.applyCurrentState() } : nil
      if newValue { applyCurrentState() }
    }
  }
}

/// Re-applies a host's state after `@Observable` state its factors read has changed (Benchmarks/README.md).
@MainActor
final class ObservationTracker {
  /// What `onChange` handlers share with the main actor.
  struct State {
    /// The arm whose change counts (0 when none is live), and the last arm made.
    var liveArm: UInt64 = 0, lastArm: UInt64 = 0
    /// A change no evaluation has seen yet; one made off the main thread; a job enqueued.
    var hasChange = false, needsFollowUp = false, isScheduled = false
    var liveArms = 0, reports = 0  // For the tests.
  }
  typealias Signal = Locked<State>

  /// Counts one arm while Observation keeps its `onChange`.
  final class ArmToken: Sendable {
    let signal: Signal
    init(_ signal: Signal) {
      self.signal = signal
      signal.withLock { $0.liveArms += 1 }
    }
    deinit { signal.withLock { $0.liveArms -= 1 } }
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
      defer { (state.liveArm, state.hasChange, state.needsFollowUp) = (0, false, false) }
      return state.liveArm != 0
    }
    if wasLive, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
      (sentinel as? ObservationSentinel)?.fire()
    }
  }

  func takeChange() -> Bool {
    signal.withLock { state in
      defer { state.hasChange = false }
      return state.hasChange
    }
  }

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
      let offMain = DispatchQueue.getSpecific(key: ObservationSentinel.mainQueueKey.key) != true
      let schedules = signal.withLock { state in
        state.reports += 1
        guard id == state.liveArm else { return false }
        (state.liveArm, state.hasChange, state.needsFollowUp) = (0, true, state.needsFollowUp || offMain)
        defer { state.isScheduled = true }
        return !state.isScheduled
      }
      guard schedules else { return }
      Task { @MainActor in
        let (apply, followUp) = signal.withLock { state in
          defer { (state.isScheduled, state.needsFollowUp) = (false, false) }
          return (state.hasChange, state.needsFollowUp)
        }
        if apply { applyHost() }
        // A change made on another thread may be stored after that apply read it.
        for delay in 0...8 where followUp {
          try? await Task.sleep(for: .milliseconds(1 << delay))
          applyHost()
        }
      }
    }
  }
}

/// An observable value every arm reads; firing it cancels the arms that read it (changed only in `withMutation`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class ObservationSentinel: Observable, @unchecked Sendable {
  /// Marks the main queue (`Thread.isMainThread` is wrong under `swift test` on Linux).
  struct MainQueueKey: @unchecked Sendable { let key = DispatchSpecificKey<Bool>() }
  static let mainQueueKey: MainQueueKey = {
    let marker = MainQueueKey()
    DispatchQueue.main.setSpecific(key: marker.key, value: true)
    return marker
  }()

  private let registrar = ObservationRegistrar()
  private(set) var generation = 0

  init() { _ = Self.mainQueueKey }

  func touch() { registrar.access(self, keyPath: \.generation) }

  func fire() { registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 } }
}
