/// The title of the Return key of a letter keyboard (`UIReturnKeyType`); Return ends editing.
///
/// The number pad of a digit code has none: see ``PinCodeControl/showsDoneButtonOnNumberPad``.
///
/// ```swift
/// let code = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: .alphanumeric)
/// code.returnKey = .go
/// ```
public enum PinReturnKey: String, Hashable, Sendable, CaseIterable {
  /// "done": the default; the code is entered.
  case done
  /// "go": entering the code submits it.
  case go
  /// "next": another field follows.
  case next
  /// "continue".
  case `continue`
  /// "send".
  case send
  /// "join".
  case join
}
