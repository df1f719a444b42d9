import QuickControl
import TestSupport
import Testing

@testable import OneTimeCode

/// A one-time-code screen, whichever way it is written.
@MainActor
private protocol OneTimeCodeScreen: UIControl {
  var views: OneTimeCodeViews { get }
  var onVerified: () -> Void { get set }
}

extension OneTimeCodeScreenWithQuickControl: OneTimeCodeScreen {}
extension HandWrittenOneTimeCodeScreen: OneTimeCodeScreen {}

/// A service whose checks wait until the test answers them, oldest first.
@MainActor
private final class ScriptedService: OneTimeCodeService {
  private var waiting: [CheckedContinuation<Bool, any Error>] = []
  private(set) var sent = 0
  private(set) var checked: [String] = []
  /// Checks whose caller was cancelled when their answer came.
  private(set) var cancelled = 0
  /// The checks the test expects to have started, and the answers not yet returned to the screen.
  var expectedChecks = 0
  private var answersOnTheirWay = 0

  var hasWaitingCheck: Bool { !waiting.isEmpty }
  /// Whether every check the test expects has begun and every answer reached its screen.
  var isQuiet: Bool { checked.count == expectedChecks && answersOnTheirWay == 0 }

  func sendCode() { sent += 1 }

  func check(_ code: String) async throws -> Bool {
    checked.append(code)
    defer { answersOnTheirWay -= 1 }
    let answer = try await withCheckedThrowingContinuation { waiting.append($0) }
    if Task.isCancelled { cancelled += 1 }
    return answer
  }

  /// Answers the oldest waiting check.
  func answer(_ result: Result<Bool, any Error>) {
    answersOnTheirWay += 1
    waiting.removeFirst().resume(with: result)
  }
}

private struct Offline: Error {}

/// What the user does, as UIKit delivers it. The field takes at most six digits (its delegate
/// refuses more, the same in both versions): typing or pasting into a full field does nothing.
extension OneTimeCodeViews {
  /// Types a digit; `true` if that completed the code.
  @discardableResult
  func type(_ digit: Int) -> Bool { edit { $0 + "\(digit)" } }

  /// Fills in a code from the text message (the keyboard's suggestion); `true` if it was taken.
  @discardableResult
  func paste(_ code: String) -> Bool { edit { _ in code } }

  func deleteBackward() {
    guard code.isEnabled, !codeText.isEmpty else { return }
    code.text = String(codeText.dropLast())
    code.sendActions(for: .editingChanged)
  }

  private func edit(_ change: (String) -> String) -> Bool {
    guard code.isEnabled, !codeIsComplete else { return false }
    code.text = change(codeText)
    code.sendActions(for: .editingChanged)
    return codeIsComplete
  }

  /// A tap, delivered only to a control that UIKit would let the user tap; `true` if delivered.
  @discardableResult
  func tap(_ control: UIControl) -> Bool {
    guard control.isEnabled, !control.isHidden else { return false }
    control.sendActions(for: .primaryActionTriggered)
    return true
  }
}

/// Everything a user sees of the screen.
private struct Shown: Equatable, CustomStringConvertible {
  var code: String?
  var codeEnabled: Bool
  var border: String?
  var spinnerShown: Bool
  var message: String?
  var retryShown: Bool
  var resendEnabled: Bool
  var resendTitle: String?
  var otherMethodShown: Bool

  @MainActor init(_ views: OneTimeCodeViews) {
    (code, codeEnabled, border) = (views.code.text, views.code.isEnabled, views.code.layer.borderColor?.name)
    spinnerShown = !views.spinner.isHidden
    message = views.message.isHidden ? nil : views.message.text
    retryShown = !views.retry.isHidden
    (resendEnabled, resendTitle) = (views.resend.isEnabled, views.resend.title)
    otherMethodShown = !views.otherMethod.isHidden
  }

  var description: String {
    "code \(code ?? "nil") \(codeEnabled) \(border ?? "nil"), spinner \(spinnerShown), "
      + "message \(message ?? "none"), retry \(retryShown), resend \(resendEnabled) \(resendTitle ?? "nil"), "
      + "other method \(otherMethodShown)"
  }
}

/// A screen with its clock, its service and how many codes it accepted.
@MainActor
private final class Subject {
  let clock = ManualClock()
  let service = ScriptedService()
  let screen: any OneTimeCodeScreen
  var verified = 0

  init(_ make: (ManualClock, ScriptedService) -> any OneTimeCodeScreen) {
    screen = make(clock, service)
    screen.onVerified = { [unowned self] in verified += 1 }
  }

  var views: OneTimeCodeViews { screen.views }
  var shown: Shown { Shown(views) }

  /// Whether a timer waits on the clock while the screen shows a countdown.
  var isWaitingIfCounting: Bool {
    let counting = !views.resend.isEnabled || views.message.text?.hasPrefix("Too many") == true
    return !counting || clock.sleeperCount > 0
  }

  /// Lets time pass without waiting for each timer: the woken ones run as the test settles.
  func wait(_ duration: Duration) { clock.advanceWithoutWaiting(by: duration) }

  static func both() -> [Subject] {
    [
      Subject { OneTimeCodeScreenWithQuickControl(clock: $0, service: $1) },
      Subject { HandWrittenOneTimeCodeScreen(clock: $0, service: $1) },
    ]
  }
}

/// Yields until every check and answer arrived and both screens show the same for many turns in a
/// row, each waiting on its clock while it shows a countdown, and for a few milliseconds after time
/// passed (the timers the clock woke have run, on a thread of the pool first); `false` if they
/// never agree.
@MainActor
private func settleBoth(_ subjects: [Subject], timePassed: Bool) async -> Bool {
  var stable = 0
  let start = ContinuousClock.now
  let agreed = {
    let agree =
      subjects.allSatisfy { $0.service.isQuiet && $0.isWaitingIfCounting }
      && subjects[0].shown == subjects[1].shown
      && subjects[0].service.checked == subjects[1].service.checked
    stable = agree ? stable + 1 : 0
    return stable >= 40 && (!timePassed || ContinuousClock.now - start > .milliseconds(5))
  }
  return await settle(agreed, timeout: .seconds(2))
}

/// Yields until one screen is quiet and has shown the same for several turns.
@MainActor
private func settleOne(_ subject: Subject) async {
  var (stable, last) = (0, subject.shown)
  let start = ContinuousClock.now
  await settle {
    let shown = subject.shown
    stable = subject.service.isQuiet && subject.isWaitingIfCounting && shown == last ? stable + 1 : 0
    last = shown
    return stable >= 40 && ContinuousClock.now - start > .milliseconds(5)
  }
}

@MainActor
@Suite("The one-time-code yardstick: both versions show the same", .serialized)
struct OneTimeCodeTests {
  @Test func theResendButtonCountsDownFromTheFirstAppearance() async {
    for subject in Subject.both() {
      let views = subject.views
      #expect(subject.service.sent == 1, "\(type(of: subject.screen)): the first code")
      #expect(!views.resend.isEnabled && views.resend.title == "Resend in 0:30")
      await subject.clock.advance(by: .seconds(3))
      #expect(await settle { views.resend.title == "Resend in 0:27" }, "\(type(of: subject.screen))")
      await subject.clock.advance(by: .seconds(27)) { views.resend.isEnabled }
      #expect(await settle { views.resend.isEnabled })
      #expect(views.resend.isEnabled && views.resend.title == "Resend code", "\(type(of: subject.screen))")
      views.tap(views.resend)
      #expect(subject.service.sent == 2 && views.resend.title == "Resend in 0:30")
    }
  }

  @Test func threeWrongCodesLockTheScreenForFiveMinutes() async {
    for subject in Subject.both() {
      let (views, service) = (subject.views, subject.service)
      for attempt in 1...3 {
        #expect(views.paste("11111\(attempt)"))
        service.expectedChecks += 1
        #expect(!views.code.isEnabled && !views.spinner.isHidden, "\(type(of: subject.screen)): checking")
        await settleOne(subject)
        service.answer(.success(false))
        await settleOne(subject)
        #expect(views.code.text == "", "\(type(of: subject.screen)): cleared")
        if attempt < 3 {
          #expect(views.message.text == "Wrong code, \(3 - attempt) attempts left" && !views.message.isHidden)
          #expect(views.otherMethod.isHidden == (attempt < 2))
        }
      }
      #expect(views.message.text == "Too many attempts, try again in 5:00", "\(type(of: subject.screen))")
      #expect(!views.code.isEnabled && !views.resend.isEnabled)
      await subject.clock.advance(by: .seconds(1))
      #expect(
        await settle { views.message.text == "Too many attempts, try again in 4:59" },
        "\(type(of: subject.screen))")
      // Each timer the clock wakes ticks and sleeps again, or ends: the resend wait at 0:30, then the lock.
      await subject.clock.advance(by: .seconds(299)) { views.resend.title == "Resend code" }
      #expect(await settle { views.message.isHidden })
      #expect(views.message.isHidden && views.code.isEnabled, "\(type(of: subject.screen)): unlocked")
      #expect(!views.otherMethod.isHidden)
      views.type(1)
      #expect(views.message.isHidden)
    }
  }

  @Test func aNetworkErrorKeepsTheCodeForRetryAndCountsNoAttempt() async {
    for subject in Subject.both() {
      let (views, service) = (subject.views, subject.service)
      views.paste("123456")
      service.expectedChecks += 1
      await settleOne(subject)
      service.answer(.failure(Offline()))
      await settleOne(subject)
      #expect(views.message.text == "Could not reach the server" && !views.retry.isHidden)
      #expect(views.code.text == "123456" && views.code.isEnabled, "\(type(of: subject.screen)): kept")
      views.tap(views.retry)
      service.expectedChecks += 1
      #expect(views.retry.isHidden && !views.spinner.isHidden)
      await settleOne(subject)
      #expect(service.checked == ["123456", "123456"])
      service.answer(.success(true))
      await settleOne(subject)
      #expect(subject.verified == 1, "\(type(of: subject.screen))")
      #expect(views.message.isHidden && views.otherMethod.isHidden)
    }
  }

  /// Both screens go away mid-countdown and mid-check: their timers and their check are
  /// cancelled, and nothing keeps them.
  @Test func bothGoAwayMidCountdownAndMidCheck() async {
    for make in [
      { OneTimeCodeScreenWithQuickControl(clock: $0, service: $1) }
        as (ManualClock, ScriptedService) -> any OneTimeCodeScreen,
      { HandWrittenOneTimeCodeScreen(clock: $0, service: $1) },
    ] {
      let (clock, service) = (ManualClock(), ScriptedService())
      var screen: (any OneTimeCodeScreen)? = make(clock, service)
      screen?.views.paste("123456")
      service.expectedChecks += 1
      #expect(await settle { service.hasWaitingCheck && clock.sleeperCount > 0 })
      weak let gone = screen
      screen = nil
      #expect(gone == nil, "\(make): nothing keeps the screen")
      #expect(await settle { clock.sleeperCount == 0 }, "its countdown's waits are cancelled")
      service.answer(.success(false))
      #expect(await settle { service.isQuiet })
      #expect(service.cancelled == 1, "its check was cancelled")
    }
  }

  /// Seeded random steps: digits, a paste, deleting, Resend, Retry, the server answering right,
  /// wrong or failing (late, when time passes first), time passing up to and past the lock's end,
  /// dark mode, and the screen going away (a new one appears); after every step both versions
  /// show the same.
  @Test func bothScreensAgreeUnderRandomSteps() async {
    var subjects = Subject.both()
    var random = SeededGenerator(seed: 0x0717_2026)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let waits: [Duration] = [
      .seconds(1), .seconds(1), .seconds(2), .seconds(5), .seconds(13), .seconds(30), .seconds(90),
    ]
    let answers: [Result<Bool, any Error>] = [
      .success(false), .success(false), .success(false), .failure(Offline()), .failure(Offline()),
      .success(true),
    ]
    var seen = Set<String>()
    var screens = 1
    for step in 0..<1_200 {
      let action = next(36)
      let (digit, code, wait, answer, dark) = (
        next(10), String(100_000 + next(900_000)), waits[next(waits.count)], answers[next(answers.count)],
        next(2) == 0
      )
      for subject in subjects {
        let (views, service) = (subject.views, subject.service)
        switch action {
        case 0..<9: if views.type(digit) { service.expectedChecks += 1 }
        case 9..<11: if views.paste(code) { service.expectedChecks += 1 }
        case 11..<13: views.deleteBackward()
        case 13: views.tap(views.resend)
        case 14..<16: if views.tap(views.retry) { service.expectedChecks += 1 }
        case 16..<24: if service.hasWaitingCheck { service.answer(answer) }
        case 24..<33: subject.wait(wait)
        case 33..<35:
          subject.screen.traitCollection = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        default: break
        }
      }
      guard await settleBoth(subjects, timePassed: (24..<33).contains(action)) else {
        Issue.record("step \(step): \(subjects[0].shown) against \(subjects[1].shown)")
        break
      }
      #expect(subjects[0].service.sent == subjects[1].service.sent, "step \(step): codes sent")
      #expect(subjects[0].verified == subjects[1].verified, "step \(step): codes accepted")
      let shown = subjects[0].shown
      seen.insert(
        "\(shown.message ?? "none")".prefix(12) + " \(shown.spinnerShown) \(shown.otherMethodShown)")
      // A code accepted, or the screen going away: a new screen appears, the old ones end.
      if subjects[0].verified > 0 || action == 35 {
        for subject in subjects {
          while subject.service.hasWaitingCheck { subject.service.answer(.success(false)) }
        }
        weak let old = subjects[0].screen
        weak let oldHandWritten = subjects[1].screen
        subjects = Subject.both()
        #expect(old == nil && oldHandWritten == nil, "step \(step): a screen was kept")
        screens += 1
      }
    }
    #expect(screens > 5)
    #expect(seen.contains { $0.hasPrefix("Wrong code, ") })
    #expect(seen.contains { $0.hasPrefix("Too many att") })
    #expect(seen.contains { $0.hasPrefix("Could not re") })
    #expect(seen.contains { $0.hasSuffix(" true true") })
  }

  @Test func theStateTableSaysHowEachStateEnters() {
    let screen = OneTimeCodeScreenWithQuickControl(clock: ManualClock(), service: ScriptedService())
    let table = screen.stateTableDescription
    #expect(
      table.contains(
        "locked ← on: 3 times a chosen answer of a StateTask<Bool>; off: 300.0 seconds after entering, reset")
    )
    #expect(
      table.contains(
        "resendWaits ← on: primaryActionTriggered of views.resend; off: 30.0 seconds after entering, reset"))
  }
}
