import Foundation

// Forms: states that follow other controls, transitions that batch them, and
// the debug check for two hosts writing one property.

extension ControlStateHost {
  /// Computes `state` from another host's applied state: on while `other`'s state matches `condition`.
  ///
  /// This is how one declaration spans several controls. A form object (any
  /// ``ControlStateHost``, a view or not) declares a state per fact it needs
  /// and stores its values on them; the host re-applies by itself whenever
  /// `other` applies a state that enters or leaves `condition`: no manual
  /// ``applyCurrentState()``. `other` is held weakly; once it is gone the state
  /// is off. `other` keeps two small subscriptions that hold this host weakly
  /// (and do nothing once it is gone) for as long as `other` lives.
  /// ``performTransition(committing:_:)`` on this host batches `other` too.
  ///
  /// ```swift
  /// final class SignUpForm: ControlStateHost {
  ///   static let strong = declareState("strong")
  ///   static let confirmed = declareState("confirmed")
  ///   let stateEngine = StateEngine()
  ///
  ///   init(password: PasswordField, confirm: ConfirmField, submit: UIButton) {
  ///     register(Self.strong, while: .containing(PasswordField.strong), of: password)
  ///     register(Self.confirmed, while: .containing(ConfirmField.matches), of: confirm)
  ///     setValue(true, for: \.isEnabled, of: submit, when: .containing([Self.strong, Self.confirmed]))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: A state this host's class declares with ``declareState(_:)``.
  ///   - condition: The condition over `other`'s applied state.
  ///   - other: The host followed, held weakly.
  public func register<Other: ControlStateHost>(
    _ state: ControlState, while condition: StateCondition, of other: Other
  ) {
    let followed = FollowedHost(other)
    stateEngine.registerFactor(state, keyPath: nil, host: self) { _ in
      guard let other = followed.host else { return false }
      return condition.matches(other.stateEngine.lastAppliedState)
    }
    // Edge-triggered both ways: entering and leaving the condition re-apply this host.
    let reapply: (Other) -> Void = { [weak self] _ in self?.applyCurrentState() }
    other.subscribe(to: condition, reapply)
    other.subscribe(to: .matching(priority: 0) { !condition.matches($0) }, reapply)
    stateEngine.followedHosts.append(followed)
    applyCurrentState()
  }
}

extension ControlStateHost {
  /// The state of a host that is not a control (a form object): the bits of its true factors.
  ///
  /// Controls have their own (`UIControl.state` and the factors).
  public var state: ControlState { stateEngine.computeState(of: self, platformState: []) }

  /// Does nothing: a host that is not a control has no actions; subscriptions still fire.
  public func sendActions(for events: ControlEvents) {}
}

/// A host a form follows, held weakly.
final class FollowedHost {
  weak var host: (any ControlStateHost)?
  init(_ host: any ControlStateHost) { self.host = host }
}

#if DEBUG
  /// Which host stores values for each (target, property), to report a second one.
  @MainActor @usableFromInline
  package enum PropertyOwners {
    private struct Key: Hashable {
      let target: ObjectIdentifier
      let keyPath: AnyKeyPath
    }

    private final class Owner {
      weak var target: AnyObject?
      weak var host: AnyObject?
      var reported: Set<ObjectIdentifier> = []
      init(target: AnyObject, host: AnyObject) {
        self.target = target
        self.host = host
      }
    }

    private static var owners: [Key: Owner] = [:]
    /// Dead entries are dropped when the table reaches this size, which then doubles past the live ones.
    private static var pruneThreshold = 256

    /// Records `host` as storing values for `target`'s `keyPath`; reports another live host doing so.
    @usableFromInline package static func note(
      _ host: some ControlStateHost, target: AnyObject, keyPath: AnyKeyPath
    ) {
      let key = Key(target: ObjectIdentifier(target), keyPath: keyPath)
      guard let owner = owners[key], owner.target === target, let first = owner.host else {
        if owners.count >= pruneThreshold {
          owners = owners.filter { $0.value.target != nil && $0.value.host != nil }
          pruneThreshold = max(256, owners.count * 2)
        }
        owners[key] = Owner(target: target, host: host)
        return
      }
      guard first !== host, owner.reported.insert(ObjectIdentifier(host)).inserted else { return }
      let property = StateEngine.name(of: keyPath, on: target)
      host.stateEngine.diagnosticHandler(
        EngineDiagnostic(
          kind: .conflictingHosts,
          message:
            "\(type(of: first)) and \(type(of: host)) both store values for \(property) of a \(type(of: target)): each writes it when it applies, so the last to apply wins. Store them in one host: a form whose states follow both controls (register(_:while:of:)), with one setValue per state."
        ))
    }
  }
#endif
