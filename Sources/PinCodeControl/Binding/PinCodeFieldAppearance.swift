import Foundation

/// Everything about a PIN field's look and input that a SwiftUI screen
/// declares: secure entry, item shape, size and spacing, the symbol colour and
/// font, per-preset styles, the keyboard's AutoFill, Return key and Done bar,
/// and the feedback on an invalid code.
///
/// `PinCodeBindingSync/update(length:alphabet:appearance:validator:isEnabled:accessibilityLabel:)`
/// writes to the control only what differs from the control's current settings.
/// Every default is the control's own default, so a field that declares nothing
/// looks and behaves as a new ``PinCodeControl`` does; presets without a style
/// keep the control's default look.
///
/// ```swift
/// var appearance = PinCodeFieldAppearance()
/// appearance.isSecureTextEntry = true
/// appearance.itemShape = .roundedSquare(cornerRadius: 6)
/// appearance.purpose = .newPIN   // a PIN the user chooses
/// ```
package struct PinCodeFieldAppearance: Equatable {
  /// Whether items show ``maskCharacter`` instead of the entered characters.
  package var isSecureTextEntry = false
  /// The character filled items show in secure entry.
  package var maskCharacter: Character = "•"
  /// The shape of every item.
  package var itemShape: PinCodeControl.ItemShape = .circle
  /// The size of one item, in points, before Dynamic Type scaling.
  package var itemSize = CGSize(width: 20, height: 20)
  /// The space between two items, in points, before Dynamic Type scaling.
  package var itemSpacing: CGFloat = 15
  /// The colour of an item's character or mask: the control's default,
  /// ``PinColor/label`` (UIKit's label colour, with its dark and increased-contrast variants).
  package var symbolColor: PinColor = .label
  /// The font of the characters; `nil` (the default) keeps the control's,
  /// the body text style, which follows Dynamic Type (see ``PinCodeControl/font``).
  ///
  /// Written to the control when it changes from one update to the next (fonts
  /// made afresh on each update compare equal when they are the same font);
  /// going back to `nil` restores the body text style.
  package var font: PinFont?
  /// What the field takes; ``PinCodeControl/Purpose/oneTimeCode`` by default.
  package var purpose: PinCodeControl.Purpose = .oneTimeCode
  /// The Return key's title on a letter keyboard; ``PinReturnKey/done`` by default.
  package var returnKey: PinReturnKey = .done
  /// Whether the number pad gets a bar with a Done button; off by default.
  package var showsDoneButtonOnNumberPad = false
  /// Whether the field shakes when the user completes an invalid code; off by default.
  package var shakesOnInvalid = false
  /// Whether the field plays the error haptic when the user completes an invalid code; off by default.
  package var playsHapticOnInvalid = false
  /// Styles per preset; a preset without one keeps the control's default.
  package var styles: [PinCodeControl.StylePreset: PinCodeItemStyle] = [:]

  /// Creates the default appearance: the settings of a new ``PinCodeControl``
  /// (circles of 20 points, 15 apart, no secure entry, the label colour, the
  /// body font, one-time-code AutoFill, no Done bar, no shake or haptic) and its default styles.
  package init() {}

  /// Whether two appearances are the same; custom item paths are the same only if they are the same object.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isSecureTextEntry == rhs.isSecureTextEntry && lhs.maskCharacter == rhs.maskCharacter
      && lhs.itemShape.isSame(as: rhs.itemShape) && lhs.itemSize == rhs.itemSize
      && lhs.itemSpacing == rhs.itemSpacing && lhs.symbolColor == rhs.symbolColor && lhs.font == rhs.font
      && lhs.purpose == rhs.purpose && lhs.returnKey == rhs.returnKey
      && lhs.showsDoneButtonOnNumberPad == rhs.showsDoneButtonOnNumberPad
      && lhs.shakesOnInvalid == rhs.shakesOnInvalid && lhs.playsHapticOnInvalid == rhs.playsHapticOnInvalid
      && lhs.styles == rhs.styles
  }
}
