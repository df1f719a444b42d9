import Foundation

/// Observes notifications on an owner's behalf and removes every observation when it goes away.
///
/// Block-based `NotificationCenter` observations stay registered until someone
/// calls `removeObserver(_:)` with the token they returned; a view or an
/// extension that forgets to do so keeps a block alive that may fire after
/// its owner is gone. A `NotificationProxy` keeps those tokens. Its owner stores
/// it in a property and never unregisters anything: when the owner is
/// deallocated, so is the proxy, and its `deinit` removes every observation it
/// made. ``removeAll()`` does the same earlier.
///
/// The proxy does not retain its owner. Capture the owner weakly in the block
/// (`[weak self]`): a block that captures it strongly is retained by the
/// center and keeps the owner, and with it the proxy, alive.
///
/// The block is `@Sendable`: make the owner `@MainActor` (UIKit views and
/// view controllers are) so that it can be captured weakly there, and run its
/// code with `MainActor.assumeIsolated` for notifications posted on the main
/// thread, as UIKit's are.
///
/// ```swift
/// @MainActor
/// final class Composer {
///   private let notifications = NotificationProxy()
///   var changes = 0
///
///   init(textView: AnyObject) {
///     notifications.addObserver(
///       forName: Notification.Name("TextDidChange"), object: textView, queue: nil
///     ) { [weak self] _ in
///       MainActor.assumeIsolated { self?.changes += 1 }
///     }
///   }
///   // No deinit needed: the proxy removes the observation with the composer.
/// }
/// ```
package final class NotificationProxy {
  /// The center every observation of this proxy is registered with.
  package let center: NotificationCenter

  private var observers: [any NSObjectProtocol] = []

  /// Creates a proxy that observes `center`.
  ///
  /// ```swift
  /// let proxy = NotificationProxy()  // NotificationCenter.default
  /// let local = NotificationProxy(center: NotificationCenter())
  /// ```
  ///
  /// - Parameter center: The notification center to observe; `.default` unless given.
  package init(center: NotificationCenter = .default) {
    self.center = center
  }

  deinit {
    for observer in observers { center.removeObserver(observer) }
  }

  /// The number of observations the proxy currently keeps.
  package var observationCount: Int { observers.count }

  /// Adds an observation with `NotificationCenter`'s signature; the proxy removes it when it goes away.
  ///
  /// ```swift
  /// proxy.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: nil) { _ in
  ///   print("a new day")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The notification name to observe, or `nil` for every name.
  ///   - obj: Only notifications this object posts, or `nil` for any sender.
  ///   - queue: The operation queue `block` runs on, or `nil` to run it
  ///     synchronously on the posting thread.
  ///   - block: Runs for each matching notification while the observation lasts.
  /// - Returns: The center's token; pass it to ``removeObserver(_:)`` to end
  ///   this one observation early. Never pass it to the center directly.
  @discardableResult
  package func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let observer = center.addObserver(forName: name, object: obj, queue: queue, using: block)
    observers.append(observer)
    return observer
  }

  /// Ends one observation made by this proxy; a token it did not return is ignored.
  ///
  /// ```swift
  /// let token = proxy.addObserver(forName: name, object: nil, queue: nil) { _ in }
  /// proxy.removeObserver(token)
  /// ```
  package func removeObserver(_ observer: any NSObjectProtocol) {
    guard let index = observers.firstIndex(where: { $0 === observer }) else { return }
    observers.remove(at: index)
    center.removeObserver(observer)
  }

  /// Ends every observation made by this proxy; the proxy stays usable for new ones.
  ///
  /// ```swift
  /// proxy.removeAll()
  /// ```
  package func removeAll() {
    let current = observers
    observers.removeAll()
    for observer in current { center.removeObserver(observer) }
  }
}
