import QuickControl
import Testing

@MainActor
struct CrossControlTests {
  @Test func oneControlsValidStateDrivesAnothersIsEnabledAndItsTargets() {
    let first = TestControl()
    let second = TestControl()
    let secondLabel = Label()
    second.setValue("dimmed", forTarget: secondLabel, forKeyPath: \.color, forAllStatesContained: .disabled)
    second.isEnabled = false  // B's default before A registers: disabled
    #expect(secondLabel.color == "dimmed")

    first.setValue(true, forTarget: second, forKeyPath: \.isEnabled, forAllStatesContained: TestControl.valid)
    #expect(!second.isEnabled)

    first.isValid = true
    #expect(second.isEnabled)
    #expect(!second.state.contains(.disabled))
    #expect(second.lastAppliedState == [])
    #expect(secondLabel.color == "black")

    first.isValid = false
    #expect(!second.isEnabled)
    #expect(second.lastAppliedState == .disabled)
    #expect(secondLabel.color == "dimmed")
  }

  @Test func aChainOfThreeControlsFollowsTheFirst() {
    let a = TestControl()
    let b = TestControl()
    let c = TestControl()
    b.isEnabled = false
    c.isEnabled = false
    a.setValue(true, forTarget: b, forKeyPath: \.isEnabled, forAllStatesContained: TestControl.valid)
    b.setValue(true, forTarget: c, forKeyPath: \.isEnabled, for: .noneOfThis(.disabled))
    #expect(!b.isEnabled && !c.isEnabled)
    a.isValid = true
    #expect(b.isEnabled && c.isEnabled)
    a.isValid = false
    #expect(!b.isEnabled && !c.isEnabled)
  }

  @Test func aLockedStepWithAValidStatePassesNothingOn() {
    // The recipe of the "Cross-control dependencies" article.
    let a = TestControl()
    let b = TestControl()
    let c = TestControl()
    b.isEnabled = false
    c.isEnabled = false
    for (driver, target) in [(a, b), (b, c)] {
      driver.setValue(
        true, forTarget: target, forKeyPath: \.isEnabled, forAllStatesContained: TestControl.valid)
      driver.setValue(false, forTarget: target, forKeyPath: \.isEnabled, forAllStatesContained: .disabled)
    }
    a.isValid = true
    b.isValid = true
    #expect(b.isEnabled && c.isEnabled)
    a.isValid = false
    #expect(!b.isEnabled)
    #expect(b.state.contains(TestControl.valid), "b keeps its valid state")
    #expect(!c.isEnabled, "but, disabled, passes nothing on")
    a.isValid = true
    #expect(b.isEnabled && c.isEnabled)
  }
}
