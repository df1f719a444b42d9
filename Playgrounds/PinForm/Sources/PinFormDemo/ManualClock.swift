import Foundation

/// A clock whose time moves only when told to: the scripted demo advances it by one
/// step per frame, so rotating placeholders change at the same frames on every run.
package final class ManualClock: Clock, @unchecked Sendable {
  /// A point in the clock's time: the time passed since it was created.
  package struct Instant: InstantProtocol {
    /// The time since the clock's start.
    package var offset: Duration
    /// The instant `duration` later.
    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `lhs` is earlier.
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

  /// Creates a clock at time zero.
  package init() {}

  /// The current instant.
  package var now: Instant { lock.withLock { current } }
  /// Any duration can be slept.
  package var minimumResolution: Duration { .zero }
  /// How many sleeps wait for a later instant.
  package var pendingSleepers: Int { lock.withLock { sleepers.count } }

  /// Suspends until the clock is advanced to `deadline` or the task is cancelled.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Int = lock.withLock {
          if cancelled.remove(id) != nil { return 2 }
          if deadline <= current { return 1 }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return 0
        }
        if outcome == 1 { continuation.resume() }
        if outcome == 2 { continuation.resume(throwing: CancellationError()) }
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

  /// Moves time forward by `duration` and wakes every sleep that is due.
  package func advance(by duration: Duration) {
    let due: [Sleeper] = lock.withLock {
      current = current.advanced(by: duration)
      let now = current
      let due = sleepers.filter { $0.deadline <= now }
      sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
