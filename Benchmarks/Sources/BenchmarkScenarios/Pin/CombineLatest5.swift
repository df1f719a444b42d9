import OpenCombine

/// `CombineLatest` of five publishers of one type, for ``ReactivePin``:
/// OpenCombine 0.14.0 has no `CombineLatest`, which an app on Combine would use.
///
/// Written for this benchmark from Combine's documented behaviour: once every
/// upstream has published, each new value from any of them publishes the
/// latest value of all five. Downstream demand is honoured; upstreams are asked
/// for unlimited values. Simpler than Combine's own (no lock, no buffering of
/// values beyond the latest), so if anything it makes the reactive peer cheaper.
struct CombineLatest5<Upstream: Publisher>: Publisher where Upstream.Failure == Never {
  typealias Output = (Upstream.Output, Upstream.Output, Upstream.Output, Upstream.Output, Upstream.Output)
  typealias Failure = Never

  let upstreams: [Upstream]

  init(_ a: Upstream, _ b: Upstream, _ c: Upstream, _ d: Upstream, _ e: Upstream) {
    upstreams = [a, b, c, d, e]
  }

  func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Never {
    let inner = Inner(downstream: subscriber)
    subscriber.receive(subscription: inner)
    for (index, upstream) in upstreams.enumerated() {
      upstream.subscribe(Side(index: index, parent: inner))
    }
  }

  /// The subscription the downstream holds: the latest values and the upstream subscriptions.
  final class Inner<Downstream: Subscriber>: Subscription
  where Downstream.Input == Output, Downstream.Failure == Never {
    private var downstream: Downstream?
    private var latest: [Upstream.Output?] = [nil, nil, nil, nil, nil]
    private var missing = 5
    private var demand = Subscribers.Demand.none
    private var subscriptions: [Subscription] = []

    init(downstream: Downstream) {
      self.downstream = downstream
    }

    func attach(_ subscription: Subscription) {
      guard downstream != nil else { return subscription.cancel() }
      subscriptions.append(subscription)
      subscription.request(.unlimited)
    }

    func receive(_ value: Upstream.Output, at index: Int) {
      if latest[index] == nil { missing -= 1 }
      latest[index] = value
      guard missing == 0, demand > 0, let downstream else { return }
      demand -= 1
      demand += downstream.receive((latest[0]!, latest[1]!, latest[2]!, latest[3]!, latest[4]!))
    }

    func request(_ demand: Subscribers.Demand) {
      self.demand += demand
    }

    func cancel() {
      downstream = nil
      let subscriptions = self.subscriptions
      self.subscriptions = []
      for subscription in subscriptions { subscription.cancel() }
    }
  }

  /// Subscribes to one upstream and hands its values to ``Inner`` with the upstream's index.
  struct Side<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Never {
    typealias Input = Upstream.Output
    typealias Failure = Never

    let index: Int
    let parent: Inner<Downstream>
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: Subscription) { parent.attach(subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
      parent.receive(input, at: index)
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
  }
}
