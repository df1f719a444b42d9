import Foundation
import QuickControl

/// What a SwiftUI screen declares about its PIN fields' look and input (the `pinCode…` modifiers).
///
/// Every default is the control's own, so a field that declares nothing looks and behaves as a
/// new ``PinCodeControl`` does; only what differs is written to the control.
package struct PinCodeFieldAppearance: Equatable {
  package var isSecureTextEntry = false
  package var maskCharacter: Character = "•"
  package var itemShape: PinCodeControl.ItemShape = .circle
  // Item size and spacing are before Dynamic Type scaling.
  package var itemSize = CGSize(width: 20, height: 20)
  package var itemSpacing: CGFloat = 15
  package var symbolColor: UIColor = .label
  /// `nil` keeps the control's font; written only when it changes from one update to the next,
  /// and going back to `nil` restores the body text style.
  package var font: UIFont?
  package var purpose: PinCodeControl.Purpose = .oneTimeCode
  package var returnKey: UIReturnKeyType = .done
  package var showsDoneButtonOnNumberPad = false
  package var shakesOnInvalid = false
  package var playsHapticOnInvalid = false
  package var clearsRejectedCode = false
  /// The items' rule list (`pinCodeItemStyles(_:)`), over the default look; empty, none.
  package var itemStyleRules: [StateRule<PinCodeControl.ItemStyle>] = []

  package init() {}

  /// Custom item paths are the same only if they are the same object.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isSecureTextEntry == rhs.isSecureTextEntry && lhs.maskCharacter == rhs.maskCharacter
      && lhs.itemShape.isSame(as: rhs.itemShape) && lhs.itemSize == rhs.itemSize
      && lhs.itemSpacing == rhs.itemSpacing && lhs.symbolColor == rhs.symbolColor && lhs.font == rhs.font
      && lhs.purpose == rhs.purpose && lhs.returnKey == rhs.returnKey
      && lhs.showsDoneButtonOnNumberPad == rhs.showsDoneButtonOnNumberPad
      && lhs.shakesOnInvalid == rhs.shakesOnInvalid && lhs.playsHapticOnInvalid == rhs.playsHapticOnInvalid
      && lhs.clearsRejectedCode == rhs.clearsRejectedCode
      && lhs.itemStyleRules == rhs.itemStyleRules
  }
}

extension PinCodeFieldAppearance {
  /// Writes to `control` what differs from its settings, and the font and item rule list that
  /// changed since `previous`; returns how many writes it made. An emptied rule list goes back to
  /// the default look.
  @MainActor
  func write(to control: PinCodeControl, previous: PinCodeFieldAppearance?) -> Int {
    var writes = 0
    func set<Value: Equatable>(_ value: Value, _ keyPath: ReferenceWritableKeyPath<PinCodeControl, Value>) {
      writes += writeIfChanged(value, to: keyPath, of: control)
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
    set(clearsRejectedCode, \.clearsRejectedCode)
    if itemStyleRules != previous?.itemStyleRules ?? [] {
      control.setItemStyles { itemStyleRules }
      writes += 1
    }
    return writes
  }
}

#if QUICKCONTROL_UIKIT && canImport(SwiftUI)
  import SwiftUI

  private struct PinCodeFieldAppearanceKey: EnvironmentKey {
    static var defaultValue: PinCodeFieldAppearance { PinCodeFieldAppearance() }
  }

  extension EnvironmentValues {
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

    /// Sets the looks of the items of every ``PinCodeField`` in this view as a rule list: in each
    /// state the first row whose condition matches wins, over the default look.
    ///
    /// The list is ``PinCodeControl/setItemStyles(_:)``'s: list `.disabled` first where a
    /// disabled field keeps a look of its own. An inner view's list replaces an outer one's.
    ///
    /// ```swift
    /// let red = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: UIColor(Color.red), borderWidth: 2)
    /// form.pinCodeItemStyles { (PinCodeControl.invalid, red) }
    /// ```
    public func pinCodeItemStyles(
      @StateRuleBuilder<PinCodeControl.ItemStyle> _ rules: () -> [StateRule<PinCodeControl.ItemStyle>]
    ) -> some View {
      let rules = rules()
      return transformEnvironment(\.pinCodeFieldAppearance) { $0.itemStyleRules = rules }
    }

    /// Sets the colour of the characters (or masks) of every ``PinCodeField`` in this view.
    ///
    /// ```swift
    /// PinCodeField(code: $code).pinCodeSymbolColor(.primary)
    /// ```
    public func pinCodeSymbolColor(_ color: Color) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.symbolColor = UIColor(color) }
    }

    /// Sets the font of the characters (or masks) of every ``PinCodeField`` in this view.
    ///
    /// Text-style fonts follow the user's text size, others are scaled as body text (see
    /// ``PinCodeControl/font``); `nil` returns to the body text style. A `UIFont`, because the
    /// control draws the characters; custom items ignore it.
    ///
    /// ```swift
    /// PinCodeField(code: $code, length: 6)
    ///   .pinCodeFont(.monospacedDigitSystemFont(ofSize: 22, weight: .semibold))
    /// ```
    public func pinCodeFont(_ font: UIFont?) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.font = font }
    }

    /// Sets what every ``PinCodeField`` in this view takes: a one-time code (the default), a new PIN or an existing PIN.
    ///
    /// The purpose sets the AutoFill iOS offers and the codes valid by default (``PinCodeControl/Purpose``).
    ///
    /// ```swift
    /// Form { /* old, new and repeat PinCodeFields */ }.pinCodePurpose(.newPIN)
    /// ```
    public func pinCodePurpose(_ purpose: PinCodeControl.Purpose) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.purpose = purpose }
    }

    /// Sets the Return key's title of every ``PinCodeField`` in this view whose alphabet is not digits only.
    ///
    /// Return always ends editing; a digit code's number pad has none.
    ///
    /// ```swift
    /// PinCodeField(code: $voucher, length: 8, alphabet: .alphanumeric).pinCodeReturnKey(.go)
    /// ```
    public func pinCodeReturnKey(_ key: UIReturnKeyType) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.returnKey = key }
    }

    /// Puts a bar with a Done button above the number pad of every digit ``PinCodeField`` in this view.
    ///
    /// The iPhone's number pad has no Return key; Done ends editing and writes `false` to `isFocused`.
    ///
    /// ```swift
    /// PinCodeField("New PIN", code: $newPin, isFocused: $isEditing)
    ///   .pinCodeDoneButtonOnNumberPad()
    /// ```
    public func pinCodeDoneButtonOnNumberPad(_ shows: Bool = true) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.showsDoneButtonOnNumberPad = shows }
    }

    /// Sets the feedback of every ``PinCodeField`` in this view when the user completes an invalid code.
    ///
    /// The shake is skipped while Reduce Motion is on; the haptic plays on iOS, iPadOS and Mac Catalyst.
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

    /// Sets whether every ``PinCodeField`` in this view removes a rejected code at once; off by default.
    ///
    /// A code the validator or the verifier rejects plays its feedback once, then is cleared; the
    /// `validity` binding stays `.invalid` until the next key (``PinCodeControl/clearsRejectedCode``).
    ///
    /// ```swift
    /// PinCodeField(code: $code, length: 6, validity: $validity, verifier: { try await api.verify($0) })
    ///   .pinCodeClearsRejectedCode()
    /// ```
    public func pinCodeClearsRejectedCode(_ clears: Bool = true) -> some View {
      transformEnvironment(\.pinCodeFieldAppearance) { $0.clearsRejectedCode = clears }
    }
  }
#endif
