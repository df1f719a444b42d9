// expect: compiles against the SDK and the stand-in
// Foundation's key-value observing with Swift key paths, as KeyboardInsetKeeper uses it: a
// main-actor owner observes a scroll view's geometry and insets, the handler (not `@Sendable`
// in the 17.4 SDK) enters the main actor itself, and the token is Sendable.
import UIKit

func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
final class Observer {
  var tokens: [NSKeyValueObservation] = []

  func observe(_ scrollView: UIScrollView, _ changed: @escaping @MainActor @Sendable () -> Void) {
    requireSendable(NSKeyValueObservation.self)
    tokens = [
      scrollView.observe(\.frame) { _, _ in MainActor.assumeIsolated { changed() } },
      scrollView.observe(\.center) { _, _ in MainActor.assumeIsolated { changed() } },
      scrollView.observe(\.bounds, options: [.old, .new]) { _, change in
        guard change.oldValue?.size != change.newValue?.size else { return }
        MainActor.assumeIsolated { changed() }
      },
      scrollView.observe(\.contentInset) { _, _ in MainActor.assumeIsolated { changed() } },
    ]
    tokens[0].invalidate()
  }
}
