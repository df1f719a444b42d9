/// A PIN implementation whose five registered states live in an observed ``PinObservedStates``
/// model, styling ``Item``s: its ``PinStyling`` registered states read and write the
/// model's properties, and `update()` is the observation-driven update the
/// peers run under `withObservationTracking` (``ObservationPin``, and
/// `ObservationUpdatePin` in scenario 4).
@MainActor
public protocol ObservedPinStyling: PinStyling where Cell == Item {
  /// The observed model the registered states live in.
  var model: PinObservedStates { get }
}

// The forwarders are inlinable so that callers in other modules (the
// profiler's `runPin`) get the model's setter directly, as they got the
// concrete forwarder that each implementation declared before.
extension ObservedPinStyling {
  /// Whether the PIN field is being edited (a registered state).
  @inlinable
  public var isEditing: Bool {
    get { model.isEditing }
    set { model.isEditing = newValue }
  }
  /// Whether every digit is entered (a registered state).
  @inlinable
  public var isFilled: Bool {
    get { model.isFilled }
    set { model.isFilled = newValue }
  }
  /// Whether the entered code is valid (a registered state).
  @inlinable
  public var isValid: Bool {
    get { model.isValid }
    set { model.isValid = newValue }
  }
  /// Whether the entered code was rejected (a registered state).
  @inlinable
  public var isInvalid: Bool {
    get { model.isInvalid }
    set { model.isInvalid = newValue }
  }
  /// Whether the dark appearance is on (a registered state).
  @inlinable
  public var isDark: Bool {
    get { model.isDark }
    set { model.isDark = newValue }
  }

  /// Writes all 12 properties from the model, reading each registered state once (``PinObservedStates/style``).
  func update() {
    let style = model.style
    for item in items { item.apply(style) }
  }
}
