import OpenCombine

/// The peer an app would write with Combine: the registered states as `@Published`
/// properties, `CombineLatest` of their publishers (``CombineLatest5``), `map` to a style, and
/// `assign` of each styled property to each item (OpenCombine 0.14.0, Combine's
/// API on Linux).
///
/// Reactive code runs when a registered state changes, not when asked: setting a registered state
/// sends its new value down the chain at once, and every changed registered state runs
/// the whole chain (`removeDuplicates()` keeps unchanged ones quiet, as an app
/// would). ``transition()`` therefore has nothing left to do. On the benchmarks'
/// cycle (state `n` to `n + 1`) about 2 registered states change per transition, so the
/// 12 `assign`s run about twice.
@MainActor
public final class ReactivePin: PinStyling {
  /// Whether the PIN field is being edited (a registered state).
  @Published public var isEditing = false
  /// Whether every digit is entered (a registered state).
  @Published public var isFilled = false
  /// Whether the entered code is valid (a registered state).
  @Published public var isValid = false
  /// Whether the entered code was rejected (a registered state).
  @Published public var isInvalid = false
  /// Whether the dark appearance is on (a registered state).
  @Published public var isDark = false
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }
  private var subscriptions: [AnyCancellable] = []

  /// Creates the implementation and subscribes every item's properties to the registered states.
  public init() {
    let flags = CombineLatest5(
      $isEditing.removeDuplicates(), $isFilled.removeDuplicates(), $isValid.removeDuplicates(),
      $isInvalid.removeDuplicates(), $isDark.removeDuplicates())
    let style =
      flags
      .map { editing, filled, valid, invalid, dark in
        PinStyle(isEditing: editing, isFilled: filled, isValid: valid, isInvalid: invalid, isDark: dark)
      }
      // Shared by the 12 subscriptions, and connected once they all exist, so
      // that each gets the first style (`share()` would give it to the first only).
      .multicast { PassthroughSubject<PinStyle, Never>() }
    for item in items {
      style.map(\.fill).assign(to: \.fillColor, on: item).store(in: &subscriptions)
      style.map(\.border).assign(to: \.borderColor, on: item).store(in: &subscriptions)
      style.map(\.width).assign(to: \.borderWidth, on: item).store(in: &subscriptions)
    }
    style.connect().store(in: &subscriptions)
  }

  /// Nothing: the subscriptions wrote the items when the registered states changed.
  public func transition() {}
}
