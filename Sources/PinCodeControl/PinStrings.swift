import Foundation

/// The user-visible strings of ``PinCodeControl``, from the module's resources.
///
/// `Resources/<language>.lproj/Localizable.strings` holds the plain strings and
/// `Plurals.stringsdict` the one with a number, in English (the development
/// language), Spanish, Simplified Chinese, Japanese and Russian. The lookup
/// follows the user's preferred languages among these, as any bundle's; a
/// language the package lacks falls back to English. An app overrides each
/// string where the control uses it: `accessibilityLabel`, `accessibilityHint`,
/// ``PinCodeControl/accessibilityValueFormatter`` and
/// ``PinCodeControl/completionAnnouncementFormatter``.
enum PinStrings {
  /// The table of plain strings.
  static let table = "Localizable"
  /// The table of strings with plural forms (a `.stringsdict`).
  static let pluralTable = "Plurals"
  /// The key of "2 of 4 entered": arguments the entered count, then the length.
  static let progressKey = "value.progress"

  /// The control's accessibility label: "PIN code".
  static var label: String { string("label", default: "PIN code") }
  /// The control's accessibility hint: "Double-tap to enter the code."
  static var hint: String { string("hint", default: "Double-tap to enter the code.") }
  /// The accessibility value of a complete, valid code: "complete".
  static var complete: String { string("value.complete", default: "complete") }
  /// The accessibility value of a complete, invalid code: "invalid".
  static var invalid: String { string("value.invalid", default: "invalid") }
  /// The accessibility value while the verifier checks the code: "verifying".
  static var verifying: String { string("value.verifying", default: "verifying") }
  /// The announcement when the user completes a code the verifier then checks: "Verifying code".
  static var verifyingAnnouncement: String {
    string("announcement.verifying", default: "Verifying code")
  }
  /// The announcement when the user completes a valid code: "Code complete".
  static var completeAnnouncement: String {
    string("announcement.complete", default: "Code complete")
  }
  /// The announcement when the user completes an invalid code: "Invalid code".
  static var invalidAnnouncement: String {
    string("announcement.invalid", default: "Invalid code")
  }

  /// The string for `key` in `bundle` (by default the module's, in the user's language),
  /// or `english` if the bundle has none.
  static func string(_ key: String, default english: String, in bundle: Bundle = .module) -> String {
    bundle.localizedString(forKey: key, value: english, table: table)
  }

  /// The module's resources for one language (`"es"`, `"zh-Hans"`, ...), or `nil` if it has none.
  ///
  /// Its strings are that language's whatever the user's preferences, for tests and previews.
  /// (SwiftPM lowercases the folder names it copies, `zh-hans.lproj`, on Linux.)
  static func bundle(forLanguage language: String) -> Bundle? {
    let path =
      Bundle.module.path(forResource: language, ofType: "lproj")
      ?? Bundle.module.path(forResource: language.lowercased(), ofType: "lproj")
    return path.flatMap(Bundle.init(path:))
  }
}
