import QuickControl
import TestSupport
import Testing

/// A one-time-code screen's memory: a resend countdown, wrong codes counted toward a lock.
@MainActor
private final class CodeScreen: ControlStateHost {
  static let resendWaits = declareState("resendWaits")
  static let locked = declareState("locked")
  let stateEngine = StateEngine()
  let resend = UIControl(), field = UIControl(), retry = UIControl(), submit = UIControl()
  let title = Label(), message = Label()
  let check = StateTask<Bool>()
  var answers: [Bool] = []

  init(clock: any Clock<Duration>) {
    self.clock = clock
    register(Self.resendWaits, from: .event(.primaryActionTriggered, of: resend), until: .after(.seconds(30)))
    register(Self.locked, from: .success(of: check) { !$0 }, times: 3, until: .after(.seconds(300)))
    reapply(every: .seconds(1), while: .containingAny([Self.resendWaits, Self.locked]))
    setValue(for: \.text, of: title, when: .always) { screen in
      screen.timeRemaining(in: Self.resendWaits).map { "Resend in \($0.components.seconds) s" } ?? "Resend"
    }
    setValue(for: \.text, of: message, when: .always) { screen in
      if let left = screen.timeRemaining(in: Self.locked) {
        return "Try again in \(left.components.seconds) s"
      }
      let wrong = screen.count(toward: Self.locked)
      return wrong == 0 ? nil : "Wrong code, \(3 - wrong) attempts left"
    }
    run(check, on: .event(.primaryActionTriggered, of: submit), .event(.primaryActionTriggered, of: retry)) {
      [weak self] in self?.answers.removeFirst() ?? true
    }
  }

  /// Sends a code the server answers with `accepted`, and waits for the answer.
  func send(accepted: Bool) async {
    answers.append(accepted)
    submit.sendActions(for: .primaryActionTriggered)
    await settle { !self.check.isRunning }
  }
}

@MainActor
@Suite("Time and counts: states left after a duration, countdowns, attempts")
struct TimedStateTests {
  @Test func aStateLeftAfterADurationLeavesOnTheHostsClock() async {
    let clock = ManualClock()
    let screen = CodeScreen(clock: clock)
    screen.resend.sendActions(for: .primaryActionTriggered)
    #expect(screen.state.contains(CodeScreen.resendWaits))
    #expect(screen.title.text == "Resend in 30 s")
    await clock.advance(by: .seconds(29))
    #expect(screen.state.contains(CodeScreen.resendWaits))
    await clock.advance(by: .seconds(1)) { !screen.state.contains(CodeScreen.resendWaits) }
    #expect(await settle { !screen.state.contains(CodeScreen.resendWaits) })
    #expect(screen.title.text == "Resend")
  }

  @Test func aCountdownIsShownAgainEachSecondWhileItsStateHolds() async {
    let clock = ManualClock()
    let screen = CodeScreen(clock: clock)
    screen.resend.sendActions(for: .primaryActionTriggered)
    var shown: [String?] = [screen.title.text]
    for _ in 0..<3 {
      await clock.advance(by: .seconds(1))
      await settle { screen.title.text != shown.last }
      shown.append(screen.title.text)
    }
    #expect(shown == ["Resend in 30 s", "Resend in 29 s", "Resend in 28 s", "Resend in 27 s"])
  }

  @Test func theCountdownStopsWhenItsStateEndsAndWhenTheHostGoesAway() async {
    let clock = ManualClock()
    var screen: CodeScreen? = CodeScreen(clock: clock)
    screen?.resend.sendActions(for: .primaryActionTriggered)
    await clock.advance(by: .seconds(30)) { screen?.state.contains(CodeScreen.resendWaits) == false }
    #expect(await settle { screen?.state.contains(CodeScreen.resendWaits) == false })
    #expect(await settle { clock.sleeperCount == 0 }, "no tick waits once the state has ended")
    screen?.resend.sendActions(for: .primaryActionTriggered)
    #expect(await settle { clock.sleeperCount > 0 })
    weak let weakScreen = screen
    screen = nil
    #expect(weakScreen == nil, "a countdown does not keep its host")
    #expect(await settle { clock.sleeperCount == 0 }, "its waits are cancelled")
  }

  @Test func threeWrongCodesLockForFiveMinutesThenTheCountStartsAgain() async {
    let clock = ManualClock()
    let screen = CodeScreen(clock: clock)
    await screen.send(accepted: false)
    #expect(screen.message.text == "Wrong code, 2 attempts left")
    await screen.send(accepted: false)
    #expect(screen.message.text == "Wrong code, 1 attempts left")
    await screen.send(accepted: false)
    #expect(screen.state.contains(CodeScreen.locked))
    #expect(screen.message.text == "Try again in 300 s")
    await clock.advance(by: .seconds(1))
    #expect(await settle { screen.message.text == "Try again in 299 s" })
    await clock.advance(by: .seconds(299)) { !screen.state.contains(CodeScreen.locked) }
    #expect(await settle { !screen.state.contains(CodeScreen.locked) })
    #expect(screen.count(toward: CodeScreen.locked) == 0 && screen.message.text == nil)
  }

  @Test func aResetForgetsTheCountAndEndsTheTimedStates() async {
    let clock = ManualClock()
    let screen = CodeScreen(clock: clock)
    await screen.send(accepted: false)
    screen.resend.sendActions(for: .primaryActionTriggered)
    screen.resetStates()
    #expect(screen.count(toward: CodeScreen.locked) == 0)
    #expect(!screen.state.contains(CodeScreen.resendWaits) && screen.title.text == "Resend")
    #expect(screen.timeRemaining(in: CodeScreen.resendWaits) == nil)
  }

  @Test func workRunsOnAnyOfSeveralTriggers() async {
    let screen = CodeScreen(clock: ManualClock())
    await screen.send(accepted: false)
    screen.answers.append(true)
    screen.retry.sendActions(for: .primaryActionTriggered)
    #expect(screen.check.isRunning, "Retry runs the same check")
    #expect(await settle { screen.check.output == true })
  }

  @Test func anActionOnAnAnswerNeedsNoState() async {
    let screen = CodeScreen(clock: ManualClock())
    var accepted = 0
    screen.subscribe(to: .success(of: screen.check) { $0 }) { _ in accepted += 1 }
    await screen.send(accepted: false)
    await screen.send(accepted: true)
    #expect(accepted == 1)
  }

  @Test func theStateTableSaysHowEachTimedStateEnters() {
    let screen = CodeScreen(clock: ManualClock())
    let table = screen.stateTableDescription
    #expect(
      table.contains(
        "resendWaits ← on: primaryActionTriggered of resend; off: 30.0 seconds after entering, reset"))
    #expect(
      table.contains(
        "locked ← on: 3 times a chosen answer of a StateTask<Bool>; off: 300.0 seconds after entering, reset")
    )
  }
}
