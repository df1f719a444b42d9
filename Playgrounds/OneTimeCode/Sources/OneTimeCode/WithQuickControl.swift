import Foundation
import QuickControl

/// The one-time-code screen with QuickControl: the resend wait and the lock are states left after
/// a duration, wrong codes are counted toward the lock, the check runs as a state, and every look
/// is a rule over them.
@MainActor
final class OneTimeCodeScreenWithQuickControl: QUIckControl {
  static let complete = declareState("complete")
  static let checking = declareState("checking")
  static let wrong = declareState("wrong")
  static let failed = declareState("failed")
  static let locked = declareState("locked")
  static let twoWrong = declareState("twoWrong")
  static let resendWaits = declareState("resendWaits")
  let views = OneTimeCodeViews()
  let check = StateTask<Bool>()
  var onVerified: () -> Void = {}
  private let service: any OneTimeCodeService
  private let screenClock: any Clock<Duration>

  /// `setUp()` runs inside `super.init`: the dependencies are set before it.
  init(clock: any Clock<Duration>, service: any OneTimeCodeService) {
    (screenClock, self.service) = (clock, service)
    super.init(frame: .zero)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  override func setUp() {
    clock = screenClock
    views.install(in: self)
    reapplyOnInput(of: views.code)
    typealias Rules = OneTimeCodeRules
    let edited = StateTrigger.event(.editingChanged, of: views.code)
    let wrongCode = StateTrigger.success(of: check) { !$0 }
    subscribe(to: wrongCode) { $0.views.code.text = "" }
    subscribe(to: .success(of: check) { $0 }) { $0.onVerified() }
    subscribe(to: .event(.primaryActionTriggered, of: views.resend)) { $0.service.sendCode() }
    register(Self.complete) { $0.views.codeIsComplete }
    register(Self.checking, while: \.check.isRunning)
    register(Self.wrong, from: wrongCode, until: edited, .entering(.containing(Self.locked)))
    register(Self.failed, from: .failure(of: check), until: edited, .entering(.containing(Self.checking)))
    register(Self.locked, from: wrongCode, times: Rules.attempts, until: .after(Rules.lock))
    register(Self.twoWrong, from: wrongCode, times: Rules.wrongBeforeOtherMethod)
    register(
      Self.resendWaits, from: .event(.primaryActionTriggered, of: views.resend),
      until: .after(Rules.resendWait))
    reapply(every: .seconds(1), while: .containingAny([Self.resendWaits, Self.locked]))
    run(check, on: .entering(.containing(Self.complete)), .event(.primaryActionTriggered, of: views.retry)) {
      [service, views] in try await service.check(views.codeText)
    }
    setValue(false, for: \.isEnabled, of: views.code, when: .containingAny([Self.checking, Self.locked]))
    setValues(for: \.borderColor, of: views.code.layer, [Self.wrong: .systemRed, .normal: .systemGray])
    setValues(for: \.isHidden, of: views.spinner, [Self.checking: false, .normal: true])
    setValue(
      false, for: \.isEnabled, of: views.resend, when: .containingAny([Self.resendWaits, Self.locked]))
    setValue(for: \.title, of: views.resend, when: .containing(Self.resendWaits)) {
      OneTimeCodeText.resend(in: $0.timeRemaining(in: Self.resendWaits) ?? .zero)
    }
    setValues(for: \.isHidden, of: views.retry, [Self.failed: false, .normal: true])
    setValues(for: \.isHidden, of: views.otherMethod, [Self.twoWrong: false, .normal: true])
    setValues(
      for: \.isHidden, of: views.message,
      [Self.wrong: false, Self.failed: false, Self.locked: false, .normal: true])
    setValue(OneTimeCodeText.networkError, for: \.text, of: views.message, when: .containing(Self.failed))
    setValue(for: \.text, of: views.message, when: .containing(Self.wrong)) {
      OneTimeCodeText.wrongCode(attemptsLeft: Rules.attempts - $0.count(toward: Self.locked))
    }
    setValue(for: \.text, of: views.message, when: .containing(Self.locked)) {
      OneTimeCodeText.locked(for: $0.timeRemaining(in: Self.locked) ?? .zero)
    }
    // The screen appears as a code was sent: the wait starts as after a tap on Resend.
    views.resend.sendActions(for: .primaryActionTriggered)
  }
}
