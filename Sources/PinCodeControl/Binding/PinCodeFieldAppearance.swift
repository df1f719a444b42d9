import Foundation

/// Everything about a PIN field's look that a SwiftUI screen declares: secure
/// entry, item shape, size and spacing, the symbol colour and per-preset styles.
///
/// ``PinCodeBindingSync/update(length:alphabet:appearance:validator:isEnabled:accessibilityLabel:)``
/// writes to the control only what differs from the control's current settings.
/// Presets without a style keep the control's default look.
///
/// ```swift
/// var appearance = PinCodeFieldAppearance()
/// appearance.isSecureTextEntry = true
/// appearance.itemShape = .roundedSquare(cornerRadius: 6)
/// ```
public struct PinCodeFieldAppearance: Equatable {
  /// Whether items show ``maskCharacter`` instead of the entered characters.
  public var isSecureTextEntry = false
  /// The character filled items show in secure entry.
  public var maskCharacter: Character = "•"
  /// The shape of every item.
  public var itemShape: PinCodeControl.ItemShape = .circle
  /// The size of one item, in points, before Dynamic Type scaling.
  public var itemSize = CGSize(width: 20, height: 20)
  /// The space between two items, in points, before Dynamic Type scaling.
  public var itemSpacing: CGFloat = 15
  /// The colour of an item's character or mask: black in the light appearance, white in the dark one.
  public var symbolColor = PinColor(light: .black, dark: .white)
  /// Styles per preset; a preset without one keeps the control's default.
  public var styles: [PinCodeStylePreset: PinCodeItemStyle] = [:]

  /// Creates the default appearance: circles of 20 points, 15 apart, no secure entry, default styles.
  public init() {}

  /// Whether two appearances are the same; custom item paths are the same only if they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isSecureTextEntry == rhs.isSecureTextEntry && lhs.maskCharacter == rhs.maskCharacter
      && lhs.itemShape.isSame(as: rhs.itemShape) && lhs.itemSize == rhs.itemSize
      && lhs.itemSpacing == rhs.itemSpacing && lhs.symbolColor == rhs.symbolColor && lhs.styles == rhs.styles
  }
}
