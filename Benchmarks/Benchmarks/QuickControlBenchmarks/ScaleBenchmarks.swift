import Benchmark
import BenchmarkScenarios

/// Registers the scale benchmark `name`: the transitions of the control `make` creates, after 32 to warm up.
func scaleBenchmark<Control: ScaleTransitioning>(_ name: String, _ make: @escaping @MainActor () -> Control) {
  Benchmark(name, configuration: configuration(.kilo)) { benchmark in
    onMainActor(benchmark) { benchmark in
      let control = make()
      measure(benchmark, warmUp: 32) { control.transition() }
    }
  }
}

/// Scenario 2, scale: descriptors per binding, bindings, targets.
func scaleBenchmarks() {
  // 2. Scale: descriptors per binding (16 bindings on 1 target).
  for descriptors in [1, 8, 64] {
    scaleBenchmark("2a Scale: \(descriptors) descriptors/binding, 16 bindings: engine") {
      EngineScale(bindings: 16, targets: 1, descriptors: descriptors)
    }
    scaleBenchmark("2a Scale: \(descriptors) descriptors/binding, 16 bindings: old algorithm") {
      OldScale(bindings: 16, targets: 1, descriptors: descriptors)
    }
  }

  // Bindings (8 descriptors each; 16 properties per box, so 256 bindings are 16 boxes).
  for bindings in [1, 16, 256] {
    let targets = max(1, bindings / 16)
    scaleBenchmark("2b Scale: \(bindings) bindings, 8 descriptors/binding: engine") {
      EngineScale(bindings: bindings, targets: targets, descriptors: 8)
    }
    scaleBenchmark("2b Scale: \(bindings) bindings: hand-written update()") {
      HandWrittenScale(bindings: bindings, targets: targets)
    }
  }

  // Targets: 16 bindings on 1 box (16 properties) or on 16 boxes (1 property each).
  for targets in [1, 16] {
    scaleBenchmark("2c Scale: 16 bindings on \(targets) target(s), 8 descriptors/binding: engine") {
      EngineScale(bindings: 16, targets: targets, descriptors: 8)
    }
  }
}
