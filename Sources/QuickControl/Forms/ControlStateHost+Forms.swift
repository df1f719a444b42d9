import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

extension ControlStateHost {
  /// Computes `state` from another host's applied state: on while `other`'s state matches `condition`.
  ///
  /// A form object (any ``ControlStateHost``) declares a state per fact it needs and re-applies by
  /// itself whenever `other` enters or leaves `condition`. `other` is held weakly (once gone, the
  /// state is off) and holds this host weakly. See the Forms article.
  ///
  /// ```swift
  /// register(Self.strong, while: .containing(PasswordField.strong), of: password)
  /// ```
  public func register<Other: ControlStateHost>(
    _ state: ControlState, while condition: StateCondition, of other: Other
  ) {
    let followed = FollowedHost(other)
    stateEngine.registerFactor(state, keyPath: nil, host: self) { _ in
      followed.host.map { condition.matches($0.stateEngine.lastAppliedState) } ?? false
    }
    // Edge-triggered both ways: entering and leaving the condition re-apply this host.
    let reapply: (Other) -> Void = { [weak self] _ in self?.applyCurrentState() }
    other.subscribe(to: condition, reapply)
    other.subscribe(to: .matching(priority: 0) { !condition.matches($0) }, reapply)
    stateEngine.followedHosts.append(followed)
    applyCurrentState()
  }

  /// The state of a host that is not a control (a form object): the bits of its true factors.
  public var state: ControlState { stateEngine.computeState(of: self, platformState: []) }

  /// Does nothing: a host that is not a control has no actions; subscriptions still fire.
  public func sendActions(for events: ControlEvents) {}
}

final class FollowedHost {
  weak var host: (any ControlStateHost)?
  init(_ host: any ControlStateHost) { self.host = host }
}

#if QUICKCONTROL_UIKIT
  extension ControlStateHost {
    /// Stores a colour for a `CGColor` property (a layer's border or shadow), resolved when applied.
    ///
    /// The colour is resolved with the host's traits at each write, and a `QUIckControl` writes it
    /// again when they change (a `cgColor` taken once ignores dark mode).
    ///
    /// ```swift
    /// field.setValue(UIColor.systemRed, for: \.borderColor, of: field.layer, when: .containing(Field.invalid))
    /// ```
    public func setValue<Target: AnyObject>(
      _ color: UIColor, for keyPath: ReferenceWritableKeyPath<Target, CGColor?>, of target: Target,
      when condition: StateCondition
    ) {
      setValue(color, for: keyPath, of: target, when: condition) { host, color in
        color.resolvedColor(with: (host as? UIView)?.traitCollection ?? UITraitCollection.current).cgColor
      }
    }
  }
#endif

extension ControlStateHost {
  /// Stores `value` for `target`'s `keyPath`, written as `resolve(self, value)` at each apply and at
  /// each ``reapplyResolvedValues()``; with no value matching, the original is written back.
  package func setValue<Target: AnyObject, Stored, Resolved>(
    _ value: Stored, for keyPath: ReferenceWritableKeyPath<Target, Resolved>, of target: Target,
    when condition: StateCondition, resolvedBy resolve: @escaping (Self, Stored) -> Resolved
  ) {
    #if DEBUG
      PropertyOwners.note(self, target: target, keyPath: keyPath)
    #endif
    let (key, engine) = (PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath), stateEngine)
    var writer = engine.resolvedValueWriters[key] as? ResolvedValueWriter<Target, Stored, Resolved>
    if writer?.target !== target {
      writer = ResolvedValueWriter(target: target, keyPath: keyPath) { [weak self] stored in
        self.map { resolve($0, stored) }
      }
      engine.resolvedValueWriters = engine.resolvedValueWriters.filter { $0.value.isAlive }
      engine.resolvedValueWriters[key] = writer
    }
    setValue(Optional(value), for: \.value, of: writer!, when: condition)
  }

  package func reapplyResolvedValues() {
    applyCurrentState()
    for writer in stateEngine.resolvedValueWriters.values { writer.write() }
  }
}

@MainActor
protocol ResolvedValueWriting: AnyObject {
  var isAlive: Bool { get }
  func write()
  var tableName: String { get }
}

/// Holds the value of the applied state for one target's property; writes it resolved.
@MainActor
final class ResolvedValueWriter<Target: AnyObject, Stored, Resolved>: ResolvedValueWriting {
  weak var target: Target?
  let keyPath: ReferenceWritableKeyPath<Target, Resolved>
  let original: Resolved
  let resolve: (Stored) -> Resolved?
  var value: Stored? { didSet { write() } }

  init(
    target: Target, keyPath: ReferenceWritableKeyPath<Target, Resolved>,
    resolve: @escaping (Stored) -> Resolved?
  ) {
    (self.target, self.keyPath, self.original, self.resolve) = (
      target, keyPath, target[keyPath: keyPath], resolve
    )
  }

  var isAlive: Bool { target != nil }

  var tableName: String {
    "\(Target.self)\(isAlive ? "" : " (deallocated)") \(StateNames.name(of: keyPath)), resolved when applied"
  }

  func write() {
    guard let target else { return }
    if let value {
      if let resolved = resolve(value) { target[keyPath: keyPath] = resolved }
    } else {
      target[keyPath: keyPath] = original
    }
  }
}

#if DEBUG
  /// Which host stores values for each (target, property), to report a second one.
  @MainActor @usableFromInline
  package enum PropertyOwners {
    private final class Owner {
      weak var target: AnyObject?, host: AnyObject?
      var reported: Set<ObjectIdentifier> = []
      init(target: AnyObject, host: AnyObject) { (self.target, self.host) = (target, host) }
    }

    private static var owners: [PropertyValues.Key: Owner] = [:]
    private static var pruneThreshold = 256

    /// Records `host` as storing values for `target`'s `keyPath`; reports another live host.
    @usableFromInline package static func note(
      _ host: some ControlStateHost, target: AnyObject, keyPath: AnyKeyPath
    ) {
      let key = PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath)
      guard let owner = owners[key], owner.target === target, let first = owner.host else {
        if owners.count >= pruneThreshold {
          owners = owners.filter { $0.value.target != nil && $0.value.host != nil }
          pruneThreshold = max(256, owners.count * 2)
        }
        owners[key] = Owner(target: target, host: host)
        return
      }
      guard first !== host, owner.reported.insert(ObjectIdentifier(host)).inserted else { return }
      host.stateEngine.diagnosticHandler(
        EngineDiagnostic(
          kind: .conflictingHosts,
          message:
            "\(type(of: first)) and \(type(of: host)) both store values for \(StateNames.name(of: keyPath)) of a \(type(of: target)): each writes it when it applies, so the last to apply wins. Store them in one host: a form whose states follow both controls (register(_:while:of:)), with one setValue per state."
        ))
    }
  }
#endif
