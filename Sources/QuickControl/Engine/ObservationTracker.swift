import Foundation
import Observation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension ControlStateHost {
  /// Whether the host re-applies its state by itself when `@Observable` state its factors read changes.
  ///
  /// Off by default. Turned on, every apply evaluates the factors inside
  /// `withObservationTracking`; the first change to an observable property a
  /// factor read (of the host or of any model it references) makes the host
  /// call ``applyCurrentState()`` once, in a main-actor job: every change of one
  /// main-actor turn is in that one apply, and events and subscriptions behave
  /// as for a manual call. A change made while the state is being applied is
  /// applied right after that pass. Factors that read nothing observable still
  /// need ``applyCurrentState()``.
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
  /// Off by default because the apply then comes at the end of the turn, not
  /// inside the setter, and costs a `withObservationTracking` call per apply.
  /// Observation reports a change before the value is stored: after a change
  /// made on another thread the host applies again after pauses doubling from
  /// 1 ms to 256 ms. A model holds at most one registration per host; turning
  /// tracking off or releasing the host cancels it. See the Observation article.
  public var isObservationTrackingEnabled: Bool {
    get { stateEngine.observationTracker != nil }
    set {
      guard newValue != (stateEngine.observationTracker != nil) else { return }
      stateEngine.observationTracker?.stop()
      stateEngine.observationTracker = nil
      if newValue {
        stateEngine.observationTracker = ObservationTracker { [weak self] in self?.applyCurrentState() }
        applyCurrentState()
      }
    }
  }
}

/// Re-applies a host's state after `@Observable` state its factors read has changed.
///
/// Each apply evaluates the state inside `withObservationTracking` (an *arm*).
/// Observation calls an arm's `onChange` once, before the value is stored, on the
/// changing thread: it only notes the change and enqueues one main-actor job that
/// calls `applyHost`, which arms again. A change made during a pass is applied
/// after the pass instead (`StateEngine.apply`). Every arm also reads a
/// ``ObservationSentinel``: firing it cancels an arm replaced while still live,
/// so a host has at most one arm registered in its models.
@MainActor
final class ObservationTracker {
  /// What `onChange` handlers share with the main actor, under a lock.
  final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    /// The arm whose change counts; 0 when none is live.
    private var liveArm: UInt64 = 0
    private var lastArm: UInt64 = 0
    /// A change no evaluation has seen yet; one made off the main thread; a job enqueued.
    private var hasChange = false, needsFollowUp = false, isScheduled = false
    private var registeredArms = 0
    /// How many times arms reported, live or replaced (for the tests).
    private(set) var reports = 0

    private func locked<R>(_ body: () -> R) -> R { lock.withLock(body) }

    /// Starts a new arm: its id, and whether the sentinel must fire to cancel the live arm it replaces.
    func arm() -> (id: UInt64, firesSentinel: Bool) {
      locked {
        let replaced = liveArm != 0
        lastArm &+= 1
        liveArm = lastArm
        hasChange = false
        return (lastArm, replaced)
      }
    }

    /// Records a change seen by arm `id`; `true` if the caller must enqueue the job.
    func observeChange(by id: UInt64, offMainThread: Bool) -> Bool {
      locked {
        reports += 1
        guard id == liveArm else { return false }
        liveArm = 0
        hasChange = true
        needsFollowUp = needsFollowUp || offMainThread
        defer { isScheduled = true }
        return !isScheduled
      }
    }

    /// For the job: whether a change is still to be applied, and whether to look again after it.
    func takeScheduledChange() -> (apply: Bool, followUp: Bool) {
      locked {
        defer { (isScheduled, needsFollowUp) = (false, false) }
        return (hasChange, needsFollowUp)
      }
    }

    /// Whether a change was observed since the last arm, forgetting it.
    func takeChange() -> Bool {
      locked {
        defer { hasChange = false }
        return hasChange
      }
    }

    /// Forgets the live arm and any change; returns whether the sentinel must fire to cancel it.
    func cancel() -> Bool {
      locked {
        defer { (liveArm, hasChange, needsFollowUp) = (0, false, false) }
        return liveArm != 0
      }
    }

    /// How many arms are registered in registrars now: at most one per live tracker.
    var liveArms: Int { locked { registeredArms } }
    func countArm(_ delta: Int) { locked { registeredArms += delta } }
  }

  /// Counts one arm while Observation keeps its `onChange`.
  final class ArmToken: Sendable {
    let signal: Signal
    init(_ signal: Signal) {
      self.signal = signal
      signal.countArm(1)
    }
    deinit { signal.countArm(-1) }
  }

  let signal: Signal
  /// Applies the host's current state; holds the host weakly.
  let applyHost: @MainActor @Sendable () -> Void
  private let sentinel: AnyObject & Sendable
  /// Stops tracking: the live arm is cancelled and a pending change is dropped.
  let stop: @Sendable () -> Void

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
  init(applyHost: @escaping @MainActor @Sendable () -> Void) {
    let (signal, sentinel) = (Signal(), ObservationSentinel())
    (self.signal, self.sentinel) = (signal, sentinel)
    self.applyHost = applyHost
    stop = { if signal.cancel() { sentinel.fire() } }
  }

  deinit { stop() }

  /// Evaluates `state` while recording the observable properties it reads.
  func track(_ state: () -> ControlState) -> ControlState {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *),
      let sentinel = sentinel as? ObservationSentinel
    else { return state() }
    let (signal, applyHost) = (signal, applyHost)
    let (id, firesSentinel) = signal.arm()
    // After `arm()`, so that the replaced arm's handler sees a stale id.
    if firesSentinel { sentinel.fire() }
    let token = ArmToken(signal)
    return withObservationTracking {
      sentinel.touch()
      return state()
    } onChange: {
      withExtendedLifetime(token) {}
      // Called before the new value is stored: never apply here.
      let offMain = DispatchQueue.getSpecific(key: ObservationSentinel.mainQueueKey.key) != true
      guard signal.observeChange(by: id, offMainThread: offMain) else { return }
      Task { @MainActor in
        let (apply, followUp) = signal.takeScheduledChange()
        if apply { applyHost() }
        guard followUp else { return }
        // Made on another thread, the change may be stored only after that apply read it:
        // look again after pauses doubling from 1 ms to 256 ms.
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

/// An observable value every arm reads; firing it cancels the arms that read it.
///
/// `@unchecked Sendable`: its one variable only changes inside its registrar's `withMutation`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
final class ObservationSentinel: Observable, @unchecked Sendable {
  /// Marks the main queue, which runs the main actor's jobs (`Thread.isMainThread`
  /// is not that under `swift test` on Linux). Set once, then only read.
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
