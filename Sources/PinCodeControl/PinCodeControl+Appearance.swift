import Foundation
import QuickControl

extension PinCodeControl {
  /// Stores the fill colour of every item in the states `descriptor` matches.
  ///
  /// On UIKit, an overload takes a `UIColor`; the `PinColor` setters are
  /// disfavoured there, so `.green` means `UIColor.green` as an iOS developer
  /// expects (write `PinColor.green` for this package's palette). Filled items use the filled-item colour instead where one is set (see
  /// ``setFilledItemColor(_:for:)-(PinColor?,_)``).
  ///
  /// ```swift
  /// pin.setFillColor(.green, for: PinCodeControl.States.valid)
  /// ```
  @_disfavoredOverload
  public func setFillColor(_ color: PinColor, for descriptor: StateCondition) {
    setValue(color, for: \.currentFillColor, when: descriptor)
  }

  /// Stores the border colour of every item in the states `descriptor` matches.
  ///
  /// ```swift
  /// pin.setBorderColor(.red, for: PinCodeControl.States.invalid)
  /// ```
  @_disfavoredOverload
  public func setBorderColor(_ color: PinColor, for descriptor: StateCondition) {
    setValue(color, for: \.currentBorderColor, when: descriptor)
  }

  /// Stores the border width of every item in the states `descriptor` matches.
  ///
  /// ```swift
  /// pin.setBorderWidth(2, for: PinCodeControl.States.highlighted)
  /// ```
  public func setBorderWidth(_ width: CGFloat, for descriptor: StateCondition) {
    setValue(width, for: \.currentBorderWidth, when: descriptor)
  }

  /// Stores the fill colour of an item holding a character in the states `descriptor` matches.
  ///
  /// `nil` means "the state's fill colour": the valid and invalid presets use
  /// it so that a complete code shows the valid or invalid colour on every item.
  ///
  /// ```swift
  /// pin.setFilledItemColor(.black, for: PinCodeControl.States.plain)
  /// ```
  @_disfavoredOverload
  public func setFilledItemColor(_ color: PinColor?, for descriptor: StateCondition) {
    setValue(color, for: \.currentFilledItemColor, when: descriptor)
  }

  /// Stores fill colour, border colour and border width for ``States/plain``.
  ///
  /// ```swift
  /// pin.setForPlainState(fillColor: .clear, borderColor: .gray)
  /// ```
  @_disfavoredOverload
  public func setForPlainState(fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1) {
    setAppearance(fillColor, borderColor, borderWidth, for: States.plain)
  }

  /// Stores fill colour, border colour and border width for ``States/highlighted``.
  ///
  /// ```swift
  /// pin.setForHighlightedState(fillColor: .clear, borderColor: .blue, borderWidth: 2)
  /// ```
  @_disfavoredOverload
  public func setForHighlightedState(fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1) {
    setAppearance(fillColor, borderColor, borderWidth, for: States.highlighted)
  }

  /// Stores fill colour, border colour and border width for ``States/valid``.
  ///
  /// ```swift
  /// pin.setForValidState(fillColor: .green, borderColor: .green)
  /// ```
  @_disfavoredOverload
  public func setForValidState(fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1) {
    setAppearance(fillColor, borderColor, borderWidth, for: States.valid)
  }

  /// Stores fill colour, border colour and border width for ``States/invalid``.
  ///
  /// ```swift
  /// pin.setForInvalidState(fillColor: .red, borderColor: .red)
  /// ```
  @_disfavoredOverload
  public func setForInvalidState(fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1) {
    setAppearance(fillColor, borderColor, borderWidth, for: States.invalid)
  }

  /// Stores fill colour, border colour and border width for ``States/disabled``.
  ///
  /// ```swift
  /// pin.setForDisabledState(fillColor: .clear, borderColor: .lightGray)
  /// ```
  @_disfavoredOverload
  public func setForDisabledState(fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1) {
    setAppearance(fillColor, borderColor, borderWidth, for: States.disabled)
  }

  private func setAppearance(
    _ fill: PinColor, _ border: PinColor, _ width: CGFloat, for descriptor: StateCondition
  ) {
    performTransition {
      setFillColor(fill, for: descriptor)
      setBorderColor(border, for: descriptor)
      setBorderWidth(width, for: descriptor)
    }
  }

  /// The look a new control starts with: system colours only, so it follows
  /// dark mode, Increase Contrast and the app's tint on a device: grey outlines
  /// and filled items, the tint colour while editing, green when valid, red
  /// when invalid, faded when disabled.
  func loadDefaultAppearance() {
    setForPlainState(fillColor: PinColor.clear, borderColor: PinColor.systemGray)
    setFilledItemColor(PinColor.systemGray, for: States.plain)
    setForHighlightedState(fillColor: PinColor.clear, borderColor: PinColor.tint)
    setForValidState(fillColor: PinColor.systemGreen, borderColor: PinColor.systemGreen)
    setFilledItemColor(PinColor?.none, for: States.valid)
    setForInvalidState(fillColor: PinColor.systemRed, borderColor: PinColor.systemRed)
    setFilledItemColor(PinColor?.none, for: States.invalid)
    setForDisabledState(fillColor: PinColor.clear, borderColor: PinColor.systemGray.withAlpha(0.3))
    setFilledItemColor(PinColor.systemGray.withAlpha(0.5), for: States.disabled)
  }
}
