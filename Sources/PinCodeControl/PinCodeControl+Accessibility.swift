import Foundation
import QuickControl

// What VoiceOver says: the value, and the announcement when the user completes a code.

extension PinCodeControl {
  /// The default accessibility value: "invalid", "verifying", "not checked", "complete" or
  /// "2 of 4 entered", localised.
  static func defaultAccessibilityValue(_ control: PinCodeControl) -> String {
    if control.isInvalid { return PinStrings.invalid }
    if control.isVerifying { return PinStrings.verifying }
    if control.isVerificationFailed { return PinStrings.notChecked }
    if control.isFilled { return PinStrings.complete }
    return PinStrings.progress(entered: control.pinCode.count, of: control.length)
  }

  func updateAccessibility() {
    accessibilityValue = accessibilityValueFormatter(self)
  }

  /// The default completion announcement: "Code complete" or "Invalid code", localised.
  static func defaultCompletionAnnouncement(_ control: PinCodeControl, isValid: Bool) -> String? {
    isValid ? PinStrings.completeAnnouncement : PinStrings.invalidAnnouncement
  }

  /// Plays the invalid-entry feedback and posts the announcement after the edit's events.
  ///
  /// Worded now: a handler that clears a wrong code must not silence it.
  func userDidCompleteCode(invalid: Bool) {
    let announcement =
      isVerifying ? PinStrings.verifyingAnnouncement : completionAnnouncementFormatter(self, !invalid)
    deliver { control in
      if invalid {
        control.userDidEnterInvalidCode()
      } else if control.isRejected {
        return  // a handler of the edit's events turned the code down: it said "Invalid code"
      }
      if let announcement { control.postAccessibilityAnnouncement(announcement) }
    }
  }

  func postAccessibilityAnnouncementIfAny(_ announcement: String?) {
    if let announcement { postAccessibilityAnnouncement(announcement) }
  }
}

/// The user-visible strings of ``PinCodeControl``, from the module's resources
/// (`Localizable.strings`, `Plurals.stringsdict`); English where a language is missing.
enum PinStrings {
  static let table = "Localizable"
  static let pluralTable = "Plurals"
  /// Arguments: the entered count, then the length.
  static let progressKey = "value.progress"

  static var label: String { string("label", default: "PIN code") }
  static var hint: String { string("hint", default: "Double-tap to enter the code.") }
  static var complete: String { string("value.complete", default: "complete") }
  static var invalid: String { string("value.invalid", default: "invalid") }
  static var verifying: String { string("value.verifying", default: "verifying") }
  static var notChecked: String { string("value.notChecked", default: "not checked") }
  static var verifyingAnnouncement: String {
    string("announcement.verifying", default: "Verifying code")
  }
  static var completeAnnouncement: String {
    string("announcement.complete", default: "Code complete")
  }
  static var invalidAnnouncement: String {
    string("announcement.invalid", default: "Invalid code")
  }
  static var notCheckedAnnouncement: String {
    string("announcement.notChecked", default: "Couldn't check the code")
  }

  /// The string for `key` in `bundle`, or `english` if the bundle has none.
  static func string(_ key: String, default english: String, in bundle: Bundle = .module) -> String {
    bundle.localizedString(forKey: key, value: english, table: table)
  }

  /// The module's resources for one language (`"es"`), whatever the user's preferences, for tests.
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
    /// "2 of 4 entered", in the plural form of the language the string was found in (not the region's).
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
    /// swift-corelibs-foundation has no plural support (a `.stringsdict` table crashes
    /// `localizedString`), so the table is read as a property list here.
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

    /// Cached: the accessibility value is formatted on every edit.
    @MainActor private static var pluralTables: [URL: [String: Any]] = [:]

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

    /// The CLDR plural category of `n` in `language`, for the languages the package ships.
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
