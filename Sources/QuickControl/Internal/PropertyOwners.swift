#if DEBUG
  /// Which host stores values for each (target, property), to report a second one (debug builds).
  ///
  /// Two hosts that store values for the same property each write it when they apply, so the last
  /// to apply wins: almost always a mistake. A host that has given its values up (removed them, or
  /// gone away) owns nothing, and the next host to store values there becomes the owner silently.
  @MainActor @usableFromInline
  package enum PropertyOwners {
    private final class Owner {
      weak var target: AnyObject?, host: (any ControlStateHost)?
      var reported: Set<ObjectIdentifier> = []
      init(target: AnyObject, host: any ControlStateHost) { (self.target, self.host) = (target, host) }
    }

    private static var owners: [PropertyValues.Key: Owner] = [:]
    private static var pruneThreshold = 256

    /// Records `host` as storing values for `target`'s `keyPath`; reports another live host that still has values there.
    @usableFromInline package static func note(
      _ host: some ControlStateHost, target: AnyObject, keyPath: AnyKeyPath
    ) {
      let key = PropertyValues.Key(target: ObjectIdentifier(target), keyPath: keyPath)
      guard let owner = owners[key], owner.target === target, let first = owner.host, first !== host,
        first.stateEngine.hasValues(for: target, keyPath: keyPath)
      else {
        if owners.count >= pruneThreshold {
          owners = owners.filter { $0.value.target != nil && $0.value.host != nil }
          pruneThreshold = max(256, owners.count * 2)
        }
        if owners[key]?.host !== host || owners[key]?.target !== target {
          owners[key] = Owner(target: target, host: host)
        }
        return
      }
      guard owner.reported.insert(ObjectIdentifier(host)).inserted else { return }
      host.stateEngine.diagnosticHandler(
        EngineDiagnostic(
          kind: .conflictingHosts,
          message:
            "\(type(of: first)) and \(type(of: host)) both store values for \(StateNames.name(of: keyPath)) of a \(type(of: target)): each writes it when it applies, so the last to apply wins. Store them in one host: a form that registers states from both controls (register(_:while:of:)), with one setValue per state."
        ))
    }
  }
#endif
