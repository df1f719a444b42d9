import Testing

@testable import QuickControl

@MainActor
struct ResolutionTests {
  let control = TestControl()
  let label = Label()

  /// Getting started's `CodeField`, as the article "State conditions and priorities" uses it.
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

  /// The article's ties example prints what it says.
  @Test func theTiesExampleOfTheArticle() {
    let control = CodeField(frame: .zero)
    control.setValue("red", for: \.color, of: label, when: .containingAny(CodeField.filled))
    control.setValue("grey", for: \.color, of: label, when: .containingNone(CodeField.valid))
    control.code = "0000"  // state [filled]: both match, both 500
    #expect(control.stateTableDescription.hasPrefix("CodeField — applied [filled], current [filled]"))
    #expect("\(label.color)" == "grey", "set later")
    control.setValue("red", for: \.color, of: label, when: .containingAny(CodeField.filled))
    #expect("\(label.color)" == "red", "now the most recent")
    control.code = "1234"
    #expect(control.state.contains(CodeField.valid), "1234 is [filled, valid]: only red matches")
  }

  @Test func anExactlyValueAppliesOnlyInTheExactState() {
    control.setValue("filled", for: \.text, of: label, when: .exactly(TestControl.filled))
    #expect(label.text == "default")
    control.isFilled = true
    #expect(label.text == "filled")
    control.isValid = true
    #expect(label.text == "default")
  }

  @Test func higherPriorityWinsWhateverTheOrderOfRegistration() {
    control.setValue("exactly", for: \.text, of: label, when: .exactly(TestControl.filled))
    control.setValue("containing", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(label.text == "exactly")  // 1000 beats 999
    control.isValid = true
    #expect(label.text == "containing")  // exactly no longer matches
  }

  @Test func eachKindWinsOverTheNextByDefaultPriority() {
    let bit = TestControl.filled
    control.setValue("containingNone", for: \.text, of: label, when: .containingNone(TestControl.valid))
    control.setValue("containingAny", for: \.text, of: label, when: .containingAny(bit))
    #expect(label.text == "containingNone")
    control.setValue("notContaining", for: \.text, of: label, when: .notContaining(TestControl.valid))
    #expect(label.text == "notContaining")  // 750 beats 500
    control.isFilled = true
    #expect(label.text == "notContaining")  // containingAny (500) matches now but loses
    control.setValue("containing", for: \.text, of: label, when: .containing(bit))
    #expect(label.text == "containing")  // 999 beats 750
    control.setValue("exactly", for: \.text, of: label, when: .exactly(bit))
    #expect(label.text == "exactly")  // 1000 beats 999
    control.setValue("custom", for: \.text, of: label, when: .matching(priority: 2000) { _ in true })
    #expect(label.text == "custom")
  }

  @Test func aTieIsWonByTheValueSetMostRecently() {
    control.setValue("one", for: \.text, of: label, when: .containingAny(TestControl.filled))
    control.setValue("none", for: \.text, of: label, when: .containingNone(TestControl.valid))
    control.isFilled = true
    #expect(label.text == "none")  // both 500, "none" set later
    control.setValue("one again", for: \.text, of: label, when: .containingAny(TestControl.filled))
    #expect(label.text == "one again")  // replacing a value makes it the most recent
  }

  @Test func settingALowerPriorityValueDoesNotOverwriteTheWinner() {
    control.isFilled = true
    control.setValue("exactly", for: \.text, of: label, when: .exactly(TestControl.filled))
    let writes = label.textWrites
    control.setValue("loser", for: \.text, of: label, when: .containingAny(TestControl.filled))
    #expect(label.text == "exactly")
    #expect(label.textWrites == writes)
  }

  @Test func explicitNilIsAValue() {
    control.setValue(nil, for: \.text, of: label, when: .exactly(TestControl.filled))
    control.isFilled = true
    #expect(label.text == nil)
    control.isFilled = false
    #expect(label.text == "default")
    let stored = control.value(for: \.text, of: label, when: .exactly(TestControl.filled))
    #expect(stored != nil)  // a stored explicit nil: .some(nil)
    #expect(stored! == nil)
    #expect(control.value(for: \.text, of: label, when: .exactly(TestControl.valid)) == nil)
  }

  @Test func valueForReturnsWhatWasStoredPerCondition() {
    control.setValue("red", for: \.color, of: label, when: .containing(.disabled))
    control.setValue("grey", for: \.color, of: label, when: .exactly(.disabled))
    #expect(control.value(for: \.color, of: label, when: .containing(.disabled)) == "red")
    #expect(control.value(for: \.color, of: label, when: .exactly(.disabled)) == "grey")
    #expect(control.value(for: \.color, of: label, when: .notContaining(.disabled)) == nil)
  }

  @Test func defaultIsRestoredWhenNothingMatches() {
    label.color = "original"
    control.setValue("blue", for: \.color, of: label, when: .containing(TestControl.valid))
    control.isValid = true
    #expect(label.color == "blue")
    control.isValid = false
    #expect(label.color == "original")
  }

  @Test func removingAValueReappliesAtOnce() {
    control.setValue("exactly", for: \.text, of: label, when: .exactly(TestControl.filled))
    control.setValue("contained", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    #expect(label.text == "exactly")
    control.removeValues(for: \.text, of: label, when: .exactly(TestControl.filled))
    #expect(label.text == "contained")
    control.removeValues(for: \.text, of: label)
    #expect(label.text == "default")
  }

  @Test func removingATargetRestoresEveryDefault() {
    control.setValue("t", for: \.text, of: label, when: .containing([]))
    control.setValue("c", for: \.color, of: label, when: .containing([]))
    #expect(label.text == "t" && label.color == "c")
    control.removeValues(of: label)
    #expect(label.text == "default" && label.color == "black")
    #expect(control.stateEngine.propertyValues.isEmpty)
  }

  @Test func aNewRegistrationAfterRemovalCapturesAFreshDefault() {
    control.setValue("x", for: \.color, of: label, when: .exactly(TestControl.filled))
    control.removeValues(for: \.color, of: label)
    label.color = "changed by the app"
    control.setValue("x", for: \.color, of: label, when: .exactly(TestControl.filled))
    control.isFilled = true
    control.isFilled = false
    #expect(label.color == "changed by the app")
  }

  @Test func onlyBindingsWhoseWinnerChangedAreWritten() {
    let other = Label()
    control.setValue("a", for: \.text, of: label, when: .containing(TestControl.filled))
    control.setValue("b", for: \.text, of: other, when: .containing(TestControl.valid))
    control.isFilled = true
    #expect(label.textWrites == 1)
    #expect(other.textWrites == 0)
    control.isWarm = true  // still contains filled: same winner for both
    #expect(label.textWrites == 1)
    #expect(other.textWrites == 0)
  }

  @Test func forcedApplyWritesEveryBinding() {
    control.setValue("a", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    label.text = "changed behind the engine's back"
    let writes = label.textWrites
    control.apply(state: control.state)
    #expect(label.text == "a")
    #expect(label.textWrites == writes + 1)
  }

  @Test func applyStatePreviewsAnyState() {
    control.setValue("valid", for: \.text, of: label, when: .exactly(TestControl.valid))
    control.apply(state: ControlState(TestControl.valid))
    #expect(label.text == "valid")
    #expect(control.lastAppliedState == ControlState(TestControl.valid))
    control.applyCurrentState()
    #expect(label.text == "default")
  }

  @Test func applyCurrentStateForTargetRewritesThatTargetOnly() {
    let other = Label()
    control.setValue("a", for: \.text, of: label, when: .containing([]))
    control.setValue("b", for: \.text, of: other, when: .containing([]))
    label.text = "stale"
    other.text = "stale"
    control.applyCurrentState(to: label)
    #expect(label.text == "a")
    #expect(other.text == "stale")
  }

  @Test func theControlItselfIsATarget() {
    control.setValue("disabled title", for: \.title, when: .containing(.disabled))
    control.isEnabled = false
    #expect(control.title == "disabled title")
    control.isEnabled = true
    #expect(control.title == "title")
  }
}
