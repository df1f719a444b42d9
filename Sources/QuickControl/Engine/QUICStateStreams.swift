import Foundation

/// The continuations of ``StateEngine/appliedStates()``, safe to touch from
/// a stream's termination handler, which may run on any thread.
final class QUICStateStreams: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var continuations: [Int: AsyncStream<ControlState>.Continuation] = [:]

  private func withLock<R>(_ body: (inout [Int: AsyncStream<ControlState>.Continuation]) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&continuations)
  }

  var isEmpty: Bool { withLock { $0.isEmpty } }

  func add(_ continuation: AsyncStream<ControlState>.Continuation, id: Int) {
    withLock { $0[id] = continuation }
  }

  func remove(id: Int) {
    _ = withLock { $0.removeValue(forKey: id) }
  }

  /// Sends `state` to every stream.
  ///
  /// - Returns: Whether any stream is left, so the engine can skip the lock while there is none.
  func yield(_ state: ControlState) -> Bool {
    let current = withLock { $0.isEmpty ? nil : Array($0.values) }
    guard let current else { return false }
    for continuation in current { continuation.yield(state) }
    return true
  }

  func finishAll() {
    let current = withLock { dict in
      defer { dict.removeAll() }
      return Array(dict.values)
    }
    for continuation in current { continuation.finish() }
  }
}
