import QuickControl
import TestSupport
import Testing

/// A form object with a button, a field, a label and a task on a clock of the test's, each test
/// registering the states it needs.
@MainActor
private final class TimedHost: ControlStateHost {
  static let waits = declareState("waits")
  static let locked = declareState("locked")
  static let shown = declareState("shown")
  let stateEngine = StateEngine()
  let button = UIControl(), field = UIControl()
  let label = Label()
  let check = StateTask<Int>()
  var isShown = false

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  func tap() { button.sendActions(for: .primaryActionTriggered) }
  func edit() { field.sendActions(for: .editingChanged) }
  func has(_ state: HostState) -> Bool { self.state.contains(state) }

  /// Shows the seconds left in `state` in the label, counting each computation in `tally`.
  func showSecondsLeft(in state: HostState, counting tally: Tally) {
    setValue(for: \.text, of: label, when: .always) { host in
      tally.count += 1
      return host.timeRemaining(in: state).map { "\($0.components.seconds) s" }
    }
  }
}

/// A control locked after three taps of its submit button, for five minutes, with a countdown.
@MainActor
private final class LockingControl: QUIckControl {
  static let locked = declareState("locked")
  let submit = UIControl()
  let message = Label()
  let tally = Tally()

  override func setUp() {
    register(
      Self.locked, from: .event(.primaryActionTriggered, of: submit), times: 3, until: .after(.seconds(300)))
    reapply(every: .seconds(1), while: .containing(Self.locked))
    setValue(for: \.text, of: message, when: .always) { [tally] control in
      tally.count += 1
      return control.timeRemaining(in: Self.locked).map { "\($0.components.seconds) s" }
    }
  }
}

/// How many times a value was computed: kept outside the host, so that it outlives it.
@MainActor
private final class Tally {
  var count = 0
}

@MainActor
@Suite("Time and counts you can trust: durations, countdowns and attempts that end when they should")
struct TimeAndCountTrustTests {
  // MARK: - Durations

  @Test func theEnteringTriggerAgainWhileTheStateIsOnStartsItsDurationAgain() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(20))
    host.tap()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(30), "the wait counts from the last tap")
    await clock.advance(by: .seconds(20)) { !host.has(TimedHost.waits) }
    #expect(host.has(TimedHost.waits), "40 s after the first tap is 20 s after the second")
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(10))
    await clock.advance(by: .seconds(10)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
    #expect(await settle { clock.sleeperCount == 0 }, "one timer, not one per tap")
  }

  @Test func aTapAtTheMomentTheWaitEndsStartsANewWaitThatTheWokenTimerDoesNotEnd() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    #expect(clock.resumeWithoutWaiting(after: .seconds(30)), "the timer wakes, and has yet to run")
    host.tap()
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 1 })
    #expect(host.has(TimedHost.waits), "the timer of the first wait ends nothing")
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(30))
  }

  @Test func aStateLeftByAnEventAndEnteredAgainGetsItsFullDurationNotTheOldTimersEnd() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .event(.editingChanged, of: host.field), .after(.seconds(30)))
    host.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(20))
    host.edit()
    #expect(!host.has(TimedHost.waits), "the event ends the state before its duration")
    #expect(host.timeRemaining(in: TimedHost.waits) == nil)
    #expect(await settle { clock.sleeperCount == 0 }, "the timer is cancelled")
    host.tap()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(30))
    await clock.advance(by: .seconds(15)) { !host.has(TimedHost.waits) }
    #expect(host.has(TimedHost.waits), "past the first entry's end, within the second's")
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(15))
    await clock.advance(by: .seconds(15)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
  }

  @Test func aTimerThatWokeAsTheStateWasLeftAndEnteredAgainEndsNothing() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .event(.editingChanged, of: host.field), .after(.seconds(30)))
    host.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    #expect(clock.resumeWithoutWaiting(after: .seconds(30)))
    host.edit()
    host.tap()
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 1 })
    #expect(host.has(TimedHost.waits))
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(30))
  }

  @Test func theShortestOfSeveralDurationsEndsTheState() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .after(.seconds(30)), .after { .seconds(10) })
    host.tap()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(10))
    #expect(await settle { clock.sleeperCount == 1 }, "one timer for the state")
    await clock.advance(by: .seconds(10)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
  }

  @Test func aComputedDurationReadsTheAnswerThatEnteredTheStateEachTime() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.locked, from: .success(of: host.check),
      until: .after { [unowned host] in .seconds(host.check.output ?? 0) })
    host.run(host.check) { 42 }
    #expect(await settle { host.has(TimedHost.locked) })
    #expect(host.timeRemaining(in: TimedHost.locked) == .seconds(42), "the server's answer: 42 s")
    await clock.advance(by: .seconds(42)) { !host.has(TimedHost.locked) }
    #expect(await settle { !host.has(TimedHost.locked) })
    host.run(host.check) { 7 }
    #expect(await settle { host.has(TimedHost.locked) })
    #expect(host.timeRemaining(in: TimedHost.locked) == .seconds(7), "computed again as it enters again")
  }

  @Test func aComputedDeadlineAlreadyPastLeavesAtOnceWithNoNegativeTimeLeft() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after { .seconds(-5) })
    host.tap()
    #expect((host.timeRemaining(in: TimedHost.waits) ?? .zero) == .zero)
    #expect(await settle { !host.has(TimedHost.waits) }, "no time has to pass")
    #expect(host.timeRemaining(in: TimedHost.waits) == nil)
  }

  @Test func aComputedDurationCanAddToTheTimeLeftEachTimeTheTriggerComesAgain() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .after { [unowned host] in (host.timeRemaining(in: TimedHost.waits) ?? .zero) + .seconds(10) })
    host.tap()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(10), "nothing left before the first entry")
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(4))
    host.tap()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(16), "6 s left, and 10 s more")
    await clock.advance(by: .seconds(15)) { !host.has(TimedHost.waits) }
    #expect(host.has(TimedHost.waits))
    await clock.advance(by: .seconds(1)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
    #expect(await settle { clock.sleeperCount == 0 })
  }

  @Test func aStateEnteredAsAnotherStartsLastsItsDurationFromEachStart() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(TimedHost.shown, while: \.isShown)
    host.register(TimedHost.waits, from: .entering(.containing(TimedHost.shown)), until: .after(.seconds(10)))
    host.isShown = true
    host.applyCurrentState()
    #expect(host.has(TimedHost.waits) && host.timeRemaining(in: TimedHost.waits) == .seconds(10))
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(6))
    host.isShown = false
    host.applyCurrentState()
    #expect(host.has(TimedHost.waits), "the other state ending does not leave it")
    host.isShown = true
    host.applyCurrentState()
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(10))
    await clock.advance(by: .seconds(6)) { !host.has(TimedHost.waits) }
    #expect(host.has(TimedHost.waits), "12 s after the first start, 6 s after the second")
    await clock.advance(by: .seconds(4)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
  }

  @Test func aResetWhoseChangesSendTheEnteringEventStartsNoTimer() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.resetStates { host.tap() }
    #expect(!host.has(TimedHost.waits) && host.timeRemaining(in: TimedHost.waits) == nil)
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 0 }, "the wait its changes started is cancelled")
    #expect(host.count(toward: TimedHost.waits) == 0)
  }

  @Test func aSubscriberThatResetsAsTheStateEntersLeavesNoTimerBehind() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.subscribe(to: .containing(TimedHost.waits)) { $0.resetStates() }
    host.tap()
    #expect(!host.has(TimedHost.waits) && host.timeRemaining(in: TimedHost.waits) == nil)
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 0 })
    host.tap()
    #expect(!host.has(TimedHost.waits), "reset again as it enters again")
  }

  @Test func aComputedDurationIsReadOnlyWhenTheStateEnters() {
    let host = TimedHost(clock: ManualClock())
    let reads = Tally()
    host.register(
      TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 3,
      until: .after {
        reads.count += 1
        return .seconds(300)
      })
    host.tap()
    host.tap()
    #expect(reads.count == 0, "two attempts enter nothing")
    host.tap()
    #expect(reads.count == 1 && host.timeRemaining(in: TimedHost.locked) == .seconds(300))
  }

  @Test func aStateLeftAfterADurationLeavesOnTheDefaultContinuousClockToo() async {
    let host = TimedHost(clock: ContinuousClock())
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .after(.milliseconds(50)))
    host.tap()
    let left = host.timeRemaining(in: TimedHost.waits)
    #expect(left.map { $0 > .zero && $0 <= .milliseconds(50) } == true)
    #expect(await settle { !host.has(TimedHost.waits) }, "50 ms of real time")
    #expect(host.timeRemaining(in: TimedHost.waits) == nil)
  }

  // MARK: - Time left

  @Test func timeRemainingIsNilWhileTheStateIsOffOrHasNoDuration() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.register(TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button))
    host.register(TimedHost.shown, while: \.isShown)
    #expect(host.timeRemaining(in: TimedHost.waits) == nil, "never entered")
    host.tap()
    host.isShown = true
    host.applyCurrentState()
    #expect(host.has(TimedHost.locked) && host.has(TimedHost.shown))
    #expect(host.timeRemaining(in: TimedHost.waits) == .seconds(30))
    #expect(host.timeRemaining(in: TimedHost.locked) == nil, "on, with no duration")
    #expect(host.timeRemaining(in: TimedHost.shown) == nil, "a computed state has no duration")
    await clock.advance(by: .seconds(30)) { !host.has(TimedHost.waits) }
    #expect(await settle { !host.has(TimedHost.waits) })
    #expect(host.timeRemaining(in: TimedHost.waits) == nil, "left by its duration")
  }

  @Test func timeRemainingIsZeroNotNegativeWhileALateTimerHasYetToRun() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    host.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    clock.advanceWithoutWaiting(by: .seconds(45))
    #expect(host.has(TimedHost.waits), "the timer woke and has yet to run")
    #expect(host.timeRemaining(in: TimedHost.waits) == .zero)
    #expect(await settle { !host.has(TimedHost.waits) })
    #expect(host.timeRemaining(in: TimedHost.waits) == nil)
  }

  @Test func twoHostsOnOneClockKeepTheirOwnDurations() async {
    let clock = ManualClock()
    let first = TimedHost(clock: clock)
    var second: TimedHost? = TimedHost(clock: clock)
    for host in [first, second!] {
      host.register(
        TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button), until: .after(.seconds(30)))
    }
    first.tap()
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(10))
    second?.tap()
    #expect(await settle { clock.sleeperCount == 2 })
    await clock.advance(by: .seconds(20)) { !first.has(TimedHost.waits) }
    #expect(await settle { !first.has(TimedHost.waits) })
    #expect(second?.has(TimedHost.waits) == true)
    #expect(second?.timeRemaining(in: TimedHost.waits) == .seconds(10))
    first.tap()
    second = nil
    #expect(await settle { clock.sleeperCount == 1 }, "the second host's timer went with it")
    #expect(first.timeRemaining(in: TimedHost.waits) == .seconds(30))
    await clock.advance(by: .seconds(30)) { !first.has(TimedHost.waits) }
    #expect(await settle { !first.has(TimedHost.waits) })
  }

  // MARK: - Counts

  @Test func aLeaveBetweenAttemptsStartsTheCountAgain() {
    let host = TimedHost(clock: ManualClock())
    host.register(
      TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 3,
      until: .event(.editingChanged, of: host.field))
    #expect(host.count(toward: TimedHost.locked) == 0)
    host.tap()
    host.tap()
    #expect(host.count(toward: TimedHost.locked) == 2)
    host.edit()
    #expect(host.count(toward: TimedHost.locked) == 0)
    host.tap()
    host.tap()
    #expect(!host.has(TimedHost.locked), "two attempts since the leave, not four")
    host.tap()
    #expect(host.has(TimedHost.locked) && host.count(toward: TimedHost.locked) == 3)
  }

  @Test func attemptsLeftShownInAComputedValueFollowEachAttemptAndEachLeave() {
    let host = TimedHost(clock: ManualClock())
    host.register(
      TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 3,
      until: .event(.editingChanged, of: host.field))
    host.setValue(for: \.text, of: host.label, when: .always) { host in
      "\(3 - host.count(toward: TimedHost.locked)) attempts left"
    }
    #expect(host.label.text == "3 attempts left")
    host.tap()
    #expect(host.label.text == "2 attempts left")
    host.tap()
    #expect(host.label.text == "1 attempts left")
    host.edit()
    #expect(host.label.text == "3 attempts left", "the count started again")
  }

  @Test func theCountStartsAgainWhenTheStateLeavesByItsDuration() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    host.register(
      TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 2,
      until: .after(.seconds(10)))
    host.tap()
    host.tap()
    #expect(host.has(TimedHost.locked) && host.count(toward: TimedHost.locked) == 2)
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .seconds(10)) { !host.has(TimedHost.locked) }
    #expect(await settle { !host.has(TimedHost.locked) })
    #expect(host.count(toward: TimedHost.locked) == 0)
    host.tap()
    #expect(!host.has(TimedHost.locked) && host.count(toward: TimedHost.locked) == 1)
    host.tap()
    #expect(host.has(TimedHost.locked) && host.timeRemaining(in: TimedHost.locked) == .seconds(10))
  }

  @Test func aResetDuringALockEndsItsTimerItsCountdownAndItsCount() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    let tally = Tally()
    host.register(
      TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 2,
      until: .after(.seconds(300)))
    host.reapply(every: .seconds(1), while: .containing(TimedHost.locked))
    host.showSecondsLeft(in: TimedHost.locked, counting: tally)
    host.tap()
    host.tap()
    #expect(host.label.text == "300 s")
    #expect(await settle { clock.sleeperCount == 2 }, "the lock's timer and the countdown's tick")
    await clock.advance(by: .seconds(1))
    #expect(await settle { host.label.text == "299 s" })
    host.resetStates()
    #expect(!host.has(TimedHost.locked) && host.count(toward: TimedHost.locked) == 0)
    #expect(host.timeRemaining(in: TimedHost.locked) == nil && host.label.text == nil)
    let computed = tally.count
    clock.advanceWithoutWaiting(by: .seconds(1))
    await waitAFewTurns()
    #expect(
      await settle { clock.sleeperCount == 0 }, "the timer is cancelled, the countdown ends at its tick")
    await clock.advance(by: .seconds(400))
    await waitAFewTurns()
    #expect(tally.count == computed, "no apply after the reset")
    #expect(!host.has(TimedHost.locked))
    host.tap()
    #expect(!host.has(TimedHost.locked) && host.count(toward: TimedHost.locked) == 1)
  }

  // MARK: - Countdowns

  @Test func aCountdownStopsApplyingWhenItsStateIsLeftByAnEvent() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    let tally = Tally()
    host.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host.button),
      until: .event(.editingChanged, of: host.field), .after(.seconds(30)))
    host.reapply(every: .seconds(1), while: .containing(TimedHost.waits))
    host.showSecondsLeft(in: TimedHost.waits, counting: tally)
    host.tap()
    #expect(await settle { clock.sleeperCount == 2 })
    await clock.advance(by: .seconds(1))
    #expect(await settle { host.label.text == "29 s" })
    host.edit()
    #expect(host.label.text == nil)
    let computed = tally.count
    clock.advanceWithoutWaiting(by: .seconds(1))
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 0 })
    await clock.advance(by: .seconds(60))
    await waitAFewTurns()
    #expect(tally.count == computed, "no apply once the state is left")
  }

  @Test func aCountdownThatStartsAgainBetweenTwoTicksTicksOnceFromItsNewStart() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    let tally = Tally()
    host.register(TimedHost.shown, while: \.isShown)
    host.reapply(every: .seconds(1), while: .containing(TimedHost.shown))
    host.showSecondsLeft(in: TimedHost.waits, counting: tally)
    host.isShown = true
    host.applyCurrentState()
    #expect(await settle { clock.sleeperCount == 1 })
    await clock.advance(by: .milliseconds(500))
    host.isShown = false
    host.applyCurrentState()
    host.isShown = true
    host.applyCurrentState()
    await waitAFewTurns()
    #expect(await settle { clock.sleeperCount == 1 }, "the first ticker is replaced, not doubled")
    let computed = tally.count
    await clock.advance(by: .milliseconds(500))
    #expect(tally.count == computed, "no tick one second after the first start")
    await clock.advance(by: .milliseconds(500))
    #expect(await settle { tally.count == computed + 1 }, "one second after the new start")
    await clock.advance(by: .seconds(1))
    #expect(await settle { tally.count == computed + 2 })
    await waitAFewTurns()
    #expect(tally.count == computed + 2, "one apply per second")
  }

  @Test func aCountdownAddedWhileItsConditionHoldsAppliesOnePeriodLater() async {
    let clock = ManualClock()
    let host = TimedHost(clock: clock)
    let tally = Tally()
    host.register(TimedHost.shown, while: \.isShown)
    host.showSecondsLeft(in: TimedHost.waits, counting: tally)
    host.isShown = true
    host.applyCurrentState()
    host.reapply(every: .seconds(2), while: .containing(TimedHost.shown))
    #expect(await settle { clock.sleeperCount == 1 })
    let computed = tally.count
    await clock.advance(by: .seconds(1))
    #expect(tally.count == computed)
    await clock.advance(by: .seconds(1))
    #expect(await settle { tally.count == computed + 1 })
  }

  // MARK: - The host going away

  @Test func aHostGoingAwayDuringACountdownCancelsItsTimersAndIsNotKept() async {
    let clock = ManualClock()
    let tally = Tally()
    var host: TimedHost? = TimedHost(clock: clock)
    let button = host!.button
    host?.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: button), until: .after(.seconds(30)))
    host?.reapply(every: .seconds(1), while: .containing(TimedHost.waits))
    host?.showSecondsLeft(in: TimedHost.waits, counting: tally)
    host?.tap()
    #expect(await settle { clock.sleeperCount == 2 })
    await clock.advance(by: .seconds(1))
    #expect(await settle { host?.label.text == "29 s" })
    weak let weakHost = host
    host = nil
    #expect(weakHost == nil, "neither the timer nor the countdown keeps the host")
    #expect(await settle { clock.sleeperCount == 0 }, "both waits are cancelled")
    let computed = tally.count
    await clock.advance(by: .seconds(60))
    await waitAFewTurns()
    #expect(tally.count == computed, "nothing is applied after the host went away")
    button.sendActions(for: .primaryActionTriggered)
    #expect(button.allControlEvents.isEmpty, "the host's actions left the button")
  }

  @Test func aControlGoingAwayDuringALockCancelsItsTimersAndIsNotKept() async {
    let clock = ManualClock()
    var control: LockingControl? = LockingControl()
    control?.clock = clock
    let (submit, message, tally) = (control!.submit, control!.message, control!.tally)
    for _ in 0..<3 { submit.sendActions(for: .primaryActionTriggered) }
    #expect(message.text == "300 s")
    #expect(await settle { clock.sleeperCount == 2 })
    weak let weakControl = control
    control = nil
    #expect(weakControl == nil)
    #expect(await settle { clock.sleeperCount == 0 })
    let computed = tally.count
    await clock.advance(by: .seconds(300))
    await waitAFewTurns()
    #expect(tally.count == computed && message.text == "300 s", "nothing is applied after it went away")
  }

  @Test func aHostGoingAwayAsItsTickAndItsTimerWakeAppliesNothing() async {
    let clock = ManualClock()
    let tally = Tally()
    var host: TimedHost? = TimedHost(clock: clock)
    host?.register(
      TimedHost.waits, from: .event(.primaryActionTriggered, of: host!.button), until: .after(.seconds(1)))
    host?.reapply(every: .seconds(1), while: .containing(TimedHost.waits))
    host?.showSecondsLeft(in: TimedHost.waits, counting: tally)
    host?.tap()
    #expect(await settle { clock.sleeperCount == 2 })
    clock.advanceWithoutWaiting(by: .seconds(1))
    #expect(clock.sleeperCount == 0, "both woke, and have yet to run")
    let computed = tally.count
    weak let weakHost = host
    host = nil
    #expect(weakHost == nil)
    await waitAFewTurns()
    #expect(tally.count == computed, "the woken tick and timer find no host")
    #expect(clock.sleeperCount == 0)
  }

  @Test func aComputedDurationThatReadsItsHostUnownedLetsTheHostGoMidLock() async {
    let clock = ManualClock()
    var host: TimedHost? = TimedHost(clock: clock)
    host?.register(
      TimedHost.locked, from: .success(of: host!.check),
      until: .after { [unowned host = host!] in .seconds(host.check.output ?? 0) })
    host?.run(host!.check) { 60 }
    #expect(await settle { host?.has(TimedHost.locked) == true })
    #expect(await settle { clock.sleeperCount == 1 })
    weak let weakHost = host
    host = nil
    #expect(weakHost == nil)
    #expect(await settle { clock.sleeperCount == 0 })
    await clock.advance(by: .seconds(60))
  }

  @Test func aHostsClockIsAContinuousClockUnlessSet() {
    #expect(LockingControl().clock is ContinuousClock)
  }

  // MARK: - Misuse

  #if os(macOS) || os(Linux) || os(Windows)  // exit tests: not on iOS
    @Test func aDurationInFromStopsSayingToGiveItInUntil() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.register(TimedHost.waits, from: .after(.seconds(1)))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "QuickControl: .after(_:) is how long a state stays on: give it in until:, not in from:."))
    }

    @Test func zeroTimesStopsSayingOneOrMoreIsNeeded() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.register(TimedHost.locked, from: .event(.primaryActionTriggered, of: host.button), times: 0)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("QuickControl: register(_:from:times:until:) needs times of 1 or more."))
    }

    @Test func aRegistrationWithNoEnteringTriggerStopsNamingTheTriggers() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.register(TimedHost.locked, times: 2, until: .after(.seconds(1)))
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains("QuickControl: register(_:from:until:) needs at least one trigger after from:"))
    }

    @Test func aPeriodOfZeroStopsSayingItMustBeAboveZero() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.reapply(every: .zero, while: .always)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("QuickControl: reapply(every:while:) needs a period above zero."))
    }

    @Test func subscribingToADurationStopsSayingToGiveItInUntil() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.subscribe(to: .after(.seconds(1))) { _ in }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "QuickControl: .after(_:) is how long a state stays on: give it in register(_:from:until:)'s until:."
        ))
    }

    @Test func runningWorkOnADurationStopsSayingToGiveItInUntil() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let host = TimedHost(clock: ContinuousClock())
          host.run(host.check, on: .after(.seconds(1))) { 1 }
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "QuickControl: .after(_:) is how long a state stays on: give it in register(_:from:until:)'s until:."
        ))
    }
  #endif
}
