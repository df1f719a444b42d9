import QuickControl
import Testing

@MainActor
struct ResolutionTests {
  let control = TestControl()
  let label = Label()

  @Test func usualValueAppliesOnlyInExactState() {
    control.setValue("filled", forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    #expect(label.text == "default")
    control.isFilled = true
    #expect(label.text == "filled")
    control.isValid = true
    #expect(label.text == "default")
  }

  @Test func higherPriorityWinsWhateverTheOrderOfRegistration() {
    control.setValue("usual", forTarget: label, forKeyPath: \.text, for: .usual(TestControl.filled))
    control.setValue(
      "intersected", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    #expect(label.text == "usual")  // 1000 beats 999
    control.isValid = true
    #expect(label.text == "intersected")  // usual no longer matches
  }

  @Test func eachModeWinsOverTheNextByDefaultPriority() {
    let bit = TestControl.filled
    control.setValue("noneOfThis", forTarget: label, forKeyPath: \.text, for: .noneOfThis(TestControl.valid))
    control.setValue("oneOfSeveral", forTarget: label, forKeyPath: \.text, for: .oneOfSeveral(bit))
    #expect(label.text == "noneOfThis")
    control.setValue("inverted", forTarget: label, forKeyPath: \.text, forInvertedState: TestControl.valid)
    #expect(label.text == "inverted")  // 750 beats 500
    control.isFilled = true
    #expect(label.text == "inverted")  // oneOfSeveral (500) matches now but loses
    control.setValue("intersected", forTarget: label, forKeyPath: \.text, forAllStatesContained: bit)
    #expect(label.text == "intersected")  // 999 beats 750
    control.setValue("usual", forTarget: label, forKeyPath: \.text, for: bit)
    #expect(label.text == "usual")  // 1000 beats 999
    control.setValue(
      "custom", forTarget: label, forKeyPath: \.text, for: .custom(priority: 2000) { _ in true })
    #expect(label.text == "custom")
  }

  @Test func aTieIsWonByTheValueSetMostRecently() {
    control.setValue("one", forTarget: label, forKeyPath: \.text, for: .oneOfSeveral(TestControl.filled))
    control.setValue("none", forTarget: label, forKeyPath: \.text, for: .noneOfThis(TestControl.valid))
    control.isFilled = true
    #expect(label.text == "none")  // both 500, "none" set later
    control.setValue(
      "one again", forTarget: label, forKeyPath: \.text, for: .oneOfSeveral(TestControl.filled))
    #expect(label.text == "one again")  // replacing a value makes it the most recent
  }

  @Test func settingALowerPriorityValueDoesNotOverwriteTheWinner() {
    control.isFilled = true
    control.setValue("usual", forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    let writes = label.textWrites
    control.setValue("loser", forTarget: label, forKeyPath: \.text, for: .oneOfSeveral(TestControl.filled))
    #expect(label.text == "usual")
    #expect(label.textWrites == writes)
  }

  @Test func explicitNilIsAValue() {
    control.setValue(nil, forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    control.isFilled = true
    #expect(label.text == nil)
    control.isFilled = false
    #expect(label.text == "default")
    let stored = control.value(for: label, forKeyPath: \.text, for: .usual(TestControl.filled))
    #expect(stored != nil)  // a stored explicit nil: .some(nil)
    #expect(stored! == nil)
    #expect(control.value(for: label, forKeyPath: \.text, for: .usual(TestControl.valid)) == nil)
  }

  @Test func valueForReturnsWhatWasStoredPerDescriptor() {
    control.setValue("red", forTarget: label, forKeyPath: \.color, for: .intersected(.disabled))
    control.setValue("grey", forTarget: label, forKeyPath: \.color, for: .usual(.disabled))
    #expect(control.value(for: label, forKeyPath: \.color, for: .intersected(.disabled)) == "red")
    #expect(control.value(for: label, forKeyPath: \.color, for: .usual(.disabled)) == "grey")
    #expect(control.value(for: label, forKeyPath: \.color, for: .inverted(.disabled)) == nil)
  }

  @Test func defaultIsRestoredWhenNothingMatches() {
    label.color = "original"
    control.setValue("blue", forTarget: label, forKeyPath: \.color, forAllStatesContained: TestControl.valid)
    control.isValid = true
    #expect(label.color == "blue")
    control.isValid = false
    #expect(label.color == "original")
  }

  @Test func removingAValueReappliesAtOnce() {
    control.setValue("usual", forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    control.setValue(
      "contained", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    #expect(label.text == "usual")
    control.removeValues(forTarget: label, forKeyPath: \.text, forState: .usual(TestControl.filled))
    #expect(label.text == "contained")
    control.removeValues(forTarget: label, forKeyPath: \.text)
    #expect(label.text == "default")
  }

  @Test func removingATargetRestoresEveryDefault() {
    control.setValue("t", forTarget: label, forKeyPath: \.text, for: .intersected([]))
    control.setValue("c", forTarget: label, forKeyPath: \.color, for: .intersected([]))
    #expect(label.text == "t" && label.color == "c")
    control.removeValues(forTarget: label)
    #expect(label.text == "default" && label.color == "black")
  }

  @Test func aNewRegistrationAfterRemovalCapturesAFreshDefault() {
    control.setValue("x", forTarget: label, forKeyPath: \.color, for: TestControl.filled)
    control.removeValues(forTarget: label, forKeyPath: \.color)
    label.color = "changed by the app"
    control.setValue("x", forTarget: label, forKeyPath: \.color, for: TestControl.filled)
    control.isFilled = true
    control.isFilled = false
    #expect(label.color == "changed by the app")
  }

  @Test func onlyBindingsWhoseWinnerChangedAreWritten() {
    let other = Label()
    control.setValue("a", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.setValue("b", forTarget: other, forKeyPath: \.text, forAllStatesContained: TestControl.valid)
    control.isFilled = true
    #expect(label.textWrites == 1)
    #expect(other.textWrites == 0)
    control.isWarm = true  // still contains filled: same winner for both
    #expect(label.textWrites == 1)
    #expect(other.textWrites == 0)
  }

  @Test func forcedApplyWritesEveryBinding() {
    control.setValue("a", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    label.text = "changed behind the engine's back"
    let writes = label.textWrites
    control.apply(state: control.state)
    #expect(label.text == "a")
    #expect(label.textWrites == writes + 1)
  }

  @Test func applyStatePreviewsAnyState() {
    control.setValue("valid", forTarget: label, forKeyPath: \.text, for: TestControl.valid)
    control.apply(state: TestControl.valid)
    #expect(label.text == "valid")
    #expect(control.lastAppliedState == TestControl.valid)
    control.applyCurrentState()
    #expect(label.text == "default")
  }

  @Test func applyCurrentStateForTargetRewritesThatTargetOnly() {
    let other = Label()
    control.setValue("a", forTarget: label, forKeyPath: \.text, for: .intersected([]))
    control.setValue("b", forTarget: other, forKeyPath: \.text, for: .intersected([]))
    label.text = "stale"
    other.text = "stale"
    control.applyCurrentState(forTarget: label)
    #expect(label.text == "a")
    #expect(other.text == "stale")
  }

  @Test func theControlItselfIsATarget() {
    control.setValue("disabled title", forKeyPath: \.title, forAllStatesContained: .disabled)
    control.isEnabled = false
    #expect(control.title == "disabled title")
    control.isEnabled = true
    #expect(control.title == "title")
  }
}
