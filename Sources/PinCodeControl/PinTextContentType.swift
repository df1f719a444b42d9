/// What iOS may offer to fill a ``PinCodeControl`` with: a code that just
/// arrived by Messages or Mail, or nothing.
///
/// iOS decides which AutoFill features a text field gets from its
/// `textContentType`, and, where none is set, from heuristics; Apple's AutoFill
/// documentation says these heuristics take secure fields for password fields.
/// A secure field with no content type can therefore get the Passwords key, a
/// strong-password suggestion and a "save password" prompt: on a change-PIN
/// form, iOS offers to store the new PIN as the site's password. Neither case
/// here lets that happen:
///
/// - ``oneTimeCode``: the field says it takes a one-time code, so the keyboard
///   offers a code received by SMS or Mail. Not a password type: no Passwords
///   key, no save prompt. The default.
/// - ``none``: for a PIN the user knows. The field gets no content type while it
///   shows what is typed; while ``PinCodeControl/isSecureTextEntry`` is on it
///   still says one-time code, the one content type that is not a password type
///   and that a secure code field can carry, so the password heuristics never
///   apply. iOS may then still show a code that arrived by SMS a moment ago in
///   the suggestion bar; typing ignores it.
///
/// What iOS shows is decided on the device: the choice above is the one that is
/// safe whichever way the heuristics go, and a device is the only place to see
/// the suggestion bar itself.
///
/// ```swift
/// newPin.isSecureTextEntry = true
/// newPin.textContentType = .none   // a PIN the user chooses: no SMS code offered while visible
/// ```
public enum PinTextContentType: String, Hashable, Sendable, CaseIterable {
  /// A one-time code: the keyboard offers a code received by SMS or Mail.
  case oneTimeCode
  /// No AutoFill, and never the password features (see the type's discussion).
  case none

  /// Whether the input field says "one-time code" to iOS, for a field that is
  /// secure (`isSecure`) or not; otherwise it has no content type.
  ///
  /// A secure field always says one-time code, so that iOS never takes it for
  /// a password field.
  ///
  /// ```swift
  /// print(PinTextContentType.none.fieldIsOneTimeCode(isSecure: true))
  /// // Prints "true"
  /// ```
  package func fieldIsOneTimeCode(isSecure: Bool) -> Bool {
    switch self {
    case .oneTimeCode: true
    case .none: isSecure
    }
  }
}
