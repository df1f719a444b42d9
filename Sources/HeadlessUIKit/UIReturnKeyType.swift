/// The title of the Return key of a letter keyboard, standing in for `UIReturnKeyType` where UIKit is
/// unavailable; Return ends editing.
///
/// The number pad of a digit code has none.
///
/// <!-- snippet: context headless -->
/// ```swift
/// let code = PinCodeControl(length: 6, purpose: .oneTimeCode, alphabet: .alphanumeric)
/// code.returnKey = .go
/// ```
public enum UIReturnKeyType: String, Hashable, Sendable, CaseIterable {
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
