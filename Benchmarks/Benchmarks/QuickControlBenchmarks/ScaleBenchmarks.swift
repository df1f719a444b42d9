import Benchmark
import BenchmarkScenarios

/// Scenario 2, scale: descriptors per binding, bindings, targets.
func scaleBenchmarks() {
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
}
