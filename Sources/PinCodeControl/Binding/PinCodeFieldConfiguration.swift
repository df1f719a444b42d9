import Foundation
import QuickControl

/// Whether a PIN code is complete and, if so, whether its validator accepts it.
///
/// What a screen reads from a `PinCodeField` (through its `validity` binding)
/// to enable a button or show a message only once the code is complete.
///
/// ```swift
/// let validity = PinCodeValidity(isComplete: true, isValid: false)
/// print(validity, validity.isValid)
/// // Prints "invalid false"
/// ```
public enum PinCodeValidity: Hashable, Sendable {
  /// Not every character is entered yet.
  case incomplete
  /// The code is complete and the validator accepts it.
  case valid
  /// The code is complete and the validator rejects it.
  case invalid

  /// The validity of a code that is (or is not) complete and (or is not) accepted.
  ///
  /// - Parameters:
  ///   - isComplete: Whether every character is entered.
  ///   - isValid: Whether the validator accepts the code; ignored while incomplete.
  public init(isComplete: Bool, isValid: Bool) {
    self = isComplete ? (isValid ? .valid : .invalid) : .incomplete
  }

  /// Whether the code is complete and valid.
  public var isValid: Bool { self == .valid }
}

/// One of the style presets of ``PinCodeControl/States``, as a value a configuration can key on.
///
/// ```swift
/// var appearance = PinCodeFieldAppearance()
/// appearance.styles[.valid] = PinCodeItemStyle(fillColor: .green, borderColor: .green)
/// ```
public enum PinCodeStylePreset: Hashable, Sendable, CaseIterable {
  /// ``PinCodeControl/States/plain``: every state.
  case plain
  /// ``PinCodeControl/States/highlighted``: while editing.
  case highlighted
  /// ``PinCodeControl/States/valid``: a complete, valid code.
  case valid
  /// ``PinCodeControl/States/invalid``: a complete, invalid code.
  case invalid
  /// ``PinCodeControl/States/disabled``: a disabled control.
  case disabled

  /// The descriptor of ``PinCodeControl/States`` this preset stands for.
  public var descriptor: QUICStateDescriptor {
    switch self {
    case .plain: PinCodeControl.States.plain
    case .highlighted: PinCodeControl.States.highlighted
    case .valid: PinCodeControl.States.valid
    case .invalid: PinCodeControl.States.invalid
    case .disabled: PinCodeControl.States.disabled
    }
  }
}

/// The look of every item in the states one ``PinCodeStylePreset`` matches.
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

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - fillColor: The fill colour of an item.
  ///   - borderColor: The border colour of an item.
  ///   - borderWidth: The border width, in points; 1 by default.
  ///   - filledItemColor: The fill of an item holding a character; `nil` (the default) means `fillColor`.
  public init(
    fillColor: PinColor, borderColor: PinColor, borderWidth: CGFloat = 1, filledItemColor: PinColor? = nil
  ) {
    self.fillColor = fillColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.filledItemColor = filledItemColor
  }
}

/// Everything about a PIN field's look that a SwiftUI screen declares: secure
/// entry, item shape, size and spacing, the symbol colour and per-preset styles.
///
/// ``PinCodeBindingSync/update(length:alphabet:appearance:validator:isEnabled:)``
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

/// What a custom item of a `PinCodeField` is drawn from, besides the item itself.
///
/// ```swift
/// let status = PinCodeFieldStatus(pin)
/// print(status.validity, status.cursorIndex as Any)
/// ```
public struct PinCodeFieldStatus: Hashable, Sendable {
  /// One description per item, with the colours resolved for the current state.
  public var items: [PinCodeControl.Item]
  /// The number of characters of a complete code.
  public var length: Int
  /// How many characters are entered.
  public var enteredCount: Int
  /// Whether the code is complete and valid.
  public var validity: PinCodeValidity
  /// Whether the field is editing (has the keyboard).
  public var isEditing: Bool
  /// Whether the field is enabled.
  public var isEnabled: Bool
  /// Whether the items show a mask instead of the characters.
  public var isSecureTextEntry: Bool

  /// The status of `control` now.
  @MainActor
  public init(_ control: PinCodeControl) {
    items = control.items
    length = control.length
    enteredCount = control.pinCode.count
    validity = PinCodeValidity(isComplete: control.isFilled, isValid: control.isValid)
    isEditing = control.isEditing
    isEnabled = control.isEnabled
    isSecureTextEntry = control.isSecureTextEntry
  }

  /// The item the next character goes to while editing; `nil` when not editing or complete.
  ///
  /// Custom items draw a caret or a highlight there.
  public var cursorIndex: Int? {
    isEditing && enteredCount < length ? enteredCount : nil
  }
}
