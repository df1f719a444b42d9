// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of QuickControl: a separate package so that the library's own
// manifest stays free of dependencies. Run with `swift package benchmark` from
// this directory; see README.md.
let package = Package(
  name: "QuickControlBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "QuickControl", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "QuickControlBenchmarks",
      dependencies: [
        .product(name: "QuickControl", package: "QuickControl"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/QuickControlBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
