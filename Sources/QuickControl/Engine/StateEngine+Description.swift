extension StateEngine {
  /// A readable dump of the factors, targets and values, marking the value that wins in `currentState`.
  ///
  /// States and events print by the names their classes declare. Key paths
  /// print as the Swift runtime prints them: with property names where it has
  /// them (on Linux, not for computed or observed properties, which print as
  /// `<computed Type>`).
  ///
  /// ```text
  /// PinCodeControl — applied [filled], current [filled]
  /// factors:
  ///   filled ← \PinCodeControl.isFilled
  /// Label \Label.textColor (default: black)
  ///   containing(filled) priority 999 = red   ← wins
  /// ```
  package func tableDescription(of host: AnyObject, currentState: ControlState) -> String {
    let names = StateNames.of(type(of: host))
    var lines = [
      "\(type(of: host)) — applied \(names.describe(lastAppliedState)), current \(names.describe(currentState))"
    ]
    if transitionDepth > 0 {
      lines.append(
        "in transition (depth \(transitionDepth)), queued events: \(queuedEvents.map { names.describe($0) }.joined(separator: "; "))"
      )
    }
    lines.append(factorStates.isEmpty ? "factors: none" : "factors:")
    for (state, keyPath) in zip(factorStates, factorKeyPaths) {
      let stateName = names.describe(ControlState(rawValue: state), bare: true)
      lines.append("  \(stateName) ← \(Self.name(of: keyPath, on: host))")
    }
    for binding in bindings {
      let alive = binding.target != nil
      let winner = binding.resolve(currentState)
      lines.append(
        "\(binding.targetName)\(alive ? "" : " (deallocated)") \(Self.name(of: binding.key.keyPath, on: binding.target)) (default: \(String(describing: binding.defaultDescription)))\(winner.index < 0 ? "   ← default wins" : "")"
      )
      for (index, entry) in binding.describedEntries().enumerated() {
        let mark = Int(winner.index) == index ? "   ← wins" : ""
        lines.append(
          "  \(entry.descriptor.description(naming: names)) = \(String(describing: entry.value))\(mark)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A key path as the runtime prints it, or, where it has no name for it
  /// (Linux, for computed and observed properties), as the one stored property
  /// of `object` with the key path's value type and current value.
  static func name(of keyPath: AnyKeyPath?, on object: AnyObject?) -> String {
    guard let keyPath else { return "a predicate" }
    let printed = "\(keyPath)"
    guard printed.contains("<computed "), let object else { return printed }
    let boxed: Any = object
    guard let value = boxed[keyPath: keyPath] else { return printed }
    let valueType = ObjectIdentifier(type(of: keyPath).valueType)
    var sameType: [(label: String, value: Any)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for case (let label?, let child) in current.children
      where ObjectIdentifier(type(of: child)) == valueType {
        sameType.append((label, child))
      }
      mirror = current.superclassMirror
    }
    let text = String(describing: value)
    let matches = sameType.count == 1 ? sameType : sameType.filter { String(describing: $0.value) == text }
    let root = printed.prefix { $0 != "." }
    return matches.count == 1 ? "\(root).\(matches[0].label)" : "\(root).<\(type(of: keyPath).valueType)>"
  }
}
