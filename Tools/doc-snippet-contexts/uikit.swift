// The default context: a fragment is the body of an `async throws` method of a
// control (`DocHost`, a `QUIckControl`), so it can call the control's own API
// (`register(Self.filled, while: \.isFilled)`, `setValues(for: \.alpha) { … }`),
// use `Self.valid` and the like, `await` and `try`, and the names below, which
// are the ones the documentation uses for the app's own objects.
import PinCodeControl
import PlaceholderTextView
import QuickControl
import UIKit

/// Getting started's field.
final class CodeField: QUIckControl {
  static let filled = declareState("filled")
  static let valid = declareState("valid")
  var code = "" { didSet { applyCurrentState() } }
  var isFilled: Bool { code.count == 4 }
  override func setUp() {
    register(Self.filled, while: \.isFilled)
    register(Self.valid) { $0.isFilled && $0.code != "0000" }
  }
}

/// "State conditions and priorities"'s card.
class PlanCard: QUIckControl {
  static let recommended = declareState("recommended")
  let badge = UILabel()
}

/// The forms of the Forms article.
final class PasswordField: QUIckControl {
  static let strong = declareState("strong")
}
final class Field: QUIckControl {
  static let invalid = declareState("invalid")
}
final class FormView: QUIckControl {
  static let keyboardUp = declareState("keyboardUp")
}
final class FormControl: QUIckControl {
  static let keyboardUp = declareState("keyboardUp")
  var strength = Strength.tooShort
}

enum Strength: CaseIterable {
  case tooShort, weak, strong
  var localizedDescription: String { "\(self)" }
  var color: UIColor { self == .strong ? .systemGreen : self == .weak ? .systemOrange : .systemRed }
}

/// A view controller whose members fragments can be (view-controller-member.swift).
class DocViewController: UIViewController {}

/// The control whose method a fragment is: the states and properties the
/// documentation's controls have.
class DocHost: QUIckControl {
  static let filled = declareState("filled")
  static let valid = declareState("valid")
  static let invalid = declareState("invalid")
  static let strong = declareState("strong")
  static let confirmed = declareState("confirmed")
  static let recommended = declareState("recommended")
  static let checked = declareState("checked")
  static let unavailable = declareState("unavailable")

  var code = ""
  let length = 4
  var isCodeAccepted = true
  var isFilled = false
  var isChecked = false
  var isValid = false
  var canSubmit = false
  var strength = Strength.tooShort
  let mark = UILabel()
  let priceLabel = UILabel()
  var formattedPrice = "$9"
  var spokenName = "Pro plan"
}

/// A test's clock, advanced by hand (the test suite's `ManualClock`; a stub here).
struct ManualClock: Clock {
  var now: ContinuousClock.Instant { .now }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
  func advance(by duration: Duration) async {}
}
let manualClock = ManualClock()

protocol AccountAPI: Sendable {
  func verify(_ code: String) async throws -> Bool
}
struct DocAPI: AccountAPI {
  func verify(_ code: String) async throws -> Bool { code == "123456" }
}
let api: any AccountAPI = DocAPI()

@MainActor var control = CodeField()
@MainActor var field = CodeField()
@MainActor var card = PlanCard()
@MainActor var password = PasswordField()
@MainActor var form = FormControl()
@MainActor var pin = PinCodeControl(length: 4, purpose: .newPIN)
@MainActor var otp = PinCodeControl(length: 6, purpose: .oneTimeCode)
@MainActor var oldPin = PinCodeControl(length: 4, purpose: .existingPIN)
@MainActor var newPin = PinCodeControl(length: 4, purpose: .newPIN)
@MainActor var repeatPin = PinCodeControl(length: 4, purpose: .newPIN)
@MainActor var notes = PlaceholderTextView(frame: .zero, textContainer: nil)
@MainActor var comment = PlaceholderTextView(frame: .zero, textContainer: nil)
@MainActor var textView = PlaceholderTextView(frame: .zero, textContainer: nil)
@MainActor var notesView = UITextView()
@MainActor var searchField = UITextField()
@MainActor var rotation: PlaceholderRotation<PlaceholderTextView>?
@MainActor var searchRotation: PlaceholderRotation<TextFieldPlaceholderHost>?
@MainActor var label = UILabel()
@MainActor var hint = UILabel()
@MainActor var hintLabel = UILabel()
@MainActor var counter = UILabel()
@MainActor var badge = UIView()
@MainActor var footer = UIView()
@MainActor var view = UIView()
@MainActor var button = UIButton()
@MainActor var applyButton = UIButton()
@MainActor var submitButton = UIButton()
@MainActor var sendButton = UIButton()
@MainActor var spinner = UIActivityIndicatorView(style: .medium)
@MainActor var tableView = UITableView()
@MainActor var headerHeight = NSLayoutConstraint()
@MainActor var keyboardInsets = KeyboardInsetKeeper(scrollView: UITextView())
@MainActor var validity = PinCodeValidity.incomplete
@MainActor var attempts = 0
@MainActor var attemptsLeft = 3
@MainActor var showsHintWhileEditing = true

/// README's Submit button, which other examples call as the app's submit
/// function: `submit()`, `submit(pin.code)`.
final class SubmitButton: UIButton {
  func callAsFunction() {}
  func callAsFunction(_ code: String) {}
}
@MainActor var submit = SubmitButton()
@MainActor func save() {}
@MainActor func save(_ code: String) {}
@MainActor func verify(_ code: String) {}
@MainActor func showNextScreen() {}
@MainActor func announceStrongPassword() {}

// MARK: - Each fragment
private final class Fragment: DocHost {
  func fragment() async throws {
    /*FRAGMENT*/
  }
}
