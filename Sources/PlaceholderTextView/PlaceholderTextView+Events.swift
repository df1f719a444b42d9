import Foundation
import QuickControl

// Events: subscriptions to the events the view sends.
extension PlaceholderTextView {
  /// Calls `handler` each time one of `events` is sent.
  ///
  /// ```swift
  /// textView.subscribe(on: .editingChanged) { view in print(view.text ?? "") }
  /// ```
  ///
  /// - Returns: A token whose `QUICSubscription.cancel()` ends the subscription.
  @discardableResult
  public func subscribe(on events: ControlEvents, _ handler: @escaping (PlaceholderTextView) -> Void)
    -> QUICSubscription
  {
    nextEventHandlerID += 1
    let id = nextEventHandlerID
    eventHandlers.append(EventHandler(id: id, events: events, handler: handler))
    return QUICSubscription { [weak self] in self?.eventHandlers.removeAll { $0.id == id } }
  }
}
