import Benchmark
import BenchmarkScenarios

/// Scenario 6, app scale: a transition and a declaration with 10, 100 and 1,000 classes that
/// declare states in the process (a class of 8 states each, ``AppScale/declareClasses(upTo:)``).
func appScaleBenchmarks() {
  for classes in [10, 100, 1000] {
    // 1,000 transitions of a host with 8 declared states per iteration.
    Benchmark("6a App scale: transition, \(classes) classes", configuration: configuration(.kilo)) {
      benchmark in
      onMainActor(benchmark) { benchmark in
        AppScale.declareClasses(upTo: classes)
        let host = AppScale.makeHost()
        measure(benchmark, warmUp: 32) { host.transition() }
      }
    }
    // 1,000 reads per iteration of a generic class's computed state, declared before.
    Benchmark(
      "6b App scale: declared state read again, \(classes) classes", configuration: configuration(.kilo)
    ) {
      benchmark in
      onMainActor(benchmark) { benchmark in
        AppScale.declareClasses(upTo: classes)
        var bits: UInt = 0
        measure(benchmark, warmUp: 32) { bits |= AppScale.readDeclaredState() }
        blackHole(bits)
      }
    }
    // One new declaration per iteration, on a class that has none; 100 iterations at most, so
    // the process has at most 100 more classes with states while it runs.
    Benchmark(
      "6c App scale: new state on a fresh class, \(classes) classes", configuration: freshConfiguration
    ) {
      benchmark in
      onMainActor(benchmark) { benchmark in
        AppScale.declareClasses(upTo: classes)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(AppScale.declareOnFreshClass()) }
        benchmark.stopMeasurement()
      }
    }
  }
}

/// One declaration per iteration, 100 iterations at most: the pool has 1,000 fresh classes.
var freshConfiguration: Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 0, scalingFactor: .one,
    maxDuration: isSmokeRun ? .milliseconds(1) : .seconds(2), maxIterations: isSmokeRun ? 1 : 100)
}
