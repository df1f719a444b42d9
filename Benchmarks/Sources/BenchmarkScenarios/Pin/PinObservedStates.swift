import Observation

/// The five PIN registered states as an `@Observable` model: the observed state of
/// ``ObservationPin`` (scenario 1) and of the scenario-4 implementations
/// (`ObservationTrackedPinScenario.swift`).
@Observable @MainActor
public final class PinObservedStates {
  /// Whether the PIN field is being edited.
  public var isEditing = false
  /// Whether every digit is entered.
  public var isFilled = false
  /// Whether the entered code is valid.
  public var isValid = false
  /// Whether the entered code was rejected.
  public var isInvalid = false
  /// Whether the dark appearance is on.
  public var isDark = false

  /// Creates the model with every registered state off.
  public init() {}

  /// The style these registered states select, each tracked property read exactly once
  /// (in declaration order), as the hand-written floor reads its registered states.
  @inline(__always)
  var style: PinStyle {
    let editing = isEditing
    let filled = isFilled
    let valid = isValid
    let invalid = isInvalid
    let dark = isDark
    return PinStyle(isEditing: editing, isFilled: filled, isValid: valid, isInvalid: invalid, isDark: dark)
  }
}
