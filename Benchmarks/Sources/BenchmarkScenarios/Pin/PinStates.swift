import QuickControl

/// The five registered state bits of the PIN scenario, in the application range.
public enum PinStates {
  /// The state bit of `isEditing`.
  public static let editing = ControlState(rawValue: 1 << 16)
  /// The state bit of `isFilled`.
  public static let filled = ControlState(rawValue: 1 << 17)
  /// The state bit of `isValid`.
  public static let valid = ControlState(rawValue: 1 << 18)
  /// The state bit of `isInvalid`.
  public static let invalid = ControlState(rawValue: 1 << 19)
  /// The state bit of `isDark`.
  public static let dark = ControlState(rawValue: 1 << 20)
  /// The five registered state bits.
  public static let all: [ControlState] = [editing, filled, valid, invalid, dark]
}
