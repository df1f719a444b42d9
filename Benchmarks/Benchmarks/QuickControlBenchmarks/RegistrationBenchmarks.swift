import Benchmark
import BenchmarkScenarios

/// Scenario 3, registration and creation.
func registrationBenchmarks() {
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
}
