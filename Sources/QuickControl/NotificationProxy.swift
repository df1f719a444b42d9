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

  private var observers: [any NSObjectProtocol] = []

  /// Creates a proxy that adds its observations to `center`, the default center unless given.
  ///
  /// For example, `let notifications = NotificationProxy()`.
  public init(center: NotificationCenter = .default) {
    self.center = center
  }

  deinit {
    for observer in observers { center.removeObserver(observer) }
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
    let observer = center.addObserver(forName: name, object: object, queue: queue, using: block)
    observers.append(observer)
    return observer
  }

  /// Adds an observation whose `block` runs on the main actor: at once when the notification is posted on
  /// the main thread (as UIKit posts its own), otherwise on the main actor soon after.
  ///
  /// For example, `notifications.addObserver(forName: UITextView.textDidChangeNotification, object: textView) { [weak self] _ in self?.update() }`.
  ///
  /// - Returns: A token for ``removeObserver(_:)``; the proxy keeps the observation whether or not it is kept.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, using block: @escaping @MainActor (Notification) -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: object, queue: nil) { notification in
      // Handed over whole to the main actor: this block keeps no reference to it.
      nonisolated(unsafe) let delivered = notification
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { block(delivered) }
      } else {
        Task { @MainActor in block(delivered) }
      }
    }
  }

  /// Ends one observation made by this proxy; a token it did not return, or one already ended, is ignored.
  ///
  /// For example, `notifications.removeObserver(token)`.
  public func removeObserver(_ observer: any NSObjectProtocol) {
    guard let index = observers.firstIndex(where: { $0 === observer }) else { return }
    observers.remove(at: index)
    center.removeObserver(observer)
  }

  /// Ends every observation made by this proxy; the proxy stays usable for new ones.
  ///
  /// For example, `notifications.removeAll()` when the behaviour is switched off.
  public func removeAll() {
    let current = observers
    observers.removeAll()
    for observer in current { center.removeObserver(observer) }
  }
}
