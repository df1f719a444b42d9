import Foundation
import QuickControl

/// ``EnginePin`` over ``UncheckedItem``s, with registered states opted out of exclusivity
/// checks: the engine against the check-free floor, ``UncheckedHandWrittenPin``.
///
/// Its writes and registered state reads are still checked: they go through accessors
/// built from key-path literals, which Swift 6.3 checks even on
/// `@exclusivity(unchecked)` properties.
public final class UncheckedEnginePin: QUIckControl, StoredPinStyling {
  /// The five registered states.
  @exclusivity(unchecked) public var flags = PinFlags()
  /// The four digit cells the styling writes.
  public let items = (0..<4).map { _ in UncheckedItem() }

  /// Creates the control with the same registered states and styling as ``EnginePin``.
  public init() {
    super.init(frame: .zero)
    performTransition {
      register(PinStates.editing, while: \.flags.isEditing)
      register(PinStates.filled, while: \.flags.isFilled)
      register(PinStates.valid, while: \.flags.isValid)
      register(PinStates.invalid, while: \.flags.isInvalid)
      register(PinStates.dark, while: \.flags.isDark)
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

  /// Applies the current registered states: one transition.
  public func transition() { applyCurrentState() }
}
