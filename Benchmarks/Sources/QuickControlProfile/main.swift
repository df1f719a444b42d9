import BenchmarkScenarios
import Foundation
import PinCodeControl
import QuickControl

// Runs one scenario many times, for profiling outside package-benchmark:
//
//   swift build -c release --product QuickControlProfile
//   valgrind --tool=callgrind --toggle-collect='*runPin*' \
//     .build/release/QuickControlProfile pin-engine 20000
//
// `--toggle-collect='*runPin*'` counts only the transition loop, not the setup
// (`*runScale*` for scale-engine).
//
// Arguments: SCENARIO [COUNT] [EXTRA...]. Scenarios: pin-engine,
// pin-engine-predicates, pin-engine-unchecked, pin-hand, pin-hand-unchecked,
// pin-keypaths, pin-closures, pin-combine, pin-observation, pin-old,
// pin-engine-pair FIRST SECOND (alternates between two states), scale-engine
// PROPERTIES DESCRIPTORS, registration; pin-changes prints how many of the 12 PIN
// properties change per transition; verify checks that every PIN implementation
// writes the same values; memory prints the bytes creations retain.

let arguments = CommandLine.arguments.dropFirst()
let scenario = arguments.first ?? "pin-engine"
let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000

/// Not inlined, so that callgrind's `--toggle-collect='*runPin*'` finds it.
@MainActor @inline(never)
func runPin(_ pin: some PinStyling) {
  for index in 0..<count {
    pin.setStates(index & 31)
    pin.transition()
  }
}

/// Creates and releases what `make` returns `count` times; callgrind's `--toggle-collect='*runCreation*'` finds it.
@MainActor @inline(never)
func runCreation(_ make: () -> AnyObject) {
  for _ in 0..<count { withExtendedLifetime(make()) {} }
}

/// Alternates `pin` between the states `first` and `second`.
@MainActor @inline(never)
func runPinPair(_ pin: some PinStyling, _ first: Int, _ second: Int) {
  for index in 0..<count {
    pin.setStates(index & 1 == 0 ? first : second)
    pin.transition()
  }
}

/// Not inlined, so that callgrind's `--toggle-collect='*runScale*'` finds it.
@MainActor @inline(never)
func runScale(_ control: EngineScale) {
  for _ in 0..<count { control.transition() }
}

// Scenario 4: observation-tracked, observation-manual, observation-update, observation-turns.
if scenario.hasPrefix("observation-") {
  MainActor.assumeIsolated {
    guard #available(macOS 14, *), runObservationScenario(scenario, count: count) else {
      fatalError("unknown scenario \(scenario)")
    }
  }
  exit(0)
}

MainActor.assumeIsolated {
  switch scenario {
  case "pin-engine": runPin(EnginePin())
  case "pin-engine-predicates": runPin(EnginePin(statesAsPredicates: true))
  case "pin-engine-unchecked": runPin(UncheckedEnginePin())
  case "pin-hand": runPin(HandWrittenPin())
  case "pin-hand-unchecked": runPin(UncheckedHandWrittenPin())
  case "pin-keypaths": runPin(KeyPathHandWrittenPin())
  case "pin-closures": runPin(ClosureHandWrittenPin())
  case "pin-combine": runPin(ReactivePin())
  case "pin-observation": runPin(ObservationPin())
  case "pin-old": runPin(OldPin())
  case "scale-engine":
    let rest = arguments.dropFirst(2).compactMap { Int($0) }
    let properties = rest.first ?? 16
    let control = EngineScale(
      properties: properties, targets: max(1, properties / 16), descriptors: rest.dropFirst().first ?? 8)
    runScale(control)
  case "pin-engine-pair":
    // Alternates between two states: pin-engine-pair COUNT FIRST SECOND.
    let states = arguments.dropFirst(2).compactMap { Int($0) }
    runPinPair(EnginePin(), states.first ?? 0, states.dropFirst().first ?? 8)
  case "verify":
    verifyPinImplementationsAgree()
    verifyPinChangeScreensAgree()
    print("every PIN implementation writes the same values in all 32 × 32 state pairs; both forms agree")
  case "memory":
    // Bytes the heap holds for what each creation keeps (glibc only).
    @MainActor func report(_ name: String, _ make: () -> AnyObject) {
      let samples = (0..<5).compactMap { _ in retainedBytes(make) }
      print(name, samples.min().map { "\($0) bytes" } ?? "not measurable here")
    }
    report("QUIckControl without values:") { QUIckControl(frame: .zero) }
    report("PinCodeControl with its presets:") { PinCodeControl(length: 4, purpose: .oneTimeCode) }
    report("PIN-change form, engine:") { EnginePinChangeScreen() }
    report("PIN-change form, by hand:") { HandWrittenPinChangeScreen() }
    report("1,000 setValue on 63 boxes, engine:") {
      let registration = Registration()
      registration.registerWithEngine()
      return registration
    }
    report("the same boxes, nothing registered:") { Registration() }
  case "pin-changes":
    print(pinChangedPropertiesPerTransition(), "of 12 properties change per PIN transition")
  case "registration":
    for _ in 0..<count { Registration().registerWithEngine() }
  case "creation-pin":
    runCreation { PinCodeControl(length: 4, purpose: .oneTimeCode) }
  case "creation-form":
    runCreation { EnginePinChangeScreen() }
  default:
    fatalError("unknown scenario \(scenario)")
  }
}
