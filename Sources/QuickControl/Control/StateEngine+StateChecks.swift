import Foundation

extension StateEngine {
  /// Stops when `condition` names a state another class declares, or a custom bit that a host
  /// declaring states neither computes nor declares.
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
    if let owner = condition.caseOwner {
      // Built by `rules(by:_:)` from its class's own states: right on that class only.
      return StateNames.checkCaseOwner(owner, on: type(of: host), condition: condition)
    }
    // Exact, registered or not: a declared state's bit is its own in the whole app. The library's
    // three 0.x bits are left out: 0.x apps' own raw states may lie there.
    StateNames.checkOwnership(
      of: condition.state.rawValue & StateNames.declarableStates, on: type(of: host))
    let custom = condition.state.rawValue & StateNames.stateBits & ~registeredMask
    guard custom != 0 else { return }
    let unknown = custom & ControlState.application.rawValue
    guard unknown != 0 else { return }
    let names = StateNames.of(type(of: host))
    let declared = names.states.reduce(0 as UInt) { $0 | $1.bit } & StateNames.stateBits
    guard declared != 0, unknown & ~declared != 0 else { return }
    let own = names.states.filter { $0.bit & declared != 0 }.map { "\(type(of: host)).\($0.name)" }
    fatalError(
      "QuickControl: \(type(of: host)) has no state \(names.describe(ControlState(rawValue: unknown & ~declared), bare: true)) (a raw ControlState bit). Its states are \(own.joined(separator: ", ")): use those, not an app-wide ControlState constant. For a state of your own, declare it in the class that registers it: `static let name = declareState(\"name\")`."
    )
  }
}
