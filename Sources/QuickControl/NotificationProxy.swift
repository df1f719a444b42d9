import Foundation

/// Observes notifications on an owner's behalf and ends every observation when it goes away.
///
/// A Swift extension cannot add a `deinit`, so behaviour given to an existing class from an extension
/// has nowhere to remove its observers. Keep a proxy where the behaviour keeps its state, add the
/// observations to it, and forget about them: the proxy's `deinit` removes every observation, so the
/// observations end with their owner. Observations can also end earlier, one with ``removeObserver(_:)``
/// or all with ``removeAll()``.
///
/// The proxy does not retain its owner, but the center retains the blocks until the observations end:
/// capture the owner `[weak self]`, or the owner can never go away. A block added with
/// ``addObserver(forName:object:queue:using:)`` may run on any thread, so it is `@Sendable`; one added with
/// ``addObserver(forName:object:using:)`` runs on the main actor, for UI code. The proxy itself belongs to
/// its owner (it is not `Sendable`); its `deinit` may run on any thread.
///
/// This is how `PlaceholderTextView`'s extension gives any `UITextView` a placeholder: the placeholder's
/// state, proxy included, lives as long as the text view, and the text view's own code never changes.
///
/// ```swift
/// import Foundation
/// import QuickControl
///
/// @MainActor final class Badge {
///   private let notifications = NotificationProxy()
///   var count = 0
///
///   init(watching name: Notification.Name) {
///     // Main-actor delivery: at once when posted on the main thread.
///     notifications.addObserver(forName: name, object: nil) { [weak self] _ in self?.count += 1 }
///   }
/// }
/// ```
public final class NotificationProxy {
  /// The notification center the observations are added to.
  public let center: NotificationCenter

  /// The observations not ended yet, each with the flag its deliveries read.
  private var observers: [(token: any NSObjectProtocol, liveness: Liveness)] = []

  /// Creates a proxy that adds its observations to `center`, the default center unless given.
  ///
  /// For example, `let notifications = NotificationProxy()`.
  public init(center: NotificationCenter = .default) {
    self.center = center
  }

  deinit {
    for observer in observers { end(observer) }
  }

  /// The number of observations the proxy has not ended yet.
  ///
  /// For example, after `notifications.removeAll()`, `notifications.observationCount` is 0.
  public var observationCount: Int { observers.count }

  /// Adds an observation with `NotificationCenter`'s signature: `block` runs on `queue`, or on the posting
  /// thread when `queue` is `nil`, until the observation ends.
  ///
  /// For example,
  /// `notifications.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in print("tick") }`.
  ///
  /// - Returns: A token for ``removeObserver(_:)``; the proxy keeps the observation whether or not it is kept.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    keep(center.addObserver(forName: name, object: object, queue: queue, using: block), Liveness())
  }

  /// Adds an observation whose `block` runs on the main actor: at once when the notification is posted on
  /// the main thread (as UIKit posts its own), otherwise on the main actor soon after, unless the observation
  /// has ended by then (a notification posted on another thread just before ``removeObserver(_:)``,
  /// ``removeAll()`` or the proxy's end is not delivered).
  ///
  /// For example, `notifications.addObserver(forName: UITextView.textDidChangeNotification, object: textView) { [weak self] _ in self?.update() }`.
  ///
  /// - Returns: A token for ``removeObserver(_:)``; the proxy keeps the observation whether or not it is kept.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, using block: @escaping @MainActor (Notification) -> Void
  ) -> any NSObjectProtocol {
    let liveness = Liveness()
    let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
      // Handed over whole to the main actor: this block keeps no reference to it.
      nonisolated(unsafe) let delivered = notification
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { block(delivered) }
      } else {
        // Runs later: the observation may have ended meanwhile, and then nothing is delivered.
        Task { @MainActor in if liveness.isLive { block(delivered) } }
      }
    }
    return keep(token, liveness)
  }

  /// Keeps the observation `token` with the flag its end clears, and returns the token.
  private func keep(_ token: any NSObjectProtocol, _ liveness: Liveness) -> any NSObjectProtocol {
    observers.append((token, liveness))
    return token
  }

  /// Ends `observer` with the center and for any delivery already on its way to the main actor.
  private func end(_ observer: (token: any NSObjectProtocol, liveness: Liveness)) {
    observer.liveness.end()
    center.removeObserver(observer.token)
  }

  /// Ends one observation made by this proxy; a token it did not return, or one already ended, is ignored.
  ///
  /// For example, `notifications.removeObserver(token)`.
  public func removeObserver(_ observer: any NSObjectProtocol) {
    guard let index = observers.firstIndex(where: { $0.token === observer }) else { return }
    end(observers.remove(at: index))
  }

  /// Ends every observation made by this proxy; the proxy stays usable for new ones.
  ///
  /// For example, `notifications.removeAll()` when the behaviour is switched off.
  public func removeAll() {
    let current = observers
    observers.removeAll()
    for observer in current { end(observer) }
  }

  /// Whether one observation still exists: cleared, under a lock, when it ends (on whatever thread the
  /// proxy ends it), and read by a delivery that hops to the main actor before it runs.
  private final class Liveness: @unchecked Sendable {
    private let lock = NSLock()
    private var live = true

    /// Whether the observation has not ended.
    var isLive: Bool { lock.withLock { live } }

    /// Marks the observation ended; a delivery still on its way does nothing.
    func end() { lock.withLock { live = false } }
  }
}
