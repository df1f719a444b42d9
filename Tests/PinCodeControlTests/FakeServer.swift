import QuickControl
import Testing

@testable import PinCodeControl

/// A server whose answers the test gives, one request at a time; it records cancellations.
@MainActor
final class FakeServer {
  private(set) var requests: [String] = []
  private var pending: [CheckedContinuation<Bool, any Error>] = []
  let cancellations = Locked(0)

  /// The verifier a control gets: each call waits for ``answer(_:)``.
  var verifier: (String) async throws -> Bool {
    { [unowned self] code in try await self.verify(code) }
  }

  private func verify(_ code: String) async throws -> Bool {
    requests.append(code)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { pending.append($0) }
    } onCancel: { [cancellations] in
      cancellations.withLock { $0 += 1 }
    }
  }

  var cancelled: Int { cancellations.withLock { $0 } }

  /// Answers the oldest waiting request, then lets the main actor run what follows.
  func answer(_ accepted: Bool) async {
    guard !pending.isEmpty else {
      Issue.record("no request is waiting")
      return
    }
    pending.removeFirst().resume(returning: accepted)
    await settle()
  }

  /// Fails the oldest waiting request with `error` (the network is down), then lets the main actor run.
  func fail(with error: any Error = Offline()) async {
    guard !pending.isEmpty else {
      Issue.record("no request is waiting")
      return
    }
    pending.removeFirst().resume(throwing: error)
    await settle()
  }

  /// Answers every request still waiting, so that no task is left suspended.
  func answerAll(_ accepted: Bool) async {
    while !pending.isEmpty { await answer(accepted) }
  }
}

/// The error a server check throws when the network is down.
struct Offline: Error, Equatable {}

/// Lets the main actor run the jobs an answer or a cancellation enqueued.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
}

extension FakeServer {
  /// A six-digit one-time-code control checked by this server, 482913 typed and its check started.
  func controlChecking(focused: Bool = true, clearsRejectedCode: Bool = false) async -> PinCodeControl {
    let otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
    otp.clearsRejectedCode = clearsRejectedCode
    otp.verifier = verifier
    if focused { otp.becomeFirstResponder() }
    otp.insertText("482913")
    await settle()
    return otp
  }

  /// A six-digit field checked by this server (no validator), rendered once; then `code`, if
  /// any, entered by the user and its check started.
  func fieldChecking(_ code: String? = "482913", clearsRejectedCode: Bool = false) async -> PinFieldHarness {
    let screen = PinFieldHarness(length: 6)
    screen.appearance.clearsRejectedCode = clearsRejectedCode
    screen.validator = nil
    screen.verifier = verifier
    screen.invalidate()
    screen.settle()
    guard let code else { return screen }
    screen.control.acceptInputFieldEdit(replacing: 0, with: code)
    screen.settle()
    await settle()
    return screen
  }
}
