/// A token for a subscription made with `subscribe(to:_:)`.
///
/// A cancelled subscription never fires again, even mid-delivery. Dropping the
/// token does not cancel: the subscription then lives as long as its control.
///
/// ```swift
/// let token = control.subscribe(to: .valueChanged) { _ in print("changed") }
/// token.cancel()
/// ```
@MainActor
public final class ControlSubscription {
  private var cancellation: (() -> Void)?

  package init(cancellation: @escaping () -> Void) { self.cancellation = cancellation }

  package var isCancelled: Bool { cancellation == nil }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    let body = cancellation
    cancellation = nil
    body?()
  }
}
