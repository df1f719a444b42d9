/// Checks that every implementation writes the same values in all 32 × 32 state pairs.
///
/// Run before the measurements: it also shows that each implementation really
/// writes its items, so none of the measured work can be optimised away.
@MainActor
public func verifyPinImplementationsAgree() {
  let implementations: [any PinStyling] = [
    EnginePin(), EnginePin(statesAsPredicates: true), UncheckedEnginePin(), HandWrittenPin(),
    UncheckedHandWrittenPin(), KeyPathHandWrittenPin(), ClosureHandWrittenPin(), ReactivePin(),
    ObservationPin(), OldPin(),
  ]
  // Visit every state from every other one, so stale writes would show.
  for from in 0..<32 {
    for to in 0..<32 {
      let results = implementations.map { pin in
        _ = pin.styles(afterApplying: from)
        return pin.styles(afterApplying: to)
      }
      precondition(
        results.allSatisfy { $0 == results[0] },
        "PIN implementations disagree going from state \(from) to \(to): \(results)")
    }
  }
  precondition(pinChangedPropertiesPerTransition() > 0, "the PIN styling does not depend on the state")
  PinCostModel.verify()
}

/// How many of the 12 styled properties change value, on average, per
/// transition of the benchmarks' cycle (state `n` to `n + 1`, modulo 32).
///
/// The engine writes only these (each property's values are distinct,
/// so a changed winner is a changed value); a hand-written `update()` writes all 12.
@MainActor
public func pinChangedPropertiesPerTransition() -> Double {
  let total = (0..<32).reduce(0) { $0 + pinChangedProperties(from: ($1 + 31) % 32, to: $1) }
  return Double(total) / 32
}

/// How many of the 12 styled properties change value from state `from` to state `to`.
@MainActor
public func pinChangedProperties(from: Int, to: Int) -> Int {
  let pin = UncheckedHandWrittenPin()
  var changed = 0
  for (before, after) in zip(pin.styles(afterApplying: from), pin.styles(afterApplying: to)) {
    // Per item: fill colour (numbers 0–2), border colour (3–5), border width (6).
    if before[0..<3] != after[0..<3] { changed += 1 }
    if before[3..<6] != after[3..<6] { changed += 1 }
    if before[6] != after[6] { changed += 1 }
  }
  return changed
}
