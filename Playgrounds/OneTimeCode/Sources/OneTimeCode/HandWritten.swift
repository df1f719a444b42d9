import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

/// The one-time-code screen written by hand: deadlines and counts in properties, target-actions
/// that set them, a `Task` for the check, a `Task` loop that ticks each second while something
/// counts down, and one `update()` that sets every look.
@MainActor
final class HandWrittenOneTimeCodeScreen: UIView {
  let views = OneTimeCodeViews()
  var onVerified: () -> Void = {}
  private let service: any OneTimeCodeService
  /// The time since the screen appeared, on the injected clock.
  private let elapsed: () -> Duration
  /// Sleeps until a time since the screen appeared.
  private let sleep: @Sendable (Duration) async throws -> Void
  private var resendEnds: Duration?
  private var lockEnds: Duration?
  /// Wrong codes since the last lock, and in all.
  private var wrongCodes = 0
  private var wrongInAll = 0
  private var showsWrong = false
  private var failed = false
  private var check: Task<Void, Never>?
  private var ticker: Task<Void, Never>?

  init(clock: some Clock<Duration>, service: any OneTimeCodeService) {
    self.service = service
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleep = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
    super.init(frame: .zero)
    views.install(in: self)
    views.code.addAction(UIAction { [weak self] _ in self?.codeChanged() }, for: .editingChanged)
    views.retry.addAction(UIAction { [weak self] _ in self?.startCheck() }, for: .primaryActionTriggered)
    views.resend.addAction(UIAction { [weak self] _ in self?.resend() }, for: .primaryActionTriggered)
    // The screen appears as a code was sent: the wait starts as after a tap on Resend.
    resend()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  deinit {
    check?.cancel()
    ticker?.cancel()
  }

  // Layer colours are CGColors, resolved for one appearance: resolve them again when it changes.
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    update()
  }

  private func codeChanged() {
    (showsWrong, failed) = (false, false)
    if views.codeIsComplete { startCheck() } else { update() }
  }

  private func resend() {
    service.sendCode()
    resendEnds = elapsed() + OneTimeCodeRules.resendWait
    startTicking()
    update()
  }

  private func startCheck() {
    check?.cancel()
    failed = false
    let (service, code) = (service, views.codeText)
    check = Task { [weak self] in
      let answer: Result<Bool, any Error>
      do {
        answer = .success(try await service.check(code))
      } catch {
        answer = .failure(error)
      }
      guard let self, !Task.isCancelled else { return }
      check = nil
      switch answer {
      case .success(true): onVerified()
      case .success(false): wrongCode()
      case .failure: failed = true
      }
      update()
    }
    update()
  }

  private func wrongCode() {
    views.code.text = ""
    wrongCodes += 1
    wrongInAll += 1
    showsWrong = wrongCodes < OneTimeCodeRules.attempts
    if !showsWrong {
      lockEnds = elapsed() + OneTimeCodeRules.lock
      startTicking()
    }
  }

  /// Ticks each second from now while the resend waits or the screen is locked.
  private func startTicking() {
    guard ticker == nil else { return }
    let period = Duration.seconds(1)
    var next = elapsed() + period
    ticker = Task { [weak self, sleep] in
      repeat {
        do { try await sleep(next) } catch { return }
        // The next whole period: a late tick does not shift the others, nor repeat the missed ones.
        next += period * Int(((self?.elapsed() ?? next) - next) / period) + period
      } while self?.tick() == true
    }
  }

  /// Ends the waits that are over and shows the time left; `false` once nothing counts down.
  private func tick() -> Bool {
    let now = elapsed()
    if let end = resendEnds, end <= now { resendEnds = nil }
    if let end = lockEnds, end <= now { (lockEnds, wrongCodes) = (nil, 0) }
    update()
    if resendEnds == nil && lockEnds == nil { ticker = nil }
    return ticker != nil
  }

  func update() {
    let now = elapsed()
    let checking = check != nil
    views.code.isEnabled = !checking && lockEnds == nil
    views.code.layer.borderColor =
      OneTimeCodeViews.borderColor(showingError: showsWrong)
      .resolvedColor(with: traitCollection).cgColor
    views.spinner.isHidden = !checking
    views.resend.isEnabled = resendEnds == nil && lockEnds == nil
    views.resend.title = resendEnds.map { OneTimeCodeText.resend(in: $0 - now) } ?? OneTimeCodeText.resendCode
    views.retry.isHidden = !failed
    views.otherMethod.isHidden = wrongInAll < OneTimeCodeRules.wrongBeforeOtherMethod
    views.message.isHidden = lockEnds == nil && !failed && !showsWrong
    if let lockEnds {
      views.message.text = OneTimeCodeText.locked(for: lockEnds - now)
    } else if failed {
      views.message.text = OneTimeCodeText.networkError
    } else if showsWrong {
      views.message.text = OneTimeCodeText.wrongCode(attemptsLeft: OneTimeCodeRules.attempts - wrongCodes)
    }
  }
}
