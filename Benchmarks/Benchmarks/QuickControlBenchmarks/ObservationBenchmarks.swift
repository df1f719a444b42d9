import Benchmark
import BenchmarkScenarios
import Foundation

// Scenario 4: the PIN transition driven by an `@Observable` model. Each
// transition sets the registered states and ends the main-actor turn (`await
// Task.yield()`), so the job a change enqueued runs inside the measurement;
// the "turns alone" row is that yield's own cost, in every other row too.

/// A `Benchmark` handed to the main actor: the runner does not use it meanwhile.
struct MainActorBenchmark: @unchecked Sendable {
  let benchmark: Benchmark
}

/// Measures 1,000 observed transitions of the implementation `makePin` creates, on the main actor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func measureObservedPin(
  _ box: MainActorBenchmark, _ makePin: @MainActor @Sendable () -> (any PinStyling)?
) async {
  let benchmark = box.benchmark
  let pin = makePin()
  var bits = 0
  for _ in 0..<64 {
    bits = (bits &+ 1) & 31
    if let pin { await observedTransition(pin, bits) } else { await Task.yield() }
  }
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    bits = (bits &+ 1) & 31
    if let pin { await observedTransition(pin, bits) } else { await Task.yield() }
  }
  benchmark.stopMeasurement()
}

/// Registers scenario 4's rows.
func registerObservationBenchmarks() {
  guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
  // The main thread serves the main queue meanwhile (the runner has a thread of its own).
  let verified = DispatchSemaphore(value: 0)
  Task { @MainActor in
    await verifyObservationPinsAgree()
    verified.signal()
  }
  verified.wait()
  let rows: [(String, @MainActor @Sendable () -> (any PinStyling)?)] = [
    ("engine, observation tracking", { ObservationTrackedPin(tracking: true) }),
    ("engine, manual applyCurrentState()", { ObservationTrackedPin(tracking: false) }),
    ("plain observation-driven update()", { ObservationUpdatePin() }),
    ("the turns alone (Task.yield())", { nil }),
  ]
  for (name, makePin) in rows {
    Benchmark("4 Observation PIN transition: \(name)", configuration: configuration(.kilo)) {
      benchmark in
      let box = MainActorBenchmark(benchmark: benchmark)
      await measureObservedPin(box, makePin)
    }
  }
}
