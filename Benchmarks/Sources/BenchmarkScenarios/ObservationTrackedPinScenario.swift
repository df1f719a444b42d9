import Foundation
import Observation
import QuickControl

// Scenario 4: the PIN styling of scenario 1 driven by an `@Observable` model,
// three ways: the engine tracking observation (no call after a change; the
// apply is the main-actor job the change enqueued), the same engine applied by
// hand with `applyCurrentState()`, and a plain observation-driven `update()`
// that writes all 12 properties in the job a change enqueues (the model of
// iOS 26's `updateProperties()`). Each transition sets the five registered states and
// then ends the main-actor turn (`await Task.yield()`), so the enqueued job runs.

/// The engine over ``PinObservedStates``: its registered states are key paths through
/// `model`, and with `tracking` it re-applies by itself after a change. (The
/// `update()` it gets from ``ObservedPinStyling`` is unused: the engine writes
/// the items.)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class ObservationTrackedPin: QUIckControl, ObservedPinStyling {
  /// The observed model the registered states read.
  public let model = PinObservedStates()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control with the registered states and styling of ``EnginePin``; with
  /// `tracking`, observation tracking is on.
  public init(tracking: Bool) {
    super.init(frame: .zero)
    performTransition {
      register(PinStates.editing, while: \.model.isEditing)
      register(PinStates.filled, while: \.model.isFilled)
      register(PinStates.valid, while: \.model.isValid)
      register(PinStates.invalid, while: \.model.isInvalid)
      register(PinStates.dark, while: \.model.isDark)
      setPinStyleValues(for: items)
    }
    isObservationTrackingEnabled = tracking
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Tracking: nothing, the change already enqueued the apply. Otherwise `applyCurrentState()`.
  public func transition() {
    if !isObservationTrackingEnabled { applyCurrentState() }
  }
}

/// A plain observation-driven `update()`: it writes all 12 properties under
/// `withObservationTracking`, and the first change to a property it read
/// enqueues one main-actor job that runs it again (as UIKit runs
/// `updateProperties()` in its next update pass).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class ObservationUpdatePin: ObservedPinStyling {
  /// The observed model the update reads.
  public let model = PinObservedStates()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the implementation and runs its first update.
  public init() {
    trackedUpdate()
  }

  /// Nothing: the change already enqueued the update.
  public func transition() {}

  func trackedUpdate() {
    withObservationTracking {
      update()
    } onChange: { [weak self] in
      // Called before the new value is stored: run the update in a later job.
      Task { @MainActor in self?.trackedUpdate() }
    }
  }
}

/// One transition of scenario 4: sets the registered states for `bits`, then ends the main-actor turn.
@MainActor
public func observedTransition(_ pin: some PinStyling, _ bits: Int) async {
  pin.setStates(bits)
  pin.transition()
  await Task.yield()
}

/// Checks that the three implementations of scenario 4 style the items as the
/// hand-written floor does, from every state to every other one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public func verifyObservationPinsAgree() async {
  let floor = HandWrittenPin()
  let implementations: [any PinStyling] = [
    ObservationTrackedPin(tracking: true), ObservationTrackedPin(tracking: false), ObservationUpdatePin(),
  ]
  for from in 0..<32 {
    for to in 0..<32 {
      _ = floor.styles(afterApplying: from)
      let expected = floor.styles(afterApplying: to)
      for pin in implementations {
        await observedTransition(pin, from)
        await observedTransition(pin, to)
        let styles = pin.items.map(\.snapshot)
        precondition(
          styles == expected,
          "\(type(of: pin)) disagrees with the hand-written floor going from state \(from) to \(to): \(styles)"
        )
      }
    }
  }
}

/// Runs `count` transitions of a scenario-4 implementation, for the profiler:
/// `observation-tracked`, `observation-manual` or `observation-update`, or
/// `observation-turns` (the turns alone). `false` for another scenario name.
///
/// Each turn ends by running the main run loop once, which serves the main
/// queue where main-actor jobs wait: valgrind cannot run `dispatchMain()`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public func runObservationScenario(_ scenario: String, count: Int) -> Bool {
  let pin: (any PinStyling)?
  switch scenario {
  case "observation-tracked": pin = ObservationTrackedPin(tracking: true)
  case "observation-manual": pin = ObservationTrackedPin(tracking: false)
  case "observation-update": pin = ObservationUpdatePin()
  case "observation-turns": pin = nil
  default: return false
  }
  for index in 0..<count {
    if let pin {
      pin.setStates(index & 31)
      pin.transition()
    }
    _ = RunLoop.main.run(mode: .default, before: .distantPast)
  }
  if let pin {
    // The last transition's job ran: the items show the last state.
    let floor = HandWrittenPin()
    precondition(pin.items.map(\.snapshot) == floor.styles(afterApplying: (count - 1) & 31))
  }
  return true
}
