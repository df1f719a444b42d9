import Foundation

/// A clock whose time moves only when told to: rotation tests never sleep, and the scripted demo
/// shows the same frames on every run.
package final class ManualClock: Clock, @unchecked Sendable {
  package struct Instant: InstantProtocol {
    package var offset: Duration
    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelled: Set<Int> = []
  private var nextID = 0
  private var calls = 0

  /// Creates a clock at time zero.
  package init() {}

  package var now: Instant { lock.withLock { current } }
  package var minimumResolution: Duration { .zero }
  /// Sleeps waiting for time to pass: one per running timer.
  package var sleeperCount: Int { lock.withLock { sleepers.count } }
  /// Every call to `sleep(until:tolerance:)` so far.
  package var sleepCalls: Int { lock.withLock { calls } }

  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      nextID += 1
      calls += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, resume, cancel }
        let outcome: Outcome = lock.withLock {
          if cancelled.remove(id) != nil { return .cancel }
          if deadline <= current { return .resume }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelled.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking each due sleeper in deadline order and letting it run until it sleeps again.
  ///
  /// A timer that ends instead of sleeping again is waited for until `ended`
  /// holds (a rotation that stops: `{ !rotation.isRunning }`); without it the
  /// wait gives up after a bound long enough for a timer starved by parallel
  /// tests to get its turn.
  @MainActor
  package func advance(by duration: Duration, orUntil ended: () -> Bool = { false }) async {
    let target = now.advanced(by: duration)
    while true {
      let before = sleepCalls
      guard resumeNextDue(upTo: target) else { break }
      await settle({ (self.sleepCalls > before && self.sleeperCount > 0) || ended() }, timeout: .seconds(30))
    }
    lock.withLock { current = target }
  }

  /// Moves time forward by `duration`, waking each due sleeper in deadline order without waiting
  /// for any to run: the demo's frame step, which lets the timers run when it next yields.
  package func advanceWithoutWaiting(by duration: Duration) {
    let target = now.advanced(by: duration)
    while resumeNextDue(upTo: target) {}
    lock.withLock { current = target }
  }

  /// Wakes the first sleeper due by `now + duration` and returns at once, before it runs: the test
  /// can act between a timer's wake-up and its tick. Returns whether a sleeper was woken.
  @discardableResult
  package func resumeWithoutWaiting(after duration: Duration) -> Bool {
    resumeNextDue(upTo: now.advanced(by: duration))
  }

  /// Removes the sleeper due first by `target`, moves the time to its deadline and resumes it.
  private func resumeNextDue(upTo target: Instant) -> Bool {
    let due: Sleeper? = lock.withLock {
      guard
        let index = sleepers.indices.filter({ sleepers[$0].deadline <= target })
          .min(by: { sleepers[$0].deadline < sleepers[$1].deadline })
      else { return nil }
      current = sleepers[index].deadline
      return sleepers.remove(at: index)
    }
    guard let due else { return false }
    due.continuation.resume()
    return true
  }
}

/// Yields until `condition` holds or `timeout` passes while this test can run; it never sleeps.
///
/// The bound only matters when the condition never holds; a condition that holds returns at
/// once. Each turn goes once through the global executor, where a woken timer resumes, and back
/// to the main actor, where it ticks. A turn counts at most 10 ms towards the bound: while other
/// suites hold the cooperative threads (an exit test reading its child's output) or the main
/// actor (a long synchronous test), the awaited timer cannot run either, so that time must not
/// use up the bound before the timer has had its turn.
@MainActor
@discardableResult
package func settle(_ condition: () -> Bool = { false }, timeout: Duration = .seconds(30)) async -> Bool {
  var waited = Duration.zero
  while waited < timeout {
    if condition() { return true }
    let start = ContinuousClock.now
    await Task.detached {}.value
    waited += min(ContinuousClock.now - start, .milliseconds(10))
  }
  return condition()
}
