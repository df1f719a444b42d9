import Observation

/// The peer of iOS 26's `updateProperties()`: an `update()` that writes every
/// item from an `@Observable` model, run under `withObservationTracking`, and
/// run again (at the next ``transition()``, as UIKit runs it at the next
/// update pass) after a property it read changed.
///
/// A change to a tracked property calls the `onChange` handler once, and ends
/// the tracking; the next run tracks again. Like the hand-written floor, the
/// `update()` writes all 12 properties.
@MainActor
public final class ObservationPin: ObservedPinStyling {
  /// Set by the `onChange` handler, which Observation calls synchronously from
  /// the changed property's setter (on the main actor here); `Sendable`
  /// because the handler must be.
  final class NeedsUpdate: @unchecked Sendable {
    var value = true
  }

  /// The observed model the registered states live in.
  public let model = PinObservedStates()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  private let needsUpdate = NeedsUpdate()

  /// Creates the implementation with its registered states off and its items in the default style.
  public init() {}

  /// Runs `update()` under observation tracking if a tracked property changed since the last run.
  public func transition() {
    guard needsUpdate.value else { return }
    needsUpdate.value = false
    let flag = needsUpdate
    withObservationTracking {
      update()
    } onChange: {
      flag.value = true
    }
  }
}
