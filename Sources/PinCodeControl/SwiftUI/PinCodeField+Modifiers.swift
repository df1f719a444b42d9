#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import QuickControl
  import SwiftUI
  import UIKit

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
