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

/// A host that a factor of another host follows (``ControlStateHost/register(_:while:of:)``), and the
/// subscriptions on it that re-apply the follower; they end with the follower's engine.
final class FollowedHost {
  weak var host: (any ControlStateHost)?
  private var tokens: [ControlSubscription] = []

  init(_ host: any ControlStateHost) { self.host = host }

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
