import Foundation

extension StateEngine {
  /// Stops when `condition` names a state of a class the host is not a kind of, or a custom bit
  /// that the host neither computes nor declares (for a host that declares none, above bit 31 only).
  @usableFromInline package func checkStates(of condition: StateCondition, on host: AnyObject) {
    #if DEBUG
      if condition.state.rawValue & ControlState.traits.rawValue != 0, !hostComputesTraitStates {
        let names = StateNames.of(type(of: host))
        diagnosticHandler(
          EngineDiagnostic(
            kind: .traitStateNeverComputed,
            message:
              "\(type(of: host)) does not compute trait states from traits, so \(condition.description(naming: names, showsPriority: false)) never matches there (a QUIckControl and a PlaceholderTextView compute them, and apply again when their traits change). Store the value with the view whose traits it follows: make that view the host."
          ))
      }
    #endif
    // Exact at any count of states: a declared state carries its class; a library state has a bit
    // of its own. A bit the host registers raw (0.x code) is the host's own.
    StateNames.checkOwnership(of: condition, on: type(of: host), computed: registeredMask)
    let custom = condition.state.rawValue & StateNames.stateBits & ~registeredMask
    guard custom != 0 else { return }
    let names = StateNames.of(type(of: host))
    let declared = names.states.reduce(0 as UInt) { $0 | $1.bit } & StateNames.stateBits
    // A raw bit in ControlState.application is a 0.x state where the host declares none; above
    // bit 31 lie declared states only.
    let unknown =
      custom & ~declared & (declared != 0 ? StateNames.stateBits : ~ControlState.application.rawValue)
    guard unknown != 0 else { return }
    let own = names.states.filter { $0.bit & declared & ~names.internalStates != 0 }.map {
      "\(type(of: host)).\($0.name)"
    }
    fatalError(
      "QuickControl: \(type(of: host)) has no state \(names.describe(ControlState(rawValue: unknown), bare: true)) (a raw ControlState bit). \(own.isEmpty ? "It declares no state" : "Its states are \(own.joined(separator: ", "))"): use those, not an app-wide ControlState constant. For a state of your own, declare it in the class that registers it: `static let name = declareState(\"name\")`."
    )
  }

  /// Stops when `state` is a state of a class the host is not a kind of.
  @usableFromInline package func checkRegistration(of state: HostState, on host: AnyObject) {
    StateNames.checkRegistration(of: state, on: type(of: host))
  }
}
