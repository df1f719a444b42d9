import Testing

@testable import QuickControl

/// A label whose colour is a plain stored property: every runtime names its key path.
@MainActor
private final class CardLabel {
  var textColor = "black"
}

/// A card with two labels whose colours follow its state, as an app writes one.
@MainActor
private final class PlanCard: QUIckControl {
  static let recommended = declareState("recommended")

  var isRecommended = false
  let title = CardLabel()
  let price = CardLabel()

  override func setUp() {
    register(Self.recommended, while: \.isRecommended)
    setValue("blue", for: \.textColor, of: title, when: .containing(.selected))
    setValue("gray", for: \.textColor, of: title, when: .always)
    setValues(for: \.textColor, of: price) {
      ([.selected, Self.recommended], "gold")
      (.selected, "blue")
      (.always, "black")
    }
  }
}

/// A property wrapper, whose storage Mirror lists as `_name`.
@propertyWrapper
private struct Boxed<Value> {
  var wrappedValue: Value
}

private enum PasswordStrength: CaseIterable, Hashable {
  case tooShort, weak, strong
}

/// A plain target for the form.
@MainActor
private final class FormLabel {
  var text = "hint"
  var isEnabled = false
}

/// A form that is not a control: its cases come from computed properties, its labels from a `views` struct.
@MainActor
private final class SignUpForm: ControlStateHost {
  struct Views {
    let hint = FormLabel()
    let submit = FormLabel()
  }

  let stateEngine = StateEngine()
  let views = Views()
  var password = "" { didSet { applyCurrentState() } }
  var strength: PasswordStrength {
    password.count < 4 ? .tooShort : password.contains(where: \.isNumber) ? .strong : .weak
  }
  var canSubmit: Bool { strength == .strong }
  var isLong: Bool { password.count >= 12 }

  init() {
    setValues(for: \.text, of: views.hint) { rules(by: \.strength) { "\($0)" } }
    setValues(for: \.isEnabled, of: views.submit) { rules(by: \.canSubmit, named: "canSubmit") { $0 } }
  }
}

/// A payment form as an app writes one on Linux: the headless bases' own properties (its `alpha`, a
/// button's `isEnabled`), a stored Boolean with a `didSet`, and options read through a subscript.
@MainActor
private final class PaymentForm: QUIckControl {
  @MainActor struct Views {
    let pay = UIControl()
  }

  let views = Views()
  var isAccepted = false { didSet { applyCurrentState() } }
  var options = [false, false] { didSet { applyCurrentState() } }
  subscript(option index: Int) -> Bool { options[index] }

  override func setUp() {
    setValues(for: \.alpha, of: self) { rules(by: \.isAccepted) { $0 ? 1 : 0.5 } }
    setValues(for: \.isEnabled, of: views.pay) { rules(by: \.isAccepted) { $0 } }
    setValues(for: \.isHidden, of: views.pay) { rules(by: \.[option: 1]) { !$0 } }
  }
}

@MainActor
@Suite("The state table: targets, properties, states named as the app names them")
struct StateTableTests {
  @Test func namesAStateRegisteredFromAnotherHostAndANormalRow() {
    final class Form: ControlStateHost {
      static let recommendedCard = declareState("recommendedCard")
      let stateEngine = StateEngine()
      let card = PlanCard()
      let badge = CardLabel()
    }
    let form = Form()
    form.register(Form.recommendedCard, while: .containing(PlanCard.recommended), of: form.card)
    form.setValues(for: \.textColor, of: form.badge, [Form.recommendedCard: "gold", .normal: "black"])
    let table = form.stateTableDescription
    #expect(table.contains("recommendedCard ← containing(recommended) of card"), "not a predicate")
    #expect(table.contains("rule 2: normal = black"), "not containing(normal)")
  }

  @Test func namesTargetsByTheirPropertiesAndMarksEveryMatchingRule() {
    let card = PlanCard(frame: .zero)
    card.isSelected = true
    card.isRecommended = true
    card.applyCurrentState()
    #expect(
      card.stateTableDescription == """
        PlanCard — applied [selected, recommended], current [selected, recommended]
        registered states:
          recommended ← \\PlanCard.isRecommended
        title.textColor — CardLabel, default: black
          containing(selected) priority 999 = blue   ← wins
          always priority 0 = gray   ← matches, beaten
        price.textColor — CardLabel, default: black
          rule 1: containing(selected, recommended) = gold   ← wins
          rule 2: containing(selected) = blue   ← matches, beaten
          rule 3: always = black   ← matches, beaten
        """)
    #expect(card.title.textColor == "blue" && card.price.textColor == "gold")
  }

  @Test func showsWhatIsOnScreenAfterAnOutsideWrite() {
    let card = PlanCard(frame: .zero)
    card.isSelected = true
    card.title.textColor = "red"
    let lines = card.stateTableDescription.split(separator: "\n").map(String.init)
    let title = lines.firstIndex(of: "title.textColor — CardLabel, default: black")
    #expect(
      title.map { Array(lines[$0...].prefix(4)) } == [
        "title.textColor — CardLabel, default: black",
        "  containing(selected) priority 999 = blue   ← wins",
        "  always priority 0 = gray   ← matches, beaten",
        "  on screen: red, re-sync with applyCurrentState(to: title)",
      ])
    #expect(!lines.contains { $0.contains("on screen") && !$0.contains("red") })
    card.applyCurrentState(to: card.title)
    #expect(card.title.textColor == "blue")
    #expect(!card.stateTableDescription.contains("on screen"))
  }

  #if !QUICKCONTROL_UIKIT
    @Test func valuesComputedOrResolvedWhenAppliedAreOnScreenUntilWrittenBehindTheEngine() {
      let card = PlanCard(frame: .zero)
      var price = "9 €"
      card.setValue(UIColor(name: "blue"), for: \.borderColor, of: card.layer, when: .always)
      card.setValue(for: \.textColor, of: card.title, when: .containing(.disabled)) { _ in price }
      card.isEnabled = false
      // Resolved and computed again to compare, they match what the engine wrote: no line.
      #expect(!card.stateTableDescription.contains("on screen"), "\(card.stateTableDescription)")
      card.layer.borderColor = CGColor(name: "red")
      price = "10 €"
      let lines = card.stateTableDescription.split(separator: "\n").map(String.init)
      #expect(lines.contains("layer.borderColor — CALayer, default: nil"))
      #expect(lines.contains("  always priority 0 = blue, resolved when applied   ← wins"))
      #expect(lines.contains("  on screen: Optional(red), re-sync with applyCurrentState(to: layer)"))
      #expect(lines.contains("  containing(disabled) priority 999 = computed when applied   ← wins"))
      // The data changed without an apply: the table shows what is on screen, not what would be computed.
      #expect(lines.contains("  on screen: 9 €, re-sync with applyCurrentState(to: title)"))
    }
  #endif

  @Test func namesAFormsCasesAndBooleansWithNoComputedKeyPathsOrPrimes() {
    let form = SignUpForm()
    form.password = "abcd"
    let table = form.stateTableDescription
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      // Computed properties by name, on Linux too (from the binary's symbol table).
      let (weak, strong, source) = ("strength == weak", "strength == strong", "\\SignUpForm.strength")
      let canSubmit = "canSubmit ← \\SignUpForm.canSubmit"
      #expect(
        table == """
          SignUpForm — applied [\(weak)], current [\(weak)]
          registered states:
            \(weak) ← \(source)
            \(strong) ← \(source)
            \(canSubmit)
          views.hint.text — FormLabel, default: hint
            rule 1: containingNone(\(weak), \(strong)) = tooShort
            rule 2: containing(\(weak)) = weak   ← wins
            rule 3: containing(\(strong)) = strong
          views.submit.isEnabled — FormLabel, default: false
            rule 1: containingNone(canSubmit) = false   ← wins
            rule 2: containing(canSubmit) = true
          """)
    #endif
    #expect(!table.contains("<computed") && !table.contains("'"))
  }

  @Test func aComputedBooleanIsNamedAsWritten() {
    let form = SignUpForm()
    form.setValues(for: \.text, of: form.views.hint) { form.rules(by: \.isLong) { $0 ? "long" : "short" } }
    let table = form.stateTableDescription
    #expect(!table.contains("<computed") && !table.contains("'"))
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(!table.contains("unnamed"), "\(table)")
      #expect(table.contains("  isLong ← \\SignUpForm.isLong"), "\(table)")
    #endif
  }

  @Test func everyRowNamesWhatTheAppWroteOnLinuxToo() {
    let form = PaymentForm()
    form.isAccepted = true
    let table = form.stateTableDescription
    #expect(table.contains("\nviews.pay."), "\(table)")
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      let lines = table.split(separator: "\n").map(String.init)
      #expect(!table.contains("<computed") && !table.contains("unnamed"), "\(table)")
      // The headless bases' own properties, a stored Boolean with a `didSet`, a subscript.
      #expect(lines.contains("self.alpha — PaymentForm, default: 1.0"), "\(table)")
      #expect(lines.contains("views.pay.isEnabled — UIControl, default: true"), "\(table)")
      #expect(lines.contains("views.pay.isHidden — UIControl, default: false"), "\(table)")
      #expect(lines.contains("  isAccepted ← \\PaymentForm.isAccepted"), "\(table)")
      #expect(lines.contains("  [option: Int] ← \\PaymentForm.[option: Int]"), "\(table)")
      #expect(lines.contains("  rule 2: containing(isAccepted) = 1.0   ← wins"), "\(table)")
    #endif
  }

  @Test func lazyAndWrappedPropertiesAreNamedAsWritten() {
    final class Host: ControlStateHost {
      let stateEngine = StateEngine()
      lazy var badge = CardLabel()
      @Boxed var footer = CardLabel()
    }
    let host = Host()
    host.setValue("red", for: \.textColor, of: host.badge, when: .always)
    host.setValue("red", for: \.textColor, of: host.footer, when: .always)
    let table = host.stateTableDescription
    #expect(table.contains("\nbadge.textColor — CardLabel, default: black"), "\(table)")
    #expect(table.contains("\nfooter.textColor — CardLabel, default: black"), "\(table)")
  }

  @Test func unnamedTargetsGetTheirTypeAndAnIndex() {
    let card = PlanCard(frame: .zero)
    let (first, second) = (CardLabel(), CardLabel())
    card.setValue("red", for: \.textColor, of: first, when: .always)
    card.setValue("red", for: \.textColor, of: second, when: .always)
    let table = card.stateTableDescription
    #expect(table.contains("\nCardLabel#1.textColor — CardLabel, default: black"))
    #expect(table.contains("\nCardLabel#2.textColor — CardLabel, default: black"))
    withExtendedLifetime((first, second)) {}
  }
}
