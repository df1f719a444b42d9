/// Something that happens to a host or its controls: what enters or leaves a remembered state, or
/// starts a ``StateTask``.
///
/// A form's memory is made of these: an error shown once the user *left* a field, a decline kept
/// *until* the card is edited, a payment started *when* Pay is tapped. See
/// ``ControlStateHost/register(_:from:until:)`` and ``ControlStateHost/run(_:on:operation:)``.
///
/// <!-- snippet: context sign-in -->
/// ```swift
/// register(Self.emailLeft, from: .event(.editingDidEnd, of: views.email), .entering(.containing(Self.signingIn)))
/// ```
@MainActor
public struct StateTrigger {
  /// How the trigger reads in the state table (`editingDidEnd of views.email`).
  let describe: (_ names: StateNames, _ name: (AnyObject) -> String) -> String

  /// The controls it listens to that are still alive.
  var controls: [AnyObject] { held.compactMap(\.control) }
  /// The controls it listens to, held weakly.
  fileprivate var held: [WeakControl] = []
  /// Starts listening; `fire` runs each time the trigger happens, with the control and the one
  /// event bit for an event. Returns what ends the listening.
  let install:
    (_ host: any ControlStateHost, _ fire: @escaping @MainActor (Firing) -> Void) -> [ControlSubscription]

  /// What fired: for an event, its control and its one event bit.
  struct Firing: Hashable {
    let control: ObjectIdentifier?
    let event: UInt
    static let other = Firing(control: nil, event: 0)
  }

  /// The (control, event bit) pairs of an event trigger, for the controls still alive.
  var eventFirings: Set<Firing> {
    Set(
      held.compactMap(\.control).flatMap { control in
        eventBits.map { Firing(control: ObjectIdentifier(control), event: $0) }
      })
  }
  /// An event trigger's event bits, one by one.
  fileprivate var eventBits: [UInt] = []
  /// For `after(_:)`: how long the state stays on once entered.
  var lasting: (@MainActor () -> Duration)?

  /// What the host's own code does, named for the state table: it listens to nothing.
  static func named(_ text: String) -> StateTrigger {
    StateTrigger(describe: { _, _ in text }, install: { _, _ in [] })
  }

  /// The user acting on a control: one of `events` sent by any of `controls`.
  ///
  /// The controls are held weakly and hold the host weakly.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.cardDeclined, from: .success(of: payment) { !$0.isApproved }, until: .event(.editingChanged, of: views.card))
  /// ```
  public static func event(_ events: ControlEvents, of controls: UIControl...) -> StateTrigger {
    let held = controls.map(WeakControl.init)
    return StateTrigger(
      describe: { names, name in
        let sources = held.compactMap(\.control).map(name).joined(separator: ", ")
        return "\(names.describe(events)) of \(sources)"
      },
      held: held,
      install: { _, fire in
        // One action per event bit, so that the state's other triggers know which event fired.
        held.compactMap(\.control).flatMap { control in
          bits(of: events.rawValue).map { bit in
            let firing = Firing(control: ObjectIdentifier(control), event: bit)
            return addAction(to: control, for: ControlEvents(rawValue: bit)) { fire(firing) }
          }
        }
      },
      eventBits: bits(of: events.rawValue))
  }

  /// A duration after the state entered: in `until:`, a state that leaves by itself (a resend
  /// button disabled for 30 seconds, a lock of 5 minutes).
  ///
  /// The host's ``ControlStateHost/clock`` measures it (inject a test clock to drive it);
  /// ``ControlStateHost/timeRemaining(in:)`` reads what is left, for a countdown that
  /// ``ControlStateHost/reapply(every:while:)`` shows. Another trigger of `until:` or a reset
  /// leaves the state before; entering again starts the duration again.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.resendWaits, from: .event(.primaryActionTriggered, of: views.submit), until: .after(.seconds(30)))
  /// ```
  public static func after(_ duration: Duration) -> StateTrigger {
    StateTrigger(
      describe: { _, _ in "\(duration) after entering" }, install: { _, _ in [] }, lasting: { duration })
  }

  /// A duration computed as the state enters: the time left until a deadline (a lock that a
  /// server ends at a given time).
  ///
  /// The host keeps its triggers: a closure that reads the host captures it `unowned` or `weak`.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.locked, from: .failure(of: signIn), until: .after { .seconds(300) })
  /// ```
  public static func after(_ duration: @escaping @MainActor () -> Duration) -> StateTrigger {
    StateTrigger(
      describe: { _, _ in "a computed time after entering" }, install: { _, _ in [] }, lasting: duration)
  }

  /// The host's applied state starting to match `condition` (edge-triggered, like a subscription).
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.submitted, from: .entering(.containing(Self.signingIn)))
  /// ```
  public static func entering(_ condition: StateCondition) -> StateTrigger {
    StateTrigger(
      describe: { names, _ in "entering \(condition.description(naming: names, showsPriority: false))" },
      install: { host, fire in
        host.stateEngine.checkStates(of: condition, on: host)
        return [host.stateEngine.subscribe(to: condition) { _ in fire(.other) }]
      })
  }

  /// A call of `task` answering, where the answer passes `test` (every answer, without one).
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.wrongPassword, from: .success(of: signIn) { $0 == .wrongCredentials }, until: .event(.editingChanged, of: views.password))
  /// ```
  public static func success<Output>(of task: StateTask<Output>, where test: ((Output) -> Bool)? = nil)
    -> StateTrigger
  {
    StateTrigger(
      describe: { _, _ in
        test == nil
          ? "an answer of a StateTask<\(Output.self)>" : "a chosen answer of a StateTask<\(Output.self)>"
      },
      install: { _, fire in
        [
          task.onOutcome { result in
            if case .success(let output) = result, test?(output) ?? true { fire(.other) }
          }
        ]
      })
  }

  /// A call of `task` throwing an error that passes `test` (every error, without one).
  ///
  /// The error itself stays in the task's ``StateTask/error`` for the message.
  ///
  /// <!-- snippet: context sign-in -->
  /// ```swift
  /// register(Self.offline, from: .failure(of: signIn), until: .entering(.containing(Self.signingIn)))
  /// ```
  public static func failure<Output>(of task: StateTask<Output>, where test: ((any Error) -> Bool)? = nil)
    -> StateTrigger
  {
    StateTrigger(
      describe: { _, _ in
        test == nil
          ? "an error of a StateTask<\(Output.self)>" : "a chosen error of a StateTask<\(Output.self)>"
      },
      install: { _, fire in
        [
          task.onOutcome { result in
            if case .failure(let error) = result, test?(error) ?? true { fire(.other) }
          }
        ]
      })
  }
}

/// A control held weakly by a trigger.
private struct WeakControl {
  weak var control: UIControl?
  init(_ control: UIControl) { self.control = control }
}

/// The set bits of `mask`, lowest first.
private func bits(of mask: UInt) -> [UInt] {
  (0..<UInt.bitWidth).map { UInt(1) << $0 }.filter { mask & $0 != 0 }
}
