import Foundation
import QuickControl

/// The engine: a `QUIckControl` subclass that declares its styling per state.
public final class EnginePin: QUIckControl, StoredPinStyling {
  /// The five registered states.
  public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control; its registered states read Boolean key paths, or with
  /// `statesAsPredicates` the same properties in predicate closures.
  public init(statesAsPredicates: Bool = false) {
    super.init(frame: .zero)
    performTransition {
      if statesAsPredicates {
        register(PinStates.editing) { $0.isEditing }
        register(PinStates.filled) { $0.isFilled }
        register(PinStates.valid) { $0.isValid }
        register(PinStates.invalid) { $0.isInvalid }
        register(PinStates.dark) { $0.isDark }
      } else {
        register(PinStates.editing, while: \.flags.isEditing)
        register(PinStates.filled, while: \.flags.isFilled)
        register(PinStates.valid, while: \.flags.isValid)
        register(PinStates.invalid, while: \.flags.isInvalid)
        register(PinStates.dark, while: \.flags.isDark)
      }
      setPinStyleValues(for: items)
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Applies the current registered states: one transition.
  public func transition() { applyCurrentState() }
}
