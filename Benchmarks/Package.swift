// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of QuickControl: a separate package so that the library's own
// manifest stays free of dependencies. Run with `swift package benchmark` from
// this directory; see README.md.

/// The library's modules that the scenarios, the benchmarks and the profiler import.
let libraries: [Target.Dependency] = [
  .product(name: "QuickControl", package: "QuickControl"),
  .product(name: "PinCodeControl", package: "QuickControl"),
]

let package = Package(
  name: "QuickControlBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "QuickControl", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    // Combine's API on Linux, for the reactive peer (ReactivePin.swift).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The scenarios: the engine, the hand-written floors, the peers and the old algorithm.
    // A module of their own, so that the engine is used across modules as in an app.
    .target(
      name: "BenchmarkScenarios",
      dependencies: libraries + [
        .product(name: "PlaceholderTextView", package: "QuickControl"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        "CHeapStatistics",
      ]
    ),
    // The heap's bytes in use (glibc's mallinfo2), for the retained-memory report.
    .target(name: "CHeapStatistics"),
    .executableTarget(
      name: "QuickControlBenchmarks",
      dependencies: ["BenchmarkScenarios", .product(name: "Benchmark", package: "benchmark")] + libraries,
      path: "Benchmarks/QuickControlBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one scenario in a loop, for valgrind's callgrind.
    .executableTarget(
      name: "QuickControlProfile",
      dependencies: ["BenchmarkScenarios"] + libraries),
  ],
  swiftLanguageModes: [.v6]
)
