import Foundation
import QuickControl

extension PinCodeControl {
  /// Stores the look of every item for one of the five presets.
  ///
  /// `style.filledItemColor` of `nil` means "the preset's fill colour", so a
  /// complete code can show the valid or invalid colour on every item.
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .systemGreen, borderColor: .systemGreen), for: .valid)
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .clear, borderColor: .tint, borderWidth: 2), for: .highlighted)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The fill, border and filled-item colours and the border width.
  ///   - preset: The preset whose states get the style.
  public func setItemStyle(_ style: PinCodeItemStyle, for preset: StylePreset) {
    setItemStyle(style, when: preset.condition)
  }

  /// Stores the look of every item in the states `condition` matches.
  ///
  /// A condition of your own with a default priority wins over every preset:
  ///
  /// ```swift
  /// pin.setItemStyle(
  ///   PinCodeItemStyle(fillColor: .clear, borderColor: .systemGreen, borderWidth: 3),
  ///   when: .exactly([PinCodeControl.filled, PinCodeControl.valid, .highlighted]))
  /// ```
  ///
  /// - Parameters:
  ///   - style: The fill, border and filled-item colours and the border width.
  ///   - condition: The states that get the style.
  public func setItemStyle(_ style: PinCodeItemStyle, when condition: StateCondition) {
    performTransition {
      setValue(style.fillColor, for: \.currentFillColor, when: condition)
      setValue(style.borderColor, for: \.currentBorderColor, when: condition)
      setValue(style.borderWidth, for: \.currentBorderWidth, when: condition)
      setValue(style.filledItemColor, for: \.currentFilledItemColor, when: condition)
    }
  }

  /// Stores fill colour, border colour and border width for `condition`,
  /// leaving the filled-item colour as it is (what the 0.x preset setters did).
  func setColors(_ fill: PinColor, _ border: PinColor, _ width: CGFloat, when condition: StateCondition) {
    performTransition {
      setValue(fill, for: \.currentFillColor, when: condition)
      setValue(border, for: \.currentBorderColor, when: condition)
      setValue(width, for: \.currentBorderWidth, when: condition)
    }
  }

  /// The look a new control starts with: system colours only, so it follows
  /// dark mode, Increase Contrast and the app's tint on a device: grey outlines
  /// and filled items, the tint colour while editing, green when valid, red
  /// when invalid, faded when disabled.
  func loadDefaultAppearance() {
    setItemStyle(
      PinCodeItemStyle(fillColor: .clear, borderColor: .systemGray, filledItemColor: .systemGray), for: .plain
    )
    // Editing keeps the plain filled-item colour: only the three others are stored.
    setColors(.clear, .tint, 1, when: StylePreset.highlighted.condition)
    setItemStyle(PinCodeItemStyle(fillColor: .systemGreen, borderColor: .systemGreen), for: .valid)
    setItemStyle(PinCodeItemStyle(fillColor: .systemRed, borderColor: .systemRed), for: .invalid)
    setItemStyle(
      PinCodeItemStyle(
        fillColor: .clear, borderColor: PinColor.systemGray.withAlpha(0.3),
        filledItemColor: PinColor.systemGray.withAlpha(0.5)),
      for: .disabled)
  }
}
