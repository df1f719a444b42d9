import Foundation

#if QUICKCONTROL_UIKIT
  import UIKit
#else
  import QuickControl
#endif

/// What sends and checks the codes: `check` answers `true` for the right code, `false` for a
/// wrong one, and throws when the server cannot be reached.
@MainActor
protocol OneTimeCodeService: AnyObject {
  /// Asks for a new code by text message.
  func sendCode()
  func check(_ code: String) async throws -> Bool
}

/// A service for the demo: the code is 123456, answered after a second.
@MainActor
final class DemoOneTimeCodeService: OneTimeCodeService {
  func sendCode() {}
  func check(_ code: String) async throws -> Bool {
    try await Task.sleep(for: .seconds(1))
    return code == "123456"
  }
}

/// The screen's rules, shared by both versions.
enum OneTimeCodeRules {
  /// The digits of a code.
  static let length = 6
  /// How long "Resend code" waits after each send.
  static let resendWait = Duration.seconds(30)
  /// Wrong codes before the lock.
  static let attempts = 3
  /// How long the screen stays locked.
  static let lock = Duration.seconds(300)
  /// Wrong codes before "Use another method" shows.
  static let wrongBeforeOtherMethod = 2
}

/// The words both versions show.
enum OneTimeCodeText {
  static let resendCode = NSLocalizedString("Resend code", comment: "The resend button")
  static let networkError = NSLocalizedString("Could not reach the server", comment: "A failed check")

  /// "Resend in 0:27".
  static func resend(in time: Duration) -> String {
    String(format: NSLocalizedString("Resend in %@", comment: "The resend button, waiting"), minutes(time))
  }

  /// "Wrong code, 2 attempts left".
  static func wrongCode(attemptsLeft: Int) -> String {
    String(
      format: NSLocalizedString("Wrong code, %d attempts left", comment: "A wrong code"), attemptsLeft)
  }

  /// "Too many attempts, try again in 4:59".
  static func locked(for time: Duration) -> String {
    String(
      format: NSLocalizedString("Too many attempts, try again in %@", comment: "The lock"), minutes(time))
  }

  /// A time as minutes and seconds, rounded up to the second ("4:59").
  static func minutes(_ time: Duration) -> String {
    let (seconds, attoseconds) = time.components
    let total = Int(seconds) + (attoseconds > 0 ? 1 : 0)
    return String(format: "%d:%02d", total / 60, total % 60)
  }
}

/// The one-time-code screen's views, shared by both versions.
///
/// `HandWritten.swift` and `WithQuickControl.swift` differ only in how they keep the looks up to
/// date with what the user does, what the server answers and the time: what the yardstick
/// compares.
@MainActor
final class OneTimeCodeViews {
  /// The code's digits, typed or filled in from the text message.
  let code = UITextField()
  let spinner = UIActivityIndicatorView(style: .medium)
  /// A wrong code, the lock or a network error, in red.
  let message = UILabel()
  /// Shown with a network error: checks the same code again.
  let retry = UIButton(type: .system)
  let resend = UIButton(type: .system)
  /// Shown after two wrong codes: another way to sign in (the app's).
  let otherMethod = UIButton(type: .system)

  init() {}

  var codeText: String { code.text ?? "" }

  /// Whether all the code's digits are entered.
  var codeIsComplete: Bool { codeText.count == OneTimeCodeRules.length }

  /// The colour of the code's border: red while a wrong code shows.
  static func borderColor(showingError: Bool) -> UIColor { showingError ? .systemRed : .systemGray }

  /// Sets the views' constant looks and words, and lays them out in `container`.
  func install(in container: UIView) {
    code.layer.borderWidth = 1
    message.textColor = .systemRed
    resend.title = OneTimeCodeText.resendCode
    retry.setTitle(NSLocalizedString("Retry", comment: "Checks the code again"), for: .normal)
    otherMethod.setTitle(NSLocalizedString("Use another method", comment: "Leaves the code"), for: .normal)
    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    #if QUICKCONTROL_UIKIT
      code.keyboardType = .numberPad
      code.textContentType = .oneTimeCode
      // Where they go is the app's (Auto Layout, a stack view): the same in both versions.
      for view in [code, spinner, message, retry, resend, otherMethod] {
        container.addSubview(view)
      }
    #endif
  }
}

extension UIButton {
  /// The title in the normal state, as a property both versions can set.
  var title: String? {
    get { title(for: .normal) }
    set { setTitle(newValue, for: .normal) }
  }
}

#if !QUICKCONTROL_UIKIT
  // Linux has no UIKit: the test double (re-exported by QuickControl) has the controls; a screen
  // is a control there, as the test double has no `UIView` of its own.
  typealias UIView = UIControl

  // `HandWritten.swift` imports no QuickControl: the test double's names it spells.
  typealias UIControl = HeadlessUIKit.UIControl
  typealias UIColor = HeadlessUIKit.UIColor
  typealias CGColor = HeadlessUIKit.CGColor
  typealias UITraitCollection = HeadlessUIKit.UITraitCollection
  typealias UIAction = HeadlessUIKit.UIAction
#endif
