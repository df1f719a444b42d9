import Foundation
import QuickControl

/// ``EnginePin`` over ``UncheckedItem``s, with factors opted out of exclusivity
/// checks: the engine against the check-free floor, ``UncheckedHandWrittenPin``.
///
/// Its writes and factor reads are still checked: they go through accessors
/// built from key-path literals, which Swift 6.3 checks even on
/// `@exclusivity(unchecked)` properties.
public final class UncheckedEnginePin: QUIckControl, StoredPinStyling {
  /// The five factors.
  @exclusivity(unchecked) public var factors = PinFactorValues()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the control with the same factors and styling as ``EnginePin``.
  public init() {
    super.init(frame: .zero)
    performTransition {
      register(PinStates.editing, while: \.factors.isEditing)
      register(PinStates.filled, while: \.factors.isFilled)
      register(PinStates.valid, while: \.factors.isValid)
      register(PinStates.invalid, while: \.factors.isInvalid)
      register(PinStates.dark, while: \.factors.isDark)
      // `setPinStyleValues(for:)`'s loops over `UncheckedItem`s, kept in this file
      // (see QUIckControl+PinStyle.swift for why).
      for item in items {
        for (value, states) in PinStyle.fillValues {
          setValue(value, for: \.fillColor, of: item, when: states)
        }
        for (value, states) in PinStyle.borderValues {
          setValue(value, for: \.borderColor, of: item, when: states)
        }
        for (value, states) in PinStyle.widthValues {
          setValue(value, for: \.borderWidth, of: item, when: states)
        }
      }
    }
  }

  /// Not supported: the benchmark control is never decoded.
  public required init?(coder: NSCoder) { nil }

  /// Applies the current factors: one transition.
  public func transition() { applyCurrentState() }
}
