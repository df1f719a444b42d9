import Foundation

// Coverage: who is told when the keyboard starts or stops covering the scroll view.
extension KeyboardInsetKeeper {
  /// Calls `handler` with ``isKeyboardCovering`` each time it changes, until the token is cancelled.
  ///
  /// The keeper holds `handler` until ``ControlSubscription/cancel()`` (dropping the
  /// token does not cancel). A host's keyboard state registered with
  /// ``ControlStateHost/register(_:whileKeyboardCovers:)`` needs no token: it ends
  /// with the host.
  ///
  /// ```swift
  /// let token = keeper.observeCoverage { covered in footer.isHidden = covered }
  /// ```
  @discardableResult
  package func observeCoverage(_ handler: @escaping (Bool) -> Void) -> ControlSubscription {
    let observer = KeyboardCoverageObserver(handler)
    addCoverageObserver(observer, retained: true)
    return ControlSubscription { [weak self] in self?.coverageObservers.removeAll { $0.observer === observer }
    }
  }

  /// Adds `observer`; the keeper holds it strongly when `retained`, else only as long as its owner keeps it.
  func addCoverageObserver(_ observer: KeyboardCoverageObserver, retained: Bool) {
    coverageObservers.removeAll { $0.observer == nil }
    coverageObservers.append(.init(observer: observer, retained: retained ? observer : nil))
  }

  /// The coverage handlers the keeper still calls: for tests (a host gone leaves none).
  var coverageObserverCount: Int { coverageObservers.filter { $0.observer != nil }.count }

  /// Calls every live handler with `covering`, in the order they were added; drops the ones whose owner is gone.
  func notifyCoverage(_ covering: Bool) {
    coverageObservers.removeAll { $0.observer == nil }
    // A snapshot: a handler may add or cancel handlers.
    for entry in coverageObservers {
      entry.observer?.handler(covering)
    }
  }
}

/// A handler of ``KeyboardInsetKeeper``'s coverage, in an object so that the keeper can hold it weakly.
@MainActor
final class KeyboardCoverageObserver {
  /// How the keeper lists a handler: weakly, plus strongly for a handler nobody else holds.
  struct Entry {
    weak var observer: KeyboardCoverageObserver?
    let retained: KeyboardCoverageObserver?
  }

  let handler: (Bool) -> Void

  init(_ handler: @escaping (Bool) -> Void) {
    self.handler = handler
  }
}
