/// The title of the Return key of a letter keyboard (`UIReturnKeyType`), for a
/// ``PinCodeControl`` whose alphabet is not digits only.
///
/// The number pad of a digit code has no Return key: see
/// ``PinCodeControl/showsDoneButtonOnNumberPad``. Return always ends editing.
///
/// ```swift
/// let code = PinCodeControl(length: 6, alphabet: .alphanumeric)
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
