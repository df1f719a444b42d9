import BenchmarkScenarios

// Runs one scenario many times, for profiling outside package-benchmark:
//
//   swift build -c release --product QuickControlProfile
//   valgrind --tool=callgrind .build/release/QuickControlProfile pin-engine 100000
//
// Scenarios: pin-engine, pin-engine-predicates, pin-hand, pin-keypaths, pin-closures, pin-old, scale-engine BINDINGS DESCRIPTORS, registration.

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "pin-engine"
let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000

@MainActor
func runPin(_ pin: some PinStyling) {
  for index in 0..<count {
    pin.setFactors(index & 31)
    pin.transition()
  }
}

MainActor.assumeIsolated {
  switch scenario {
  case "pin-engine": runPin(EnginePin())
  case "pin-engine-predicates": runPin(EnginePin(factorsAsPredicates: true))
  case "pin-hand": runPin(HandWrittenPin())
  case "pin-keypaths": runPin(KeyPathHandWrittenPin())
  case "pin-closures": runPin(ClosureHandWrittenPin())
  case "pin-old": runPin(OldPin())
  case "scale-engine":
    let rest = arguments.dropFirst(2).compactMap { Int($0) }
    let bindings = rest.first ?? 16
    let control = EngineScale(
      bindings: bindings, targets: max(1, bindings / 16), descriptors: rest.dropFirst().first ?? 8)
    for _ in 0..<count { control.transition() }
  case "registration":
    for _ in 0..<count { Registration().registerWithEngine() }
  default:
    fatalError("unknown scenario \(scenario)")
  }
}
