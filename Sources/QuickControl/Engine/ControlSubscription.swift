/// A token for a subscription made with `subscribe(to:_:)`.
///
/// Call ``cancel()`` to stop the subscription; a cancelled subscription never
/// fires again, even if it was cancelled while an event is being delivered.
/// Dropping the token does not cancel: the subscription then lives as long as
/// the control that holds it.
///
/// ```swift
/// let token = control.subscribe(to: .valueChanged) { control in
///   print("changed")
/// }
/// token.cancel()
/// ```
@MainActor
public final class ControlSubscription {
  private var cancellation: (() -> Void)?

  /// Creates a token that runs `cancellation` once, on the first ``cancel()``.
  package init(cancellation: @escaping () -> Void) {
    self.cancellation = cancellation
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool { cancellation == nil }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    let body = cancellation
    cancellation = nil
    body?()
  }
}
