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
  package var length: Int
  /// How many characters are entered.
  package var enteredCount: Int
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
  package init(_ control: PinCodeControl) {
    items = control.items
    length = control.length
    enteredCount = control.pinCode.count
    validity = PinCodeValidity(control)
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
