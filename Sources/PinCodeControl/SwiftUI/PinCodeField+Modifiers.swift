import Foundation

#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import QuickControl
  import SwiftUI
  import UIKit
#endif

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

extension PinCodeFieldAppearance {
  /// Writes to `control` the settings that differ from its own, and the styles that changed since
  /// `previous` (the last appearance applied); returns how many writes it made.
  ///
  /// The font is written only when the declared font changed since `previous`, so a field that
  /// declares none never writes one, and one that stops declaring a font gets the control's
  /// default back. A preset whose style was removed goes back to the default look.
  @MainActor
  func write(to control: PinCodeControl, previous: PinCodeFieldAppearance?) -> Int {
    var writes = 0
    func set<Value: Equatable>(_ value: Value, _ keyPath: ReferenceWritableKeyPath<PinCodeControl, Value>) {
      guard control[keyPath: keyPath] != value else { return }
      control[keyPath: keyPath] = value
      writes += 1
    }
    set(isSecureTextEntry, \.isSecureTextEntry)
    set(maskCharacter, \.maskCharacter)
    if !control.itemShape.isSame(as: itemShape) {
      control.itemShape = itemShape
      writes += 1
    }
    set(itemSize, \.itemSize)
    set(itemSpacing, \.itemSpacing)
    set(symbolColor, \.symbolColor)
    if font != previous?.font { set(font ?? PinCodeControl.defaultFont, \.font) }
    set(purpose, \.purpose)
    set(returnKey, \.returnKey)
    set(showsDoneButtonOnNumberPad, \.showsDoneButtonOnNumberPad)
    set(shakesOnInvalid, \.shakesOnInvalid)
    set(playsHapticOnInvalid, \.playsHapticOnInvalid)
    var previousStyles = previous?.styles ?? [:]
    guard styles != previousStyles else { return writes }
    if previousStyles.keys.contains(where: { styles[$0] == nil }) {
      control.loadDefaultAppearance()
      writes += 1
      previousStyles = [:]
    }
    for preset in PinCodeControl.StylePreset.allCases {
      guard let style = styles[preset], style != previousStyles[preset] else { continue }
      control.setItemStyle(style, for: preset)
      writes += 1
    }
    return writes
  }
}

#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  /// The appearance every `PinCodeField` below a view uses.
  private struct PinCodeFieldAppearanceKey: EnvironmentKey {
    static var defaultValue: PinCodeFieldAppearance { PinCodeFieldAppearance() }
  }

  extension EnvironmentValues {
    /// The appearance of the ``PinCodeField``s in this environment; set it with the `pinCode…` modifiers.
    package var pinCodeFieldAppearance: PinCodeFieldAppearance {
      get { self[PinCodeFieldAppearanceKey.self] }
      set { self[PinCodeFieldAppearanceKey.self] = newValue }
    }
  }

  extension View {
    /// Masks the entered characters of every ``PinCodeField`` in this view.
    ///
    /// The control's input field becomes a secure text field too, so the code cannot be copied.
    ///
    /// ```swift
    /// PinCodeField(code: $pin).pinCodeSecureEntry()
    /// ```
    ///
    /// - Parameters:
    ///   - isSecure: Whether to mask; `true` by default.
    ///   - mask: The character a filled item shows.
    public func pinCodeSecureEntry(_ isSecure: Bool = true, mask: Character = "•") -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) {
        $0.isSecureTextEntry = isSecure
        $0.maskCharacter = mask
      }
    }

    /// Sets the shape, and optionally the size and spacing, of the items of every ``PinCodeField`` in this view.
    ///
    /// Sizes are in points at the default text size; they scale with Dynamic Type.
    ///
    /// ```swift
    /// VStack { PinCodeField(code: $old); PinCodeField(code: $new) }
    ///   .pinCodeItemShape(.underline, size: CGSize(width: 28, height: 36), spacing: 12)
    /// ```
    public func pinCodeItemShape(
      _ shape: PinCodeControl.ItemShape, size: CGSize? = nil, spacing: CGFloat? = nil
    ) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) {
        $0.itemShape = shape
        if let size { $0.itemSize = size }
        if let spacing { $0.itemSpacing = spacing }
      }
    }

    /// Sets the look of the items of every ``PinCodeField`` in this view in the states `preset` matches.
    ///
    /// The presets' priorities decide between them: disabled over valid and
    /// invalid, over highlighted (editing), over plain.
    ///
    /// ```swift
    /// form.pinCodeItemStyle(
    ///   PinCodeItemStyle(fillColor: PinColor(Color.red), borderColor: PinColor(Color.red)), for: .invalid)
    /// ```
    public func pinCodeItemStyle(_ style: PinCodeItemStyle, for preset: PinCodeControl.StylePreset)
      -> some View
    {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.styles[preset] = style }
    }

    /// Sets the colour of the characters (or masks) of every ``PinCodeField`` in this view.
    ///
    /// ```swift
    /// PinCodeField(code: $code).pinCodeSymbolColor(PinColor(Color.primary))
    /// ```
    public func pinCodeSymbolColor(_ color: PinColor) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.symbolColor = color }
    }

    /// Sets the font of the characters (or masks) of every ``PinCodeField`` in this view.
    ///
    /// A font with a text style (`UIFont.preferredFont(forTextStyle:)`) follows
    /// the user's text size; any other font is scaled from its size as body
    /// text scales; with Bold Text on, the characters are bold (see
    /// ``PinCodeControl/font``). Items grow to hold the font. `nil` returns to
    /// the control's font, the body text style.
    ///
    /// The font is a `UIFont`, because the control draws the characters: a
    /// SwiftUI `Font` cannot be converted to one. Custom items draw with
    /// their own SwiftUI font and ignore this one.
    ///
    /// ```swift
    /// PinCodeField(code: $code, length: 6)
    ///   .pinCodeFont(.monospacedDigitSystemFont(ofSize: 22, weight: .semibold))
    /// ```
    ///
    /// - Parameter font: The font; `nil` for the control's default.
    public func pinCodeFont(_ font: UIFont?) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.font = font }
    }

    /// Sets what every ``PinCodeField`` in this view takes: a one-time code (the default), a new PIN or an existing PIN.
    ///
    /// The purpose sets the AutoFill iOS offers and the codes that are valid
    /// by default: see ``PinCodeControl/Purpose``.
    ///
    /// ```swift
    /// Form { /* old, new and repeat PinCodeFields */ }
    ///   .pinCodeSecureEntry()
    ///   .pinCodePurpose(.newPIN)
    /// ```
    ///
    /// - Parameter purpose: What the fields take.
    public func pinCodePurpose(_ purpose: PinCodeControl.Purpose) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.purpose = purpose }
    }

    /// Sets the Return key's title of every ``PinCodeField`` in this view whose alphabet is not digits only.
    ///
    /// Return always ends editing. A digit code's number pad has no Return
    /// key: see `pinCodeDoneButtonOnNumberPad(_:)`.
    ///
    /// ```swift
    /// PinCodeField(code: $voucher, length: 8, alphabet: .alphanumeric)
    ///   .pinCodeReturnKey(.go)
    /// ```
    ///
    /// - Parameter key: The Return key's title; ``PinReturnKey/done`` by default.
    public func pinCodeReturnKey(_ key: PinReturnKey) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.returnKey = key }
    }

    /// Puts a bar with a Done button above the number pad of every digit ``PinCodeField`` in this view.
    ///
    /// The iPhone's number pad has no Return key, so a user who stops before
    /// the code is complete cannot dismiss it from the keyboard. Done ends
    /// editing, and the field writes `false` to its `isFocused` binding. Off
    /// by default: screens that finish on completion (`onComplete`) need no
    /// bar, and it covers 44 points of the screen.
    ///
    /// ```swift
    /// PinCodeField("New PIN", code: $newPin, isFocused: $isEditing)
    ///   .pinCodeDoneButtonOnNumberPad()
    /// ```
    ///
    /// - Parameter shows: Whether the bar shows; `true` by default.
    public func pinCodeDoneButtonOnNumberPad(_ shows: Bool = true) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.showsDoneButtonOnNumberPad = shows }
    }

    /// Sets the feedback of every ``PinCodeField`` in this view when the user completes an invalid code.
    ///
    /// The shake lets taps through and is skipped while Reduce Motion is on;
    /// the error haptic plays on iOS, iPadOS and Mac Catalyst, readied a
    /// keystroke before the code completes. Both are off by default. VoiceOver
    /// announces an invalid code either way.
    ///
    /// ```swift
    /// PinCodeField("Repeat PIN", code: $repeatPin, validator: { $0 == newPin })
    ///   .pinCodeInvalidEntryFeedback(shakes: true, playsHaptic: true)
    /// ```
    ///
    /// - Parameters:
    ///   - shakes: Whether the field shakes; `true` by default.
    ///   - playsHaptic: Whether the error haptic plays; `true` by default.
    public func pinCodeInvalidEntryFeedback(shakes: Bool = true, playsHaptic: Bool = true) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) {
        $0.shakesOnInvalid = shakes
        $0.playsHapticOnInvalid = playsHaptic
      }
    }
  }
#endif
