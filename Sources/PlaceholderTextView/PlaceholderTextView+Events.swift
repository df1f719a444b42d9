import Foundation
import QuickControl

// Events: subscriptions to the events the view sends.
extension PlaceholderTextView {
  /// Calls `handler` each time one of `events` is sent.
  ///
  /// ```swift
  /// textView.subscribe(to: .editingChanged) { view in print(view.text ?? "") }
  /// ```
  ///
  /// - Returns: A token whose `ControlSubscription.cancel()` ends the subscription.
  @discardableResult
  public func subscribe(to events: ControlEvents, _ handler: @escaping (PlaceholderTextView) -> Void)
    -> ControlSubscription
  {
    nextEventHandlerID += 1
    let id = nextEventHandlerID
    eventHandlers.append(EventHandler(id: id, events: events, handler: handler))
    return ControlSubscription { [weak self] in self?.eventHandlers.removeAll { $0.id == id } }
  }
}
