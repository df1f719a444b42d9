extension ControlStateHost {
  /// Computes `state` from another host's applied state: on while `other`'s state matches `condition`.
  ///
  /// A form object (any ``ControlStateHost``) declares a state per fact it needs and re-applies by
  /// itself whenever `other` enters or leaves `condition`. `other` is held weakly (once gone, the
  /// state is off) and holds this host weakly: the two subscriptions this makes on `other` end
  /// when this host goes away, so a form made again over the same fields leaves nothing in them.
  /// See the Forms article.
  ///
  /// ```swift
  /// register(Self.strong, while: .containing(PasswordField.strong), of: password)
  /// ```
  public func register<Other: ControlStateHost>(
    _ state: ControlState, while condition: StateCondition, of other: Other
  ) {
    let followed = FollowedHost(other)
    stateEngine.registerFactor(state, keyPath: nil, host: self) { _ in
      followed.host.map { condition.matches($0.lastAppliedState) } ?? false
    }
    // Edge-triggered both ways: entering and leaving the condition re-apply this host.
    let reapply: (Other) -> Void = { [weak self] _ in self?.applyCurrentState() }
    followed.keep(other.subscribe(to: condition, reapply))
    followed.keep(other.subscribe(to: .matching(priority: 0) { !condition.matches($0) }, reapply))
    stateEngine.follow(followed)
    applyCurrentState()
  }
}

/// An object a host follows, and the subscriptions or actions on it that re-apply the host; they end
/// with the host's engine. Either a host a factor follows (``ControlStateHost/register(_:while:of:)``),
/// or a control whose input the host reads (``ControlStateHost/reapplyOnInput(of:)``).
final class FollowedHost {
  private weak var object: AnyObject?
  /// Whether a factor follows the object's state: transitions of the follower then batch it.
  private let followsState: Bool
  private var tokens: [ControlSubscription] = []

  init(_ host: any ControlStateHost) { (object, followsState) = (host, true) }
  init(input control: AnyObject) { (object, followsState) = (control, false) }

  /// The followed host, while it lives.
  var host: (any ControlStateHost)? { followsState ? object as? any ControlStateHost : nil }

  /// Whether the followed object went away.
  var isGone: Bool { object == nil }

  /// Whether this follows `control`'s input.
  func isInput(of control: AnyObject) -> Bool { !followsState && object === control }

  @MainActor func keep(_ token: ControlSubscription) { tokens.append(token) }

  deinit {
    let tokens = tokens
    guard !tokens.isEmpty else { return }
    runOnMainActor { for token in tokens { token.cancel() } }
  }
}

/// Runs `body` on the main actor: now when called there (a main-actor object's deinit usually is), later otherwise.
func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if MainQueue.isCurrent {
    MainActor.assumeIsolated(body)
  } else {
    Task { @MainActor in body() }
  }
}
