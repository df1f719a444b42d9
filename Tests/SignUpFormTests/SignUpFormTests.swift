import QuickControl
import TestSupport
import Testing

@testable import SignUpForm

/// What a user sees of a sign-up form, whichever way it is written.
private struct Shown: Equatable, CustomStringConvertible {
  var passwordBorder: UIColor?
  var hint: String?
  var hintColor: UIColor?
  var confirmBorder: UIColor?
  var canSubmit: Bool

  @MainActor init(_ views: SignUpViews) {
    passwordBorder = views.password.layer.borderColor
    hint = views.hint.text
    hintColor = views.hint.textColor
    confirmBorder = views.confirm.layer.borderColor
    canSubmit = views.submit.isEnabled
  }

  init(_ border: UIColor, _ hint: String, confirm: UIColor, submit: Bool) {
    (passwordBorder, self.hint, hintColor, confirmBorder, canSubmit) = (border, hint, border, confirm, submit)
  }

  /// A password too short, nothing confirmed, Submit disabled: the empty form's look.
  static let tooShort = Shown(.systemRed, "Too short", confirm: .systemRed, submit: false)

  var description: String {
    "password \(passwordBorder.map(\.description) ?? "nil"), hint \(hint ?? "nil") in "
      + "\(hintColor.map(\.description) ?? "nil"), confirm \(confirmBorder.map(\.description) ?? "nil"), "
      + "submit \(canSubmit ? "enabled" : "disabled")"
  }
}

@MainActor
struct SignUpFormTests {
  /// Both forms, typed into identically, step by step; each step checks what both show.
  private func expectBoth(
    _ steps: [(field: KeyPath<SignUpViews, UITextField>, text: String, shown: Shown)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let library = SignUpFormWithQuickControl(frame: .zero)
    let handWritten = HandWrittenSignUpForm(frame: .zero)
    #expect(Shown(library.views) == .tooShort, sourceLocation: sourceLocation)
    #expect(Shown(handWritten.views) == .tooShort, sourceLocation: sourceLocation)
    for step in steps {
      for views in [library.views, handWritten.views] {
        views.type(step.text, into: views[keyPath: step.field])
      }
      #expect(
        Shown(library.views) == step.shown, "library, after \(step.text)", sourceLocation: sourceLocation)
      #expect(
        Shown(handWritten.views) == step.shown, "by hand, after \(step.text)", sourceLocation: sourceLocation)
    }
  }

  @Test func strengthColoursTheBorderAndTheHint() {
    expectBoth([
      (\.password, "abc", .tooShort),
      (\.password, "abcdefgh", Shown(.systemOrange, "Weak", confirm: .systemRed, submit: false)),
      (\.password, "abcdefg1", Shown(.systemGreen, "Strong", confirm: .systemRed, submit: false)),
      (\.password, "abcdefg", .tooShort),
    ])
  }

  @Test func submitNeedsAStrongPasswordAndAMatchingConfirmation() {
    expectBoth([
      (\.confirm, "abcdefg1", .tooShort),
      // The confirmation typed first: it matches as soon as the password does, with no call by hand.
      (\.password, "abcdefg1", Shown(.systemGreen, "Strong", confirm: .systemGreen, submit: true)),
      (\.confirm, "abcdefg", Shown(.systemGreen, "Strong", confirm: .systemRed, submit: false)),
      (\.confirm, "abcdefg1", Shown(.systemGreen, "Strong", confirm: .systemGreen, submit: true)),
      // A weak password that matches still disables Submit.
      (\.password, "abcdefgh", Shown(.systemOrange, "Weak", confirm: .systemRed, submit: false)),
      (\.confirm, "abcdefgh", Shown(.systemOrange, "Weak", confirm: .systemGreen, submit: false)),
    ])
  }

  @Test func resetShowsTheEmptyFormAgain() {
    let library = SignUpFormWithQuickControl(frame: .zero)
    let handWritten = HandWrittenSignUpForm(frame: .zero)
    for views in [library.views, handWritten.views] {
      views.type("abcdefg1", into: views.password)
      views.type("abcdefg1", into: views.confirm)
    }
    #expect(library.views.submit.isEnabled && handWritten.views.submit.isEnabled)
    var becameTooShort = 0
    library.subscribe(to: library.condition(\.views.strength, is: .tooShort)) { _ in becameTooShort += 1 }
    library.reset()
    handWritten.reset()
    #expect(Shown(library.views) == .tooShort)
    #expect(Shown(handWritten.views) == .tooShort)
    // Both fields changed in one transition: one apply, so subscribers hear of it once.
    #expect(becameTooShort == 1)
  }

  /// Random typing: both forms show the same at every step.
  @Test func bothFormsAgreeUnderRandomTyping() {
    let library = SignUpFormWithQuickControl(frame: .zero)
    let handWritten = HandWrittenSignUpForm(frame: .zero)
    var random = SeededGenerator(seed: 0x5167_2026)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let words = ["", "a1", "abcdefg", "abcdefgh", "abcdefg1", "12345678", "passw0rd"]
    for step in 0..<500 {
      let text = words[next(words.count)]
      let toPassword = next(2) == 0
      for views in [library.views, handWritten.views] {
        views.type(text, into: toPassword ? views.password : views.confirm)
      }
      if next(25) == 0 {
        library.reset()
        handWritten.reset()
      }
      #expect(Shown(library.views) == Shown(handWritten.views), "step \(step)")
    }
  }
}
