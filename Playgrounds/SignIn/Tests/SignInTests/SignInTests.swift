import QuickControl
import TestSupport
import Testing

@testable import SignIn

/// A sign-in screen, whichever way it is written: its views and its reset.
@MainActor
private protocol SignInScreen: UIControl {
  var views: SignInViews { get }
  func reset()
}

extension SignInFormWithQuickControl: SignInScreen {}
extension HandWrittenSignInForm: SignInScreen {}

/// A service whose calls wait until the test answers them, oldest first.
@MainActor
private final class ScriptedService: SignInService {
  private var waiting: [CheckedContinuation<Bool, any Error>] = []
  private(set) var calls = 0
  /// The calls the test started (taps delivered) and the answers not yet returned to the form.
  var expectedCalls = 0
  private var answersOnTheirWay = 0

  var hasWaitingCall: Bool { !waiting.isEmpty }
  /// Whether every call the test started has begun and every answer reached its form.
  var isQuiet: Bool { calls == expectedCalls && answersOnTheirWay == 0 }

  func signIn(email: String, password: String) async throws -> Bool {
    calls += 1
    defer { answersOnTheirWay -= 1 }
    return try await withCheckedThrowingContinuation { waiting.append($0) }
  }

  /// Answers the oldest waiting call (a late one, if it was cancelled meanwhile).
  func answer(_ result: Result<Bool, any Error>) {
    answersOnTheirWay += 1
    waiting.removeFirst().resume(with: result)
  }
}

private struct Offline: Error {}

/// What the user does, as UIKit delivers it.
extension SignInViews {
  func type(_ text: String, into field: UITextField) {
    field.sendActions(for: .editingDidBegin)
    field.text = text
    field.sendActions(for: .editingChanged)
  }

  func leave(_ field: UITextField) { field.sendActions(for: .editingDidEnd) }

  /// A tap, delivered only to a control that UIKit would let the user tap; `true` if delivered.
  @discardableResult
  func tap(_ control: UIControl) -> Bool {
    guard control.isEnabled, !control.isHidden else { return false }
    control.sendActions(for: .primaryActionTriggered)
    return true
  }

  /// Types an e-mail and a password and taps Sign in.
  func signIn(email: String, password: String) {
    type(email, into: self.email)
    type(password, into: self.password)
    tap(submit)
  }

  func toggleShowPassword() {
    guard showPassword.isEnabled else { return }
    showPassword.isOn.toggle()
    showPassword.sendActions(for: .valueChanged)
  }
}

/// Everything a user sees of a sign-in form.
private struct Shown: Equatable, CustomStringConvertible {
  var fields: [String?]
  var secure: Bool
  var borders: [String?]
  var errorsShown: [Bool]
  var enabled: [Bool]
  var submitEnabled: Bool
  var submitTitle: String?
  var spinnerShown: Bool
  var message: String?
  var retryShown: Bool

  @MainActor init(_ views: SignInViews) {
    fields = [views.email.text, views.password.text]
    secure = views.password.isSecureTextEntry
    borders = [views.email.layer.borderColor?.name, views.password.layer.borderColor?.name]
    errorsShown = [!views.emailError.isHidden, !views.passwordError.isHidden]
    enabled = [views.email.isEnabled, views.password.isEnabled, views.showPassword.isEnabled]
    (submitEnabled, submitTitle) = (views.submit.isEnabled, views.submit.title)
    spinnerShown = !views.spinner.isHidden
    message = views.message.isHidden ? nil : views.message.text
    retryShown = !views.retry.isHidden
  }

  var description: String {
    "fields \(fields), secure \(secure), borders \(borders), errors \(errorsShown), enabled \(enabled), "
      + "submit \(submitEnabled) \(submitTitle ?? "nil"), spinner \(spinnerShown), "
      + "message \(message ?? "none"), retry \(retryShown)"
  }
}

@MainActor
@Suite("The sign-in yardstick: both versions show the same")
struct SignInTests {
  private func bothForms() -> [(form: any SignInScreen, service: ScriptedService)] {
    let forms: [any SignInScreen] = [
      SignInFormWithQuickControl(frame: .zero), HandWrittenSignInForm(frame: .zero),
    ]
    return forms.map { form in
      let service = ScriptedService()
      form.views.service = service
      return (form, service)
    }
  }

  @Test func anEmailErrorShowsOnceTheFieldWasLeft() {
    for (form, _) in bothForms() {
      let views = form.views
      views.type("ada", into: views.email)
      #expect(views.emailError.isHidden, "\(type(of: form)): still typing")
      views.leave(views.email)
      #expect(!views.emailError.isHidden, "\(type(of: form)): left")
      #expect(views.email.layer.borderColor?.name == "systemRed")
      views.type("ada@example.org", into: views.email)
      #expect(views.emailError.isHidden, "\(type(of: form)): fixed")
    }
  }

  @Test func signingInDisablesTheFormAndAWrongPasswordIsKeptUntilAnEdit() async {
    for (form, service) in bothForms() {
      let views = form.views
      views.signIn(email: "ada@example.org", password: "wrong")
      #expect(!views.submit.isEnabled && !views.email.isEnabled && !views.spinner.isHidden)
      #expect(views.submit.title == "Signing in…")
      #expect(await settle { service.hasWaitingCall })
      service.answer(.success(false))
      #expect(await settle { views.message.text == "Wrong e-mail or password" && !views.message.isHidden })
      #expect(views.submit.title == "Sign in" && views.spinner.isHidden && views.email.isEnabled)
      views.leave(views.password)
      #expect(!views.message.isHidden, "\(type(of: form)): leaving is not editing")
      views.type("secret", into: views.password)
      #expect(views.message.isHidden, "\(type(of: form)): edited")
    }
  }

  @Test func aNetworkErrorOffersRetry() async {
    for (form, service) in bothForms() {
      let views = form.views
      views.signIn(email: "ada@example.org", password: "secret")
      #expect(await settle { service.hasWaitingCall })
      service.answer(.failure(Offline()))
      #expect(await settle { !views.retry.isHidden })
      #expect(views.message.text == "Could not reach the server")
      views.tap(views.retry)
      #expect(views.retry.isHidden && !views.spinner.isHidden && service.calls == 1)
      #expect(await settle { service.calls == 2 })
      service.answer(.success(true))
      #expect(await settle { views.spinner.isHidden })
      #expect(views.message.isHidden)
    }
  }

  @Test func resetCancelsASignInAndItsLateAnswerIsIgnored() async {
    for (form, service) in bothForms() {
      let views = form.views
      views.signIn(email: "ada@example.org", password: "secret")
      #expect(await settle { service.hasWaitingCall })
      form.reset()
      #expect(views.spinner.isHidden && views.email.isEnabled && views.email.text == "")
      service.answer(.success(false))
      for _ in 0..<20 { await Task.detached {}.value }
      #expect(views.message.isHidden, "\(type(of: form)): the late decline is ignored")
    }
  }

  /// Seeded random steps: typing, leaving a field, the show-password switch, taps on Sign in and
  /// Retry, the service answering yes, no, with an error or late, reset, dark mode; after every
  /// step both versions show the same.
  @Test func bothFormsAgreeUnderRandomSteps() async {
    let pairs = bothForms()
    var random = SeededGenerator(seed: 0x5167_1201)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let emails = ["", "ada", "ada@", "ada@example", "ada@example.org"]
    let passwords = ["", "s", "secret"]
    let answers: [Result<Bool, any Error>] = [.success(true), .success(false), .failure(Offline())]
    var seen = Set<String>()
    for step in 0..<1_200 {
      let action = next(20)
      let (email, password, answer) = (emails[next(emails.count)], passwords[next(passwords.count)], next(3))
      let dark = next(2) == 0
      for (form, service) in pairs {
        let views = form.views
        switch action {
        case 0..<3: views.type(email, into: views.email)
        case 3..<6: views.type(password, into: views.password)
        case 6: views.leave(views.email)
        case 7: views.leave(views.password)
        case 8: views.toggleShowPassword()
        case 9..<12: if views.tap(views.submit) { service.expectedCalls += 1 }
        case 12: if views.tap(views.retry) { service.expectedCalls += 1 }
        case 13..<17: if service.hasWaitingCall { service.answer(answers[answer]) }
        case 17: form.reset()
        default: form.traitCollection = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        }
      }
      // Every call starts and every answer arrives before the next step.
      #expect(
        await settle { pairs.allSatisfy(\.service.isQuiet) },
        "step \(step): a call or an answer never arrived")
      let shown = pairs.map { Shown($0.form.views) }
      #expect(shown[0] == shown[1], "step \(step): \(shown[0]) against \(shown[1])")
      #expect(pairs[0].service.calls == pairs[1].service.calls, "step \(step): calls")
      seen.insert("\(shown[0].message ?? "none") \(shown[0].spinnerShown) \(shown[0].errorsShown)")
    }
    for (_, service) in pairs {
      while service.hasWaitingCall { service.answer(.success(false)) }
    }
    // The steps reached a decline, a network error, a running sign-in and both errors.
    #expect(seen.contains { $0.hasPrefix("Wrong e-mail or password") })
    #expect(seen.contains { $0.hasPrefix("Could not reach the server") })
    #expect(seen.contains { $0.contains(" true ") })
    #expect(seen.contains { $0.hasSuffix("[true, true]") })
  }

  @Test func theStateTableSaysWhatEntersAndLeavesEachState() {
    let form = SignInFormWithQuickControl(frame: .zero)
    let table = form.stateTableDescription
    #expect(
      table.contains(
        "  emailLeft ← on: editingDidEnd of views.email, entering containing(signingIn); off: reset"))
    #expect(
      table.contains(
        "  rejected ← on: a chosen answer of a StateTask<Bool>; off: editingChanged of views.email, views.password, entering containing(signingIn), reset"
      ))
  }
}
