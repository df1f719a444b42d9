import Foundation
import QuickControl

/// The engine: a `QUIckControl` subclass that declares its styling per state.
public final class EnginePin: QUIckControl, StoredPinStyling {
  /// The five factors.
  public var factors = PinFactorValues()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in Item() }

  /// Creates the control; its factors read Boolean key paths, or with
  /// `factorsAsPredicates` the same properties in predicate closures.
  public init(factorsAsPredicates: Bool = false) {
    super.init(frame: .zero)
    performTransition {
      if factorsAsPredicates {
        register(PinStates.editing) { $0.isEditing }
        register(PinStates.filled) { $0.isFilled }
        register(PinStates.valid) { $0.isValid }
        register(PinStates.invalid) { $0.isInvalid }
        register(PinStates.dark) { $0.isDark }
      } else {
        register(PinStates.editing, while: \.factors.isEditing)
        register(PinStates.filled, while: \.factors.isFilled)
        register(PinStates.valid, while: \.factors.isValid)
        register(PinStates.invalid, while: \.factors.isInvalid)
        register(PinStates.dark, while: \.factors.isDark)
      }
      setPinStyleValues(for: items)
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}
