extension StateEngine {
  /// A handler waiting for its descriptor to start matching.
  final class DescriptorSubscription {
    let descriptor: StateCondition
    let handler: (AnyObject) -> Void
    var isCancelled = false

    init(descriptor: StateCondition, handler: @escaping (AnyObject) -> Void) {
      self.descriptor = descriptor
      self.handler = handler
    }
  }

  /// Calls `handler` each time the applied state starts to match `descriptor`.
  ///
  /// The subscription is edge-triggered: it fires when a state that matches is
  /// applied after one that did not, never for a state already applied when
  /// subscribing. The engine keeps the handler, not the host; the handler gets
  /// the host as its argument, so it need not capture it.
  ///
  /// - Returns: A token; ``ControlSubscription/cancel()`` ends the subscription.
  ///   Discarding the token keeps the subscription alive as long as the engine.
  @discardableResult
  package func subscribe(
    to descriptor: StateCondition, _ handler: @escaping (AnyObject) -> Void
  ) -> ControlSubscription {
    let subscription = DescriptorSubscription(descriptor: descriptor, handler: handler)
    descriptorSubscriptions.append(subscription)
    return ControlSubscription { [weak self] in
      subscription.isCancelled = true
      self?.descriptorSubscriptions.removeAll { $0 === subscription }
    }
  }

  /// A new stream of every state the engine applies from now on.
  ///
  /// Each call makes an independent stream; it finishes when the engine goes
  /// away. Iterate it on the main actor:
  ///
  /// ```swift
  /// for await state in control.appliedStates {
  ///   print(state.contains(.disabled))
  /// }
  /// ```
  package func appliedStates() -> AsyncStream<ControlState> {
    let (stream, continuation) = AsyncStream.makeStream(of: ControlState.self)
    nextSubscriptionID += 1
    let id = nextSubscriptionID
    streams.add(continuation, id: id)
    hasStreams = true
    continuation.onTermination = { [streams] _ in streams.remove(id: id) }
    return stream
  }

  func notifySubscribers(applied state: ControlState, previous: ControlState, host: AnyObject) {
    // Streams first: a stream a handler creates starts with the next state.
    if hasStreams { hasStreams = streams.yield(state) }
    let subscriptions = descriptorSubscriptions
    for subscription in subscriptions
    where !subscription.isCancelled && subscription.descriptor.matches(state)
      && !subscription.descriptor.matches(previous)
    {
      subscription.handler(host)
    }
  }
}
