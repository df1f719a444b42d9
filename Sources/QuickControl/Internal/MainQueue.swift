import Foundation

/// Whether the code runs on the main actor: on the main thread, or on the main queue that runs the main
/// actor's jobs (under `swift test` on Linux, not always on the main thread). Shared by the package's
/// modules, so that they agree on it.
package enum MainQueue {
  private struct Marker: @unchecked Sendable { let key = DispatchSpecificKey<Bool>() }
  private static let marker: Marker = {
    let marker = Marker()
    DispatchQueue.main.setSpecific(key: marker.key, value: true)
    return marker
  }()

  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: marker.key) == true || Thread.isMainThread
  }
}

/// Runs `body` on the main actor: now when called there (a main-actor object's deinit usually is), later otherwise.
func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if MainQueue.isCurrent {
    MainActor.assumeIsolated(body)
  } else {
    Task { @MainActor in body() }
  }
}
