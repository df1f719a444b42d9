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

  /// Whether what the subscription listens to is still there (a control's action: the control).
  private let isAttached: () -> Bool

  package init(cancellation: @escaping () -> Void, isAttached: @escaping () -> Bool = { true }) {
    (self.cancellation, self.isAttached) = (cancellation, isAttached)
  }

  package var isCancelled: Bool { cancellation == nil }

  /// Cancelled, or what it listened to went away: it can never fire again.
  package var isSpent: Bool { cancellation == nil || !isAttached() }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    let body = cancellation
    cancellation = nil
    body?()
  }
}
