extension QUICStateEngine {
  /// A readable dump of the factors, targets and values, marking the value that wins in `currentState`.
  ///
  /// Key paths print as the Swift runtime prints them: with property names
  /// where it has them, otherwise as an accessor with the value type.
  ///
  /// ```text
  /// PinCodeControl — applied [0x10000], current [0x10000]
  /// factors:
  ///   [0x10000] ← \PinCodeControl.isFilled
  /// Label \Label.textColor (default: black)
  ///   usual([0x10000]) priority 1000 = red   ← wins
  /// ```
  public func tableDescription(hostName: String, currentState: ControlState) -> String {
    var lines = [
      "\(hostName) — applied \(ControlStateFormatter.describe(lastAppliedState)), current \(ControlStateFormatter.describe(currentState))"
    ]
    if transitionDepth > 0 {
      lines.append(
        "in transition (depth \(transitionDepth)), queued events: \(queuedEvents.map { "0x" + String($0.rawValue, radix: 16) })"
      )
    }
    lines.append(factorStates.isEmpty ? "factors: none" : "factors:")
    for (state, name) in zip(factorStates, factorNames) {
      lines.append(
        "  \(ControlStateFormatter.describe(ControlState(rawValue: state))) ← \(name)")
    }
    for binding in bindings {
      let alive = binding.target != nil
      let winner = binding.resolve(currentState)
      lines.append(
        "\(binding.targetName)\(alive ? "" : " (deallocated)") \(binding.keyPathName) (default: \(String(describing: binding.defaultDescription)))\(winner.index < 0 ? "   ← default wins" : "")"
      )
      for (index, entry) in binding.describedEntries().enumerated() {
        let mark = Int(winner.index) == index ? "   ← wins" : ""
        lines.append("  \(entry.descriptor) = \(String(describing: entry.value))\(mark)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
