import Benchmark
import BenchmarkScenarios
import Foundation

// QuickControl's benchmarks; README.md in the package's folder has the results.
//
// Every transition benchmark does 1,000 transitions per iteration (scaling
// factor `.kilo`): divide the reported time and malloc count by 1,000, or pass
// `--scale`, for per-transition numbers. Each implementation is warmed up on
// all of its states before the measurement starts, so the engine's memoised
// plans exist and what is measured is the steady state.
//
// Set QUICKCONTROL_BENCH_SMOKE=1 to run every benchmark once (the CI smoke check).

/// `true` when QUICKCONTROL_BENCH_SMOKE is set: one iteration of everything, no warm-up.
let isSmokeRun = ProcessInfo.processInfo.environment["QUICKCONTROL_BENCH_SMOKE"] != nil

/// The configuration of a benchmark of `scaling` logical operations per iteration.
func configuration(_ scaling: BenchmarkScalingFactor) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: isSmokeRun ? 0 : 3,
    scalingFactor: scaling,
    maxDuration: isSmokeRun ? .milliseconds(1) : .seconds(2),
    maxIterations: isSmokeRun ? 1 : 10_000)
}

/// Runs `body` on the main actor, where the controls live.
///
/// The runner calls benchmark closures from a thread of its own; the main
/// thread is idle meanwhile, so `body` runs there, synchronously, and the
/// `Benchmark` is only used there.
func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
  struct Unchecked: @unchecked Sendable { let benchmark: Benchmark }
  let box = Unchecked(benchmark: benchmark)
  if Thread.isMainThread {
    MainActor.assumeIsolated { body(box.benchmark) }
  } else {
    DispatchQueue.main.sync { MainActor.assumeIsolated { body(box.benchmark) } }
  }
}

/// Runs `transition` once per scaled iteration inside the measurement, after `warmUp` transitions outside it.
@MainActor
func measure(_ benchmark: Benchmark, warmUp: Int, _ transition: () -> Void) {
  for _ in 0..<warmUp { transition() }
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations { transition() }
  benchmark.stopMeasurement()
}

/// Measures 1,000 transitions of a PIN implementation through its 32 states.
@MainActor
func measurePin(_ benchmark: Benchmark, _ pin: some PinStyling) {
  var bits = 0
  measure(benchmark, warmUp: 64) {
    bits = (bits &+ 1) & 31
    pin.setFactors(bits)
    pin.transition()
  }
}

let benchmarks: @Sendable () -> Void = {
  // 1. PIN transition: 5 factors, 12 bindings; engine vs hand-written (two floors) vs old.
  DispatchQueue.main.sync { MainActor.assumeIsolated { verifyPinImplementationsAgree() } }
  Benchmark("1 PIN transition: engine", configuration: configuration(.kilo)) { benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, EnginePin()) }
  }
  Benchmark("1 PIN transition: engine, factors as predicates", configuration: configuration(.kilo)) {
    benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, EnginePin(factorsAsPredicates: true)) }
  }
  Benchmark("1 PIN transition: hand-written update()", configuration: configuration(.kilo)) {
    benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, HandWrittenPin()) }
  }
  // The check-free floor (targets and factors `@exclusivity(unchecked)`), and the engine over
  // the same targets.
  Benchmark("1 PIN transition: engine, unchecked targets", configuration: configuration(.kilo)) {
    benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, UncheckedEnginePin()) }
  }
  Benchmark(
    "1 PIN transition: hand-written update(), unchecked targets", configuration: configuration(.kilo)
  ) { benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, UncheckedHandWrittenPin()) }
  }
  Benchmark("1 PIN transition: hand-written through key paths", configuration: configuration(.kilo)) {
    benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, KeyPathHandWrittenPin()) }
  }
  Benchmark("1 PIN transition: hand-written through closures", configuration: configuration(.kilo)) {
    benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, ClosureHandWrittenPin()) }
  }
  Benchmark("1 PIN transition: old algorithm", configuration: configuration(.kilo)) { benchmark in
    onMainActor(benchmark) { benchmark in measurePin(benchmark, OldPin()) }
  }
  // The engine's cost model: alternating between two states that change 0, 4, 8 or 12 bindings.
  for pair in PinCostModel.statePairs {
    Benchmark(
      "1 PIN cost model: engine, \(pair.changed) of 12 bindings change", configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let pin = EnginePin()
        var flip = false
        measure(benchmark, warmUp: 4) {
          flip.toggle()
          pin.setFactors(flip ? pair.first : pair.second)
          pin.transition()
        }
      }
    }
  }

  // 2. Scale: descriptors per binding (16 bindings on 1 target).
  for descriptors in [1, 8, 64] {
    Benchmark(
      "2a Scale: \(descriptors) descriptors/binding, 16 bindings: engine",
      configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let control = EngineScale(bindings: 16, targets: 1, descriptors: descriptors)
        measure(benchmark, warmUp: 32) { control.transition() }
      }
    }
    Benchmark(
      "2a Scale: \(descriptors) descriptors/binding, 16 bindings: old algorithm",
      configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let control = OldScale(bindings: 16, targets: 1, descriptors: descriptors)
        measure(benchmark, warmUp: 32) { control.transition() }
      }
    }
  }

  // Bindings (8 descriptors each; 16 properties per box, so 256 bindings are 16 boxes).
  for bindings in [1, 16, 256] {
    let targets = max(1, bindings / 16)
    Benchmark(
      "2b Scale: \(bindings) bindings, 8 descriptors/binding: engine", configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let control = EngineScale(bindings: bindings, targets: targets, descriptors: 8)
        measure(benchmark, warmUp: 32) { control.transition() }
      }
    }
    Benchmark(
      "2b Scale: \(bindings) bindings: hand-written update()", configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let control = HandWrittenScale(bindings: bindings, targets: targets)
        measure(benchmark, warmUp: 32) { control.transition() }
      }
    }
  }

  // Targets: 16 bindings on 1 box (16 properties) or on 16 boxes (1 property each).
  for targets in [1, 16] {
    Benchmark(
      "2c Scale: 16 bindings on \(targets) target(s), 8 descriptors/binding: engine",
      configuration: configuration(.kilo)
    ) { benchmark in
      onMainActor(benchmark) { benchmark in
        let control = EngineScale(bindings: 16, targets: targets, descriptors: 8)
        measure(benchmark, warmUp: 32) { control.transition() }
      }
    }
  }

  // 3. Registration: setValue for 1,000 bindings (one descriptor each) on 63 boxes.
  Benchmark("3 Registration: 1,000 setValue: engine", configuration: configuration(.one)) { benchmark in
    onMainActor(benchmark) { benchmark in
      let registration = Registration()
      benchmark.startMeasurement()
      registration.registerWithEngine()
      benchmark.stopMeasurement()
    }
  }
  Benchmark("3 Registration: 1,000 setValue: old algorithm", configuration: configuration(.one)) {
    benchmark in
    onMainActor(benchmark) { benchmark in
      let registration = Registration()
      benchmark.startMeasurement()
      registration.registerWithOldAlgorithm()
      benchmark.stopMeasurement()
    }
  }

  // 4. Observation: ObservationBenchmarks.swift.
  registerObservationBenchmarks()
}
