import Testing

@testable import QuickControl

@MainActor
struct SubscriptionTests {
  let control = TestControl()

  @Test func aConditionSubscriptionIsEdgeTriggered() {
    var fired = 0
    control.subscribe(to: .containing(TestControl.filled)) { _ in fired += 1 }
    control.isFilled = true
    #expect(fired == 1)
    control.isValid = true  // still matches: no new edge
    #expect(fired == 1)
    control.isFilled = false
    control.isFilled = true
    #expect(fired == 2)
  }

  @Test func subscribingWhileTheStateAlreadyMatchesDoesNotFire() {
    control.isFilled = true
    var fired = 0
    control.subscribe(to: .containing(TestControl.filled)) { _ in fired += 1 }
    control.isValid = true
    #expect(fired == 0)
  }

  @Test func theHandlerGetsTheTypedHost() {
    var code: Bool?
    control.subscribe(to: .containing(TestControl.filled)) { (host: TestControl) in code = host.isFilled }
    control.isFilled = true
    #expect(code == true)
  }

  @Test func aCancelledTokenNeverFires() {
    var fired = 0
    let token = control.subscribe(to: .containing(TestControl.filled)) { _ in fired += 1 }
    token.cancel()
    #expect(token.isCancelled)
    control.isFilled = true
    #expect(fired == 0)
    token.cancel()  // twice is harmless
  }

  @Test func aSubscriptionCancelledDuringDeliveryDoesNotFire() {
    var fired: [String] = []
    var second: ControlSubscription?
    control.subscribe(to: .containing(TestControl.filled)) { _ in
      fired.append("first")
      second?.cancel()
    }
    second = control.subscribe(to: .containing(TestControl.filled)) { _ in fired.append("second") }
    control.isFilled = true
    #expect(fired == ["first"])
  }

  @Test func anEventSubscriptionCancelledDuringDeliveryDoesNotFire() {
    var fired: [String] = []
    var second: ControlSubscription?
    control.subscribe(to: .valueChanged) { _ in
      fired.append("first")
      second?.cancel()
    }
    second = control.subscribe(to: .valueChanged) { _ in fired.append("second") }
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(fired == ["first", "first"])
  }

  @Test func aDiscardedTokenKeepsTheSubscriptionAlive() {
    var fired = 0
    do {
      _ = control.subscribe(to: .containing(TestControl.filled)) { _ in fired += 1 }
      _ = control.subscribe(to: .valueChanged) { _ in fired += 10 }
    }
    control.isFilled = true
    control.sendActions(for: .valueChanged)
    #expect(fired == 11)
  }

  @Test func eventSubscriptionsFireOnlyForTheirEvents() {
    var received: [String] = []
    control.subscribe(to: .valueChanged) { _ in received.append("value") }
    control.subscribe(to: [.editingDidBegin, .editingDidEnd]) { _ in received.append("editing") }
    control.sendActions(for: .editingDidEnd)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(received == ["editing", "value"])
  }

  // A time limit: a stream that never yields or never finishes would hang, not fail. Five
  // minutes, not one: while the exit tests of other suites run, each holds a cooperative thread
  // until its child process ends, and on a two-core machine under load a test can wait a minute
  // for a thread before and after its body.
  @Test(.timeLimit(.minutes(5))) func appliedStatesStreamsEveryAppliedState() async {
    let stream = control.appliedStates
    control.isFilled = true
    control.isValid = true
    control.isFilled = false
    var received: [UInt] = []
    for await state in stream {
      received.append(state.rawValue)
      if received.count == 3 { break }
    }
    #expect(
      received == [
        TestControl.filled.rawValue, ([TestControl.filled, TestControl.valid] as HostState).rawValue,
        TestControl.valid.rawValue,
      ])
  }

  // A time limit: a stream that never finishes would hang, not fail (five minutes: see above).
  @Test(.timeLimit(.minutes(5))) func appliedStatesFinishesWhenTheControlGoesAway() async {
    var control: TestControl? = TestControl()
    let stream = control!.appliedStates
    control!.isFilled = true
    control = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1)
  }

  @Test func aStreamCreatedDuringDeliveryStartsWithTheNextState() async {
    let control = TestControl()
    var stream: AsyncStream<ControlState>?
    control.subscribe(to: .containing(TestControl.filled)) { control in
      stream = control.appliedStates
    }
    control.isFilled = true
    control.isValid = true
    var first: UInt?
    for await state in stream! {
      first = state.rawValue
      break
    }
    #expect(first == ([TestControl.filled, TestControl.valid] as HostState).rawValue)
  }

  @Test func aDroppedStreamIsForgotten() async {
    let control = TestControl()
    do {
      let stream = control.appliedStates
      _ = stream
    }
    control.isFilled = true
    #expect(control.stateEngine.streamCount == 0)
  }
}
