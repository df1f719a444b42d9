import Foundation

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
