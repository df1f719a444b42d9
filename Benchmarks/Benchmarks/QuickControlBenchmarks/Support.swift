import Benchmark
import BenchmarkScenarios
import Foundation

// QuickControl's benchmarks; README.md in the package's folder has the results.
// One file per scenario (PinBenchmarks.swift, ScaleBenchmarks.swift,
// RegistrationBenchmarks.swift); `benchmarks` in QuickControlBenchmarks.swift
// registers them in order.
//
// Every transition benchmark does 1,000 transitions per iteration (scaling
// registered state `.kilo`): divide the reported time and malloc count by 1,000, or pass
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
    pin.setStates(bits)
    pin.transition()
  }
}
