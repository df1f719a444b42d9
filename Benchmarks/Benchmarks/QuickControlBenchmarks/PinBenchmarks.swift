import Benchmark
import BenchmarkScenarios
import Dispatch

/// Registers a benchmark of 1,000 transitions of the PIN implementation `make` creates.
///
/// Generic, so that every row's loop is specialised for its implementation
/// (no dynamic dispatch the hand-written floors would not have). A new row is
/// one call here, one `case` in QuickControlProfile and one entry in
/// `verifyPinImplementationsAgree()`.
func pinBenchmark<Pin: PinStyling>(_ name: String, _ make: @escaping @MainActor () -> Pin) {
  Benchmark("1 PIN transition: \(name)", configuration: configuration(.kilo)) { benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, make()) }
  }
}

/// Scenario 1, PIN transition: 5 registered states, 12 properties; the engine, the floors, the old
/// algorithm and the peers an app would pick instead.
func pinBenchmarks() {
  DispatchQueue.main.sync { MainActor.assumeIsolated { verifyPinImplementationsAgree() } }
  pinBenchmark("engine") { EnginePin() }
  pinBenchmark("engine, registered states as predicates") { EnginePin(statesAsPredicates: true) }
  pinBenchmark("hand-written update()") { HandWrittenPin() }
  // The check-free floor (targets and registered states `@exclusivity(unchecked)`), and the engine over
  // the same targets.
  pinBenchmark("engine, unchecked targets") { UncheckedEnginePin() }
  pinBenchmark("hand-written update(), unchecked targets") { UncheckedHandWrittenPin() }
  pinBenchmark("hand-written through key paths") { KeyPathHandWrittenPin() }
  pinBenchmark("hand-written through closures") { ClosureHandWrittenPin() }
  // The peers: what an app would write instead of the engine.
  pinBenchmark("Combine (OpenCombine) CombineLatest, map, assign") { ReactivePin() }
  pinBenchmark("Observation, update() under withObservationTracking") { ObservationPin() }
  pinBenchmark("old algorithm") { OldPin() }

  // The engine's cost model: alternating between two states that change 0, 4, 8 or 12 properties.
  for pair in PinCostModel.statePairs {
    Benchmark(
      "1 PIN cost model: engine, \(pair.changed) of 12 properties change", configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let pin = EnginePin()
        var flip = false
        measure(benchmark, warmUp: 4) {
          flip.toggle()
          pin.setStates(flip ? pair.first : pair.second)
          pin.transition()
        }
      }
    }
  }
}
