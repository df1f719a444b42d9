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

/// Scenario 2, scale: descriptors per property, properties, targets.
func scaleBenchmarks() {
  // 2. Scale: descriptors per property (16 properties on 1 target).
  for descriptors in [1, 8, 64] {
    scaleBenchmark("2a Scale: \(descriptors) descriptors/property, 16 properties: engine") {
      EngineScale(properties: 16, targets: 1, descriptors: descriptors)
    }
    scaleBenchmark("2a Scale: \(descriptors) descriptors/property, 16 properties: old algorithm") {
      OldScale(properties: 16, targets: 1, descriptors: descriptors)
    }
  }

  // Properties (8 descriptors each; 16 properties per box, so 256 properties are 16 boxes).
  for properties in [1, 16, 256] {
    let targets = max(1, properties / 16)
    scaleBenchmark("2b Scale: \(properties) properties, 8 descriptors/property: engine") {
      EngineScale(properties: properties, targets: targets, descriptors: 8)
    }
    scaleBenchmark("2b Scale: \(properties) properties: hand-written update()") {
      HandWrittenScale(properties: properties, targets: targets)
    }
  }

  // Targets: 16 properties on 1 box (16 properties) or on 16 boxes (1 property each).
  for targets in [1, 16] {
    scaleBenchmark("2c Scale: 16 properties on \(targets) target(s), 8 descriptors/property: engine") {
      EngineScale(properties: 16, targets: targets, descriptors: 8)
    }
  }
}
