import Foundation
import QuickControl

#if QUICKCONTROL_UIKIT
  import UIKit
#endif

// The control's states and event, the style presets, item styles, the items a state resolves to, their shape.

extension PinCodeControl {
  /// On while every character of the code is entered.
  ///
  /// ```swift
  /// pin.setValue(false, for: \.isHidden, of: hint, when: .containing(PinCodeControl.filled))
  /// ```
  public nonisolated static let filled = declareState("filled", keeping0xBit: 1 << 16)
  /// On while the code is complete and its validator accepts it.
  ///
  /// ```swift
  /// pin.setValue(true, for: \.isEnabled, of: applyButton, when: .containing(PinCodeControl.valid))
  /// ```
  public nonisolated static let valid = declareState("valid", keeping0xBit: 1 << 18)
  /// On while the code is rejected: by the validator, the verifier or ``rejectCode(clearing:)``.
  public nonisolated static let invalid = declareState("invalid", keeping0xBit: 1 << 17)
  /// On while the ``verifier`` checks the complete code.
  ///
  /// ```swift
  /// otp.setValue(false, for: \.isHidden, of: spinner, when: .containing(PinCodeControl.verifying))
  /// ```
  public nonisolated static let verifying = declareState("verifying")

  /// Sent once per completed code: typed, pasted or AutoFilled, again after a delete and re-type.
  ///
  /// ```swift
  /// pin.subscribe(to: PinCodeControl.codeCompleted) { pin in verify(pin.code) }
  /// ```
  public nonisolated static let codeCompleted = declareEvent("codeCompleted", keeping0xBit: 1 << 24)

  /// The five looks a ``PinCodeControl`` is styled by, with priorities that make every combination deterministic.
  ///
  /// | Preset | Matches | Priority |
  /// | --- | --- | --- |
  /// | ``disabled`` | every disabled state | 400 |
  /// | ``valid`` | a complete, valid code (``PinCodeControl/valid``) | 300 |
  /// | ``invalid`` | a complete, invalid code (``PinCodeControl/invalid``) | 300 |
  /// | ``highlighted`` | while editing (first responder) | 200 |
  /// | ``plain`` | every state | 100 |
  ///
  /// The priorities are below every default priority of `StateCondition`, so a style an app
  /// stores for its own condition wins over the presets.
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .red, borderColor: .red), for: .invalid)
  /// pin.setValue(true, for: \.isEnabled, of: button, when: PinCodeControl.StylePreset.valid.condition)
  /// ```
  public enum StylePreset: Hashable, Sendable, CaseIterable {
    /// Every state: the base look (priority 100).
    case plain
    /// While the control is editing, that is first responder (priority 200).
    case highlighted
    /// A complete code the validator accepts (priority 300).
    case valid
    /// A complete code the validator rejects (priority 300).
    case invalid
    /// A disabled control, whatever its code (priority 400).
    case disabled

    /// The state condition this preset stands for.
    public var condition: StateCondition {
      switch self {
      case .plain: .always(priority: 100)
      case .highlighted: .containing(.highlighted, priority: 200)
      case .valid: .containing(PinCodeControl.valid, priority: 300)
      case .invalid: .containing(PinCodeControl.invalid, priority: 300)
      case .disabled: .containing(.disabled, priority: 400)
      }
    }
  }

  /// Stores the look of every item for one of the five presets.
  /// A `nil` `style.filledItemColor` means "the preset's fill colour".
  ///
  /// ```swift
  /// pin.setItemStyle(PinCodeItemStyle(fillColor: .systemGreen, borderColor: .systemGreen), for: .valid)
  /// ```
  public func setItemStyle(_ style: PinCodeItemStyle, for preset: StylePreset) {
    setItemStyle(style, when: preset.condition)
  }

  /// Stores the look of every item in the states `condition` matches.
  /// A condition of your own with a default priority wins over every preset.
  ///
  /// ```swift
  /// pin.setItemStyle(
  ///   PinCodeItemStyle(fillColor: .clear, borderColor: .systemGreen, borderWidth: 3),
  ///   when: .exactly([PinCodeControl.filled, PinCodeControl.valid, .highlighted]))
  /// ```
  public func setItemStyle(_ style: PinCodeItemStyle, when condition: StateCondition) {
    performTransition {
      setValue(style.fillColor, for: \.currentFillColor, when: condition)
      setValue(style.borderColor, for: \.currentBorderColor, when: condition)
      setValue(style.borderWidth, for: \.currentBorderWidth, when: condition)
      setValue(style.filledItemColor, for: \.currentFilledItemColor, when: condition)
    }
  }

  /// Stores fill, border and width for `condition`, leaving the filled-item colour as it is.
  func setColors(_ fill: PinColor, _ border: PinColor, _ width: CGFloat, when condition: StateCondition) {
    performTransition {
      setValue(fill, for: \.currentFillColor, when: condition)
      setValue(border, for: \.currentBorderColor, when: condition)
      setValue(width, for: \.currentBorderWidth, when: condition)
    }
  }

  /// System colours only, so the default look follows dark mode, Increase Contrast and the tint.
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

  /// Makes another object's property follow this control: `valid` while the code is valid and
  /// the control is enabled, `otherwise` in every other state.
  ///
  /// A disabled step of a form may keep a valid code and must not pass it on.
  ///
  /// ```swift
  /// oldPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: newPin)
  /// newPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: repeatPin)
  /// ```
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, for keyPath: ReferenceWritableKeyPath<Target, Value>,
    of target: Target
  ) {
    performTransition {
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.plain.condition)
      setValue(valid, for: keyPath, of: target, when: StylePreset.valid.condition)
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.disabled.condition)
    }
  }
}

/// The look of every item in the states one ``PinCodeControl/StylePreset`` matches.
///
/// ```swift
/// let invalid = PinCodeItemStyle(fillColor: .red, borderColor: .red, borderWidth: 2)
/// ```
public struct PinCodeItemStyle: Hashable, Sendable {
  /// The fill colour of an item.
  public var fillColor: PinColor
  /// The border colour of an item.
  public var borderColor: PinColor
  /// The border width, in points.
  public var borderWidth: CGFloat
  /// The fill of an item holding a character; `nil` means ``fillColor``.
  public var filledItemColor: PinColor?

  /// Creates a style; a `nil` `filledItemColor` means `fillColor`.
  public init(
    fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1, filledItemColor: PinColor? = nil
  ) {
    self.fillColor = fillColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.filledItemColor = filledItemColor
  }
}

extension PinCodeControl {
  /// What one item of a ``PinCodeControl`` shows and the colours resolved for the current state.
  ///
  /// The UIKit drawing and the terminal demo render from ``PinCodeControl/items``; in secure
  /// entry ``symbol`` is the mask.
  ///
  /// ```swift
  /// for item in pin.items {
  ///   print(item.symbol.map(String.init) ?? "_", item.fillColor)
  /// }
  /// ```
  public struct Item: Hashable, Sendable, CustomStringConvertible {
    /// The position of the item in the code's reading order, from 0.
    public var index: Int
    /// Whether a character is entered at this position.
    public var isFilled: Bool
    /// What the item shows: the entered character, the mask in secure entry, or `nil` when empty.
    public var symbol: Character?
    /// The fill colour: the filled-item colour for a filled item where one is set, else the state's.
    public var fillColor: PinColor
    /// The border colour for the current state.
    public var borderColor: PinColor
    /// The border width for the current state, in points.
    public var borderWidth: Double

    /// A readable form such as `[1] "•" fill rgba(…) border rgba(…) × 1.0`.
    public var description: String {
      let shown = symbol.map { "\"\($0)\"" } ?? "empty"
      return "[\(index)] \(shown) fill \(fillColor) border \(borderColor) × \(borderWidth)"
    }
  }

  /// One ``Item`` per position of the code, in reading order, for the current state.
  ///
  /// ```swift
  /// pin.insertText("12")
  /// print(pin.items.map(\.isFilled))
  /// // Prints "[true, true, false, false]"
  /// ```
  public var items: [Item] {
    let pinCode = pinCode
    return (0..<length).map { index in
      let filled = index < pinCode.count
      let symbol: Character? =
        filled ? (isSecureTextEntry ? maskCharacter : pinCode.character(at: index)) : nil
      return Item(
        index: index, isFilled: filled, symbol: symbol,
        fillColor: filled ? (currentFilledItemColor ?? currentFillColor) : currentFillColor,
        borderColor: currentBorderColor, borderWidth: Double(currentBorderWidth))
    }
  }

  /// The shape of an item of a ``PinCodeControl``.
  ///
  /// ```swift
  /// pin.itemShape = .roundedSquare(cornerRadius: 6)
  /// ```
  public enum ItemShape {
    /// A circle (an ellipse if the item is not square); the default.
    case circle
    /// A rectangle with rounded corners.
    case roundedSquare(cornerRadius: CGFloat)
    /// A line along the bottom edge; the character shows above it.
    case underline
    #if QUICKCONTROL_UIKIT
      /// A path of your own, in the coordinates of one item (origin at its top-left corner).
      case custom(UIBezierPath)
    #endif
  }
}

extension PinCodeControl.ItemShape {
  func isSame(as other: Self) -> Bool {
    switch (self, other) {
    case (.circle, .circle), (.underline, .underline): true
    case (.roundedSquare(let lhs), .roundedSquare(let rhs)): lhs == rhs
    #if QUICKCONTROL_UIKIT
      case (.custom(let lhs), .custom(let rhs)): lhs === rhs
    #endif
    default: false
    }
  }
}
