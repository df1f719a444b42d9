import Observation

/// The factors of ``ObservationPin``, an `@Observable` model.
@Observable @MainActor
public final class PinFactors {
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

  /// Creates the model with every factor off.
  public init() {}
}

/// The peer of iOS 26's `updateProperties()`: an `update()` that writes every
/// item from an `@Observable` model, run under `withObservationTracking`, and
/// run again (at the next ``transition()``, as UIKit runs it at the next
/// update pass) after a property it read changed.
///
/// A change to a tracked property calls the `onChange` handler once, and ends
/// the tracking; the next run tracks again. Like the hand-written floor, the
/// `update()` writes all 12 properties.
@MainActor
public final class ObservationPin: PinStyling {
  /// Set by the `onChange` handler, which Observation calls synchronously from
  /// the changed property's setter (on the main actor here); `Sendable`
  /// because the handler must be.
  final class NeedsUpdate: @unchecked Sendable {
    var value = true
  }

  /// The observed model the factors live in.
  public let model = PinFactors()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  private let needsUpdate = NeedsUpdate()

  /// Creates the implementation with its factors off and its items in the default style.
  public init() {}

  /// Whether the PIN field is being edited (a factor).
  public var isEditing: Bool {
    get { model.isEditing }
    set { model.isEditing = newValue }
  }
  /// Whether every digit is entered (a factor).
  public var isFilled: Bool {
    get { model.isFilled }
    set { model.isFilled = newValue }
  }
  /// Whether the entered code is valid (a factor).
  public var isValid: Bool {
    get { model.isValid }
    set { model.isValid = newValue }
  }
  /// Whether the entered code was rejected (a factor).
  public var isInvalid: Bool {
    get { model.isInvalid }
    set { model.isInvalid = newValue }
  }
  /// Whether the dark appearance is on (a factor).
  public var isDark: Bool {
    get { model.isDark }
    set { model.isDark = newValue }
  }

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

  func update() {
    // Each tracked property read once, as the hand-written floor reads its factors.
    let editing = model.isEditing
    let filled = model.isFilled
    let valid = model.isValid
    let invalid = model.isInvalid
    let dark = model.isDark
    let fill: Color = invalid ? .red : filled ? .green : dark ? .darkGray : .white
    let border: Color = invalid ? .red : valid ? .green : editing ? .blue : .gray
    let width: Double =
      editing && invalid ? 3 : editing ? 2 : !filled && !valid && !invalid && !dark ? 0.5 : 1
    for item in items {
      item.fillColor = fill
      item.borderColor = border
      item.borderWidth = width
    }
  }
}
