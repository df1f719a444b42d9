/// Async work a host runs as a state: a submit, a server check.
///
/// A host keeps one `StateTask` per kind of work in a stored property and starts it with
/// ``ControlStateHost/run(_:_:)`` (now) or ``ControlStateHost/run(_:on:operation:)`` (each time a control
/// sends an event). The host applies its state when the work starts and when it ends, so a state
/// computed from ``isRunning`` drives every look of the wait (fields disabled, a spinner, a
/// button's title), and a state entered on ``StateTrigger/success(of:where:)`` or
/// ``StateTrigger/failure(of:where:)`` keeps the answer on screen for as long as it matters.
///
/// - Starting the work again while it runs cancels the running call and starts a new one; only
///   the last call's answer counts (as SwiftUI's `task(id:)` does).
/// - ``cancel()``, the host's ``ControlStateHost/resetStates(_:)`` and the host going away cancel
///   it, whoever else keeps the task (a view model, the operation itself); an answer that arrives
///   after a cancel is ignored. A start made while a start applies (from a subscriber of the
///   running state) replaces it: one call runs, the last one.
/// - A thrown error is kept in ``error`` until the work starts again or the host resets, for a
///   computed value to show (a cancellation the task itself caused is not an error).
///
/// Capture in the operation what the call needs (the service, the field texts), not the host:
/// the running call holds what it captures.
///
/// <!-- snippet: context sign-in-member -->
/// ```swift
/// override func setUp() {
///   register(Self.signingIn, while: \.signIn.isRunning)
///   run(signIn, on: .event(.primaryActionTriggered, of: views.submit)) { [service, views] in
///     try await service.signIn(email: views.email.text ?? "", password: views.password.text ?? "")
///   }
/// }
/// ```
@MainActor
public final class StateTask<Output> {
  /// Whether a call is running: from its start until its answer, a cancel or a reset.
  public private(set) var isRunning = false
  /// The last call's answer or error; `nil` before the first answer, while a call runs and after a reset.
  public private(set) var result: Result<Output, any Error>?

  private var running: Task<Void, Never>?
  /// Counts starts and cancels: an answer of an earlier generation is late and ignored.
  private var generation = 0
  private weak var host: (any ControlStateHost)?
  private var outcomeHandlers: [(id: Int, handler: (Result<Output, any Error>) -> Void)] = []
  private var nextHandlerID = 0

  /// Creates work that has not run yet.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// let payment = StateTask<PaymentAnswer>()
  /// ```
  public init() {}

  deinit { running?.cancel() }

  /// The last call's answer, if it returned one.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValue(for: \.text, of: receiptLabel, when: .always) { $0.payment.output?.summary }
  /// ```
  public var output: Output? {
    if case .success(let output) = result { output } else { nil }
  }

  /// The error the last call threw, kept until the work starts again or the host resets.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// setValue(for: \.text, of: errorLabel, when: .always) { $0.signIn.error?.localizedDescription }
  /// ```
  public var error: (any Error)? {
    if case .failure(let error) = result { error } else { nil }
  }

  /// Cancels the running call, if any: its answer, should it still come, is ignored.
  ///
  /// The host applies its state at once (``isRunning`` turns `false`); ``result`` stays as it was.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// signIn.cancel()
  /// ```
  public func cancel() {
    guard isRunning else { return }
    stop()
    host?.applyCurrentState()
  }

  // MARK: - Running (through the host)

  /// Starts `operation` for `host`, cancelling a running call; the host applies on start and on the answer.
  func start(for host: any ControlStateHost, _ operation: @escaping @MainActor () async throws -> Output) {
    running?.cancel()
    generation += 1
    let started = generation
    self.host = host
    host.performTransition {
      isRunning = true
      result = nil
    }
    // A start or a cancel made while this one applied (a subscriber of the running state, an
    // `.entering` trigger) supersedes it: the last start is the one call that runs.
    guard generation == started else { return }
    running = Task { @MainActor [weak self] in
      let answer: Result<Output, any Error>
      do {
        answer = .success(try await operation())
      } catch {
        answer = .failure(error)
      }
      // Late: cancelled, restarted or reset meanwhile, or the work or its host went away.
      guard let self, self.generation == started, !Task.isCancelled, self.host != nil else { return }
      self.finish(with: answer)
    }
  }

  private func finish(with answer: Result<Output, any Error>) {
    running = nil
    let handlers = outcomeHandlers
    let apply = {
      self.isRunning = false
      self.result = answer
      for entry in handlers { entry.handler(answer) }
    }
    // One apply for the end of the wait and every state the answer enters.
    if let host { host.performTransition(apply) } else { apply() }
  }

  /// Cancels without applying; `generation` moves on so that a late answer is ignored.
  private func stop() {
    running?.cancel()
    running = nil
    generation += 1
    isRunning = false
  }

  /// Cancels the running call and forgets the last answer; the caller applies (a reset's transition).
  package func reset() {
    stop()
    result = nil
  }

  /// Cancels the running call of a host that went away, whoever else keeps the task.
  func hostWentAway() {
    stop()
    host = nil
  }

  /// Calls `handler` with each answer that counts; returns its removal.
  package func onOutcome(_ handler: @escaping (Result<Output, any Error>) -> Void) -> ControlSubscription {
    nextHandlerID += 1
    let id = nextHandlerID
    outcomeHandlers.append((id, handler))
    return ControlSubscription { [weak self] in self?.outcomeHandlers.removeAll { $0.id == id } }
  }
}

/// What a host's reset needs of a ``StateTask`` of any output.
@MainActor
protocol ResettableTask: AnyObject, Sendable {
  func reset()
  func hostWentAway()
}

extension StateTask: ResettableTask {}
