import Foundation
import QuickControl
import Testing

@testable import PinCodeControl

/// Every user-visible string comes from the module's resources (`Bundle.module`), in
/// English, Spanish, Simplified Chinese, Japanese and Russian.
@MainActor
@Suite("Localisation: every string in every shipped language, through Bundle.module")
struct LocalizationTests {
  nonisolated static let languages = ["en", "es", "zh-Hans", "ja", "ru"]

  /// Each language's strings, in `keys`' order: label, hint, complete, invalid,
  /// the two announcements, verifying and its announcement, then a check that could not be made
  /// and its announcement.
  static let expected: [String: [String]] = [
    "en": [
      "PIN code", "Double-tap to enter the code.", "complete", "invalid", "Code complete", "Invalid code",
      "verifying", "Verifying code", "not checked", "Couldn't check the code",
    ],
    "es": [
      "Código PIN", "Toca dos veces para introducir el código.", "completo", "no válido", "Código completo",
      "Código no válido", "verificando", "Verificando el código", "sin comprobar",
      "No se pudo comprobar el código",
    ],
    "zh-Hans": ["PIN 码", "轻点两下以输入代码。", "已完成", "无效", "代码已输入完成", "代码无效", "正在验证", "正在验证代码", "未验证", "无法验证代码"],
    "ja": [
      "PINコード", "ダブルタップしてコードを入力します。", "入力完了", "無効", "コードの入力が完了しました", "無効なコードです",
      "確認中", "コードを確認しています", "未確認", "コードを確認できませんでした",
    ],
    "ru": [
      "PIN-код", "Дважды коснитесь, чтобы ввести код.", "введён полностью", "неверный", "Код введён",
      "Неверный код", "проверка", "Проверка кода", "не проверен", "Не удалось проверить код",
    ],
  ]

  static let keys = [
    "label", "hint", "value.complete", "value.invalid", "announcement.complete", "announcement.invalid",
    "value.verifying", "announcement.verifying", "value.notChecked", "announcement.notChecked",
  ]

  @Test(arguments: languages)
  func everyStringResolves(language: String) throws {
    let bundle = try #require(
      PinStrings.bundle(forLanguage: language), "no \(language).lproj in Bundle.module")
    let strings = Self.keys.map { PinStrings.string($0, default: "MISSING", in: bundle) }
    #expect(strings == Self.expected[language])
  }

  @Test(arguments: [
    ("en", 1, "1 of 4 entered"), ("en", 2, "2 of 4 entered"),
    ("es", 1, "1 de 4 introducido"), ("es", 3, "3 de 4 introducidos"),
    ("zh-Hans", 2, "已输入 2 位，共 4 位"), ("ja", 2, "4文字中2文字入力済み"),
    ("ru", 1, "Введён 1 символ из 4"), ("ru", 3, "Введено 3 символа из 4"),
    ("ru", 0, "Введено 0 символов из 4"),
  ])
  func progressHasTheLanguagesPluralForms(language: String, entered: Int, expected: String) throws {
    let bundle = try #require(PinStrings.bundle(forLanguage: language))
    #expect(PinStrings.progress(entered: entered, of: 4, in: bundle) == expected)
  }

  @Test func russianTakesEachPluralForm() throws {
    let bundle = try #require(PinStrings.bundle(forLanguage: "ru"))
    let forms = [1, 2, 5, 11, 21, 22, 25].map { PinStrings.progress(entered: $0, of: 30, in: bundle) }
    #expect(
      forms == [
        "Введён 1 символ из 30", "Введено 2 символа из 30", "Введено 5 символов из 30",
        "Введено 11 символов из 30", "Введён 21 символ из 30", "Введено 22 символа из 30",
        "Введено 25 символов из 30",
      ])
  }

  @Test func theControlUsesTheDevelopmentLanguageWhenNoOtherIsPreferred() {
    let pin = PinCodeControl(length: 4, purpose: .oneTimeCode)
    #expect(pin.accessibilityLabel == "PIN code")
    #expect(pin.accessibilityValue == "0 of 4 entered")
  }
}
