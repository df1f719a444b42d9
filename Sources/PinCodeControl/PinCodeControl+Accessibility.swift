import Foundation
import QuickControl

#if QUICKCONTROL_UIKIT
  // @preconcurrency: the 17.4 SDK declares UIAccessibility.Notification.announcement as a
  // mutable global (UIAccessibilityAnnouncementNotification), which Swift 6 rejects.
  @preconcurrency import UIKit
#endif

// What VoiceOver says: the value ("2 of 4 entered") and the announcement when the user completes a
// code, in the user's language (`PinStrings`, from the module's resources).

extension PinCodeControl {
  /// The default accessibility value: "invalid", "verifying", "complete" or "2 of 4 entered", in the user's language.
  ///
  /// The value never contains the code itself. The strings come from the
  /// module's resources (English, Spanish, Simplified Chinese, Japanese,
  /// Russian; English otherwise), with the plural forms of the language.
  ///
  /// ```swift
  /// pin.insertText("12")
  /// print(PinCodeControl.defaultAccessibilityValue(pin))
  /// // Prints "2 of 4 entered"
  /// ```
  static func defaultAccessibilityValue(_ control: PinCodeControl) -> String {
    if control.isInvalid { return PinStrings.invalid }
    if control.isVerifying { return PinStrings.verifying }
    if control.isFilled { return PinStrings.complete }
    return PinStrings.progress(entered: control.pinCode.count, of: control.length)
  }

  /// Recomputes `accessibilityValue` with ``accessibilityValueFormatter``.
  func updateAccessibility() {
    accessibilityValue = accessibilityValueFormatter(self)
  }

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

  /// Posts `announcement` unless it is `nil`.
  func postAccessibilityAnnouncementIfAny(_ announcement: String?) {
    if let announcement { postAccessibilityAnnouncement(announcement) }
  }
}

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

#if canImport(Darwin)
  extension PinStrings {
    /// "2 of 4 entered", with the plural forms of the bundle's language (Foundation reads the `.stringsdict`).
    ///
    /// Foundation picks the plural form by the locale the string is formatted
    /// with, so it is formatted in the language the string was found in (for the
    /// module's bundle, its localisation chosen for the user), not the region's.
    static func progress(entered count: Int, of length: Int, in bundle: Bundle = .module) -> String {
      let format = bundle.localizedString(
        forKey: progressKey, value: "%1$lld of %2$lld entered", table: pluralTable)
      let url = bundle.bundleURL
      let language =
        url.pathExtension == "lproj"
        ? url.deletingPathExtension().lastPathComponent : bundle.preferredLocalizations.first ?? "en"
      return String(format: format, locale: Locale(identifier: language), count, length)
    }
  }
#else
  extension PinStrings {
    /// "2 of 4 entered", with the plural forms of the bundle's language.
    ///
    /// swift-corelibs-foundation has no plural support: `localizedString(forKey:value:table:)`
    /// crashes on a table from a `.stringsdict`, and formatting ignores plural rules. So
    /// here the table is read as a property list, and the form is chosen by
    /// ``pluralCategory(of:language:)``; the first argument selects it, as the table's
    /// `%#@…@` variable says.
    @MainActor
    static func progress(entered count: Int, of length: Int, in bundle: Bundle = .module) -> String {
      let english = String(format: "%lld of %lld entered", count, length)
      guard let url = bundle.url(forResource: pluralTable, withExtension: "stringsdict"),
        let entry = pluralEntry(progressKey, at: url),
        var format = entry["NSStringLocalizedFormatKey"] as? String
      else { return english }
      let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      let category = pluralCategory(of: count, language: language)
      for (name, value) in entry {
        guard let rule = value as? [String: Any],
          let form = rule[category] as? String ?? rule["other"] as? String
        else { continue }
        format = format.replacingOccurrences(of: "%#@\(name)@", with: form)
      }
      return String(format: format, count, length)
    }

    /// The tables read so far, by file: the accessibility value is formatted on every edit.
    @MainActor private static var pluralTables: [URL: [String: Any]] = [:]

    /// The entry for `key` of the `.stringsdict` at `url`, read once.
    @MainActor
    private static func pluralEntry(_ key: String, at url: URL) -> [String: Any]? {
      if pluralTables[url] == nil {
        let table = (try? Data(contentsOf: url)).flatMap {
          try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }
        pluralTables[url] = table ?? [:]
      }
      return pluralTables[url]?[key] as? [String: Any]
    }

    /// The CLDR plural category of the integer `n` in `language`, for the languages the package ships.
    ///
    /// Chinese and Japanese have one form ("other"); Russian "one" (1, 21, 31…),
    /// "few" (2–4, 22–24…) and "many" (0, 5–20, 25…); English, Spanish and any
    /// other language "one" for 1 and "other" otherwise.
    static func pluralCategory(of n: Int, language: String) -> String {
      switch language.prefix(2) {
      case "ja", "zh":
        return "other"
      case "ru":
        let (lastDigit, lastTwo) = (n % 10, n % 100)
        if lastDigit == 1 && lastTwo != 11 { return "one" }
        if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return "few" }
        return "many"
      default:
        return n == 1 ? "one" : "other"
      }
    }
  }
#endif

#if QUICKCONTROL_UIKIT
  extension PinCodeControl {
    /// Asks VoiceOver to speak `announcement` (without VoiceOver running, nothing happens).
    ///
    /// Headless, the base records it in `accessibilityAnnouncements` instead.
    func postAccessibilityAnnouncement(_ announcement: String) {
      UIAccessibility.post(notification: .announcement, argument: announcement)
    }
  }
#endif
