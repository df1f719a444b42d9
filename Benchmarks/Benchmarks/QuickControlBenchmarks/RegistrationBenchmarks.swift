import Benchmark
import BenchmarkScenarios
import Dispatch
import PinCodeControl
import QuickControl

/// Scenario 3, registration and creation.
func registrationBenchmarks() {
  // 3. Registration: setValue for 1,000 properties (one condition each) on 63 boxes.
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

  // Creation: one control with its presets, and the PIN-change form with the engine or by hand.
  DispatchQueue.main.sync { MainActor.assumeIsolated { verifyPinChangeScreensAgree() } }
  creationBenchmark("QUIckControl without values") { QUIckControl(frame: .zero) }
  creationBenchmark("PinCodeControl with its presets") { PinCodeControl(length: 4, purpose: .oneTimeCode) }
  creationBenchmark("PIN-change form: engine") { EnginePinChangeScreen() }
  creationBenchmark("PIN-change form: hand-written") { HandWrittenPinChangeScreen() }
}

/// Registers a benchmark of creating what `make` returns (and releasing it, outside the measurement).
func creationBenchmark(_ name: String, _ make: @escaping @MainActor () -> AnyObject) {
  Benchmark("3 Creation: \(name)", configuration: configuration(.one)) { benchmark in
    onMainActor(benchmark) { benchmark in
      benchmark.startMeasurement()
      let created = make()
      benchmark.stopMeasurement()
      withExtendedLifetime(created) {}
    }
  }
}
