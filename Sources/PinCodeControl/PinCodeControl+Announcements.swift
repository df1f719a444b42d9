import QuickControl

extension PinCodeControl {
  /// The default completion announcement: "Code complete" or "Invalid code", in the user's language.
  ///
  /// ```swift
  /// print(PinCodeControl.defaultCompletionAnnouncement(pin, isValid: false))
  /// // Prints "Optional("Invalid code")"
  /// ```
  static func defaultCompletionAnnouncement(_ control: PinCodeControl, isValid: Bool) -> String? {
    isValid ? PinStrings.completeAnnouncement : PinStrings.invalidAnnouncement
  }

  /// The user completed a code: after the edit's events, plays the invalid-entry
  /// feedback if the validator rejected it, and posts the announcement
  /// ("Verifying code" while the verifier checks it).
  ///
  /// The announcement is worded now, from this edit's result: a handler of the
  /// edit's events that clears a wrong code must not silence it.
  func userDidCompleteCode(invalid: Bool) {
    let announcement =
      isVerifying ? PinStrings.verifyingAnnouncement : completionAnnouncementFormatter(self, !invalid)
    deliver { control in
      if invalid { control.userDidEnterInvalidCode() }
      if let announcement { control.postAccessibilityAnnouncement(announcement) }
    }
  }
}
