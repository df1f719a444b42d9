import Foundation
import QuickControl
import Testing

/// Counts calls from `@Sendable` notification blocks.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = 0
  var value: Int { lock.withLock { storage } }
  func increment() { lock.withLock { storage += 1 } }
}

/// An owner that keeps its proxy in a property, as a view would.
@MainActor
private final class Owner {
  let proxy: NotificationProxy
  var received = 0

  /// `calls` counts every run of the block, also one that finds the owner gone.
  init(center: NotificationCenter, name: Notification.Name, calls: Counter) {
    proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
      calls.increment()
      MainActor.assumeIsolated { self?.received += 1 }
    }
  }
}

@MainActor
struct NotificationProxyTests {
  let center = NotificationCenter()
  let name = Notification.Name("NotificationProxyTests.ping")

  @Test func blockRunsWhileTheProxyLives() {
    let counter = Counter()
    let proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
    center.post(name: name, object: nil)
    center.post(name: name, object: nil)
    #expect(counter.value == 2)
    #expect(proxy.observationCount == 1)
    withExtendedLifetime(proxy) {}
  }

  @Test func blockNeverRunsAfterTheProxyIsGone() {
    let counter = Counter()
    var proxy: NotificationProxy? = NotificationProxy(center: center)
    proxy?.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
    center.post(name: name, object: nil)
    proxy = nil
    center.post(name: name, object: nil)
    #expect(counter.value == 1)
  }

  @Test func defaultCenterIsDefault() {
    #expect(NotificationProxy().center === NotificationCenter.default)
  }

  @Test func defaultCenterDeliversUntilTheProxyIsGone() {
    let unique = Notification.Name("NotificationProxyTests.default.\(UUID().uuidString)")
    let counter = Counter()
    var proxy: NotificationProxy? = NotificationProxy()
    proxy?.addObserver(forName: unique, object: nil, queue: nil) { _ in counter.increment() }
    NotificationCenter.default.post(name: unique, object: nil)
    #expect(counter.value == 1)
    proxy = nil
    NotificationCenter.default.post(name: unique, object: nil)
    #expect(counter.value == 1)
  }

  @Test func mainActorBlockRunsAtOnceWhenPostedOnTheMainActor() {
    var received: [String] = []
    let proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: nil) { notification in
      received.append(notification.userInfo?["key"] as? String ?? "")
    }
    center.post(name: name, object: nil, userInfo: ["key": "now"])
    #expect(received == ["now"])  // before post returns, as UIKit's own notifications
    proxy.removeAll()
    center.post(name: name, object: nil, userInfo: ["key": "after"])
    #expect(received == ["now"])
  }

  @Test func mainActorBlockPostedOffTheMainActorRunsOnIt() async {
    let proxy = NotificationProxy(center: center)
    var received = 0
    proxy.addObserver(forName: name, object: nil) { _ in
      MainActor.preconditionIsolated()
      received += 1
    }
    let center = self.center
    let name = self.name
    await Task.detached { center.post(name: name, object: nil) }.value
    for _ in 0..<1000 where received == 0 { await Task.yield() }
    #expect(received == 1)
    withExtendedLifetime(proxy) {}
  }

  /// Posts on another thread and returns once the post returned, blocking the main actor meanwhile (no
  /// suspension), so a main-actor delivery of that post is on its way and has not run yet.
  private func postOnAnotherThreadWhileTheMainActorWaits() {
    let posted = DispatchSemaphore(value: 0)
    let center = self.center
    let name = self.name
    DispatchQueue.global().async {
      center.post(name: name, object: nil)
      posted.signal()
    }
    posted.wait()
  }

  @Test func aDeliveryOnItsWayToTheMainActorIsDroppedWhenTheObservationIsRemoved() async {
    let proxy = NotificationProxy(center: center)
    var removed = 0
    var kept = 0
    let token = proxy.addObserver(forName: name, object: nil) { _ in removed += 1 }
    proxy.addObserver(forName: name, object: nil) { _ in kept += 1 }
    postOnAnotherThreadWhileTheMainActorWaits()
    #expect(removed == 0 && kept == 0, "both deliveries are on their way")
    proxy.removeObserver(token)
    for _ in 0..<1000 where kept == 0 { await Task.yield() }
    #expect(kept == 1, "the observation that goes on is delivered")
    #expect(removed == 0, "the ended observation's block does not run")
    withExtendedLifetime(proxy) {}
  }

  @Test func aDeliveryOnItsWayToTheMainActorIsDroppedAfterRemoveAll() async {
    let proxy = NotificationProxy(center: center)
    let witness = NotificationProxy(center: center)
    var received = 0
    var witnessed = 0
    proxy.addObserver(forName: name, object: nil) { _ in received += 1 }
    witness.addObserver(forName: name, object: nil) { _ in witnessed += 1 }
    postOnAnotherThreadWhileTheMainActorWaits()
    proxy.removeAll()
    for _ in 0..<1000 where witnessed == 0 { await Task.yield() }
    #expect(witnessed == 1)
    #expect(received == 0)
    withExtendedLifetime((proxy, witness)) {}
  }

  @Test func aDeliveryOnItsWayToTheMainActorIsDroppedWhenTheProxyIsGone() async {
    var proxy: NotificationProxy? = NotificationProxy(center: center)
    let witness = NotificationProxy(center: center)
    var received = 0
    var witnessed = 0
    proxy?.addObserver(forName: name, object: nil) { _ in received += 1 }
    witness.addObserver(forName: name, object: nil) { _ in witnessed += 1 }
    postOnAnotherThreadWhileTheMainActorWaits()
    proxy = nil
    for _ in 0..<1000 where witnessed == 0 { await Task.yield() }
    #expect(witnessed == 1)
    #expect(received == 0, "nothing runs for a proxy that is gone")
    withExtendedLifetime(witness) {}
  }

  @Test func queueObservationsRunOnTheGivenQueue() {
    let queue = OperationQueue()
    let counter = Counter()
    let proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: nil, queue: queue) { _ in
      if OperationQueue.current === queue { counter.increment() }
    }
    center.post(name: name, object: nil)
    queue.waitUntilAllOperationsAreFinished()
    #expect(counter.value == 1)
    withExtendedLifetime(proxy) {}
  }

  @Test func objectFilterIsPassedThrough() {
    let counter = Counter()
    let sender = NSObject()
    let proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: sender, queue: nil) { _ in counter.increment() }
    center.post(name: name, object: NSObject())
    center.post(name: name, object: sender)
    #expect(counter.value == 1)
    withExtendedLifetime(proxy) {}
  }

  @Test func removeAllEndsEveryObservationAndKeepsTheProxyUsable() {
    let counter = Counter()
    let proxy = NotificationProxy(center: center)
    proxy.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
    proxy.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
    center.post(name: name, object: nil)
    #expect(counter.value == 2)
    proxy.removeAll()
    #expect(proxy.observationCount == 0)
    center.post(name: name, object: nil)
    #expect(counter.value == 2)
    proxy.addObserver(forName: name, object: nil, queue: nil) { _ in counter.increment() }
    center.post(name: name, object: nil)
    #expect(counter.value == 3)
  }

  @Test func removeObserverEndsOnlyThatObservation() {
    let first = Counter()
    let second = Counter()
    let proxy = NotificationProxy(center: center)
    let token = proxy.addObserver(forName: name, object: nil, queue: nil) { _ in first.increment() }
    proxy.addObserver(forName: name, object: nil, queue: nil) { _ in second.increment() }
    proxy.removeObserver(token)
    proxy.removeObserver(token)  // a second removal is ignored
    center.post(name: name, object: nil)
    #expect(first.value == 0)
    #expect(second.value == 1)
    #expect(proxy.observationCount == 1)
  }

  @Test func ownerHoldingTheProxyIsReleasedAndItsObservationsEnd() {
    let calls = Counter()
    var owner: Owner? = Owner(center: center, name: name, calls: calls)
    weak let weakOwner = owner
    weak let weakProxy = owner?.proxy
    center.post(name: name, object: nil)
    #expect(owner?.received == 1)
    #expect(calls.value == 1)
    owner = nil
    #expect(weakOwner == nil)
    #expect(weakProxy == nil)
    center.post(name: name, object: nil)
    #expect(calls.value == 1)  // no block runs for a dead owner
  }
}
