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
      let property =
        (binding.target as? any ResolvedValueWriting)?.tableName
        ?? "\(binding.targetName)\(alive ? "" : " (deallocated)") \(Self.name(of: binding.key.keyPath, on: binding.target))"
      lines.append(
        "\(property) (default: \(String(describing: binding.defaultDescription)))\(winner.index < 0 ? "   ← default wins" : "")"
      )
      for (index, entry) in binding.describedEntries().enumerated() {
        let mark = Int(winner.index) == index ? "   ← wins" : ""
        lines.append(
          "  \(entry.descriptor.description(naming: names)) = \(String(describing: entry.value))\(mark)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A key path as the runtime prints it, or `a predicate`.
  ///
  /// Linux's runtime has no names for computed or observed properties: they print as
  /// `\Label.<computed Optional<String>>`, without the accessor's address, so that the
  /// table is the same on every run.
  static func name(of keyPath: AnyKeyPath?, on object: AnyObject?) -> String {
    guard let keyPath else { return "a predicate" }
    var result = ""
    var rest = Substring("\(keyPath)")
    while let start = rest.firstRange(of: "<computed 0x") {
      result += rest[..<start.lowerBound]
      rest = rest[start.upperBound...].drop { $0.isHexDigit }
      if rest.hasPrefix(" ("), let close = rest.firstRange(of: ")>") {
        result += "<computed \(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound])>"
        rest = rest[close.upperBound...]
      } else {
        result += "<computed"
      }
    }
    return result + rest
  }
}
