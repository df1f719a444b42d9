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
    public var pinCodeFieldAppearance: PinCodeFieldAppearance {
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
    public func pinCodeItemStyle(_ style: PinCodeItemStyle, for preset: PinCodeStylePreset) -> some View {
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
  }
#endif
