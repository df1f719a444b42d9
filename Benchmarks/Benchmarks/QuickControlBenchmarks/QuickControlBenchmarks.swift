import Benchmark

// QuickControl's benchmarks, one file per scenario; README.md in the package's
// folder has the results, Support.swift the shared configuration.

let benchmarks: @Sendable () -> Void = {
  pinBenchmarks()
  scaleBenchmarks()
  registrationBenchmarks()
  registerObservationBenchmarks()
  appScaleBenchmarks()
}
