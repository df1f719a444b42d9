import Testing

@testable import QuickControl

@MainActor
struct CrossControlTests {
  @Test func oneControlsValidStateDrivesAnothersIsEnabledAndItsTargets() {
    let first = TestControl()
    let second = TestControl()
    let secondLabel = Label()
    second.setValue("dimmed", for: \.color, of: secondLabel, when: .containing(.disabled))
    second.isEnabled = false  // B's default before A registers: disabled
    #expect(secondLabel.color == "dimmed")

    first.setValue(true, for: \.isEnabled, of: second, when: .containing(TestControl.valid))
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

  /// Three controls for a chain: the first, and two that start disabled.
  func chainOfThree() -> (TestControl, TestControl, TestControl) {
    let (a, b, c) = (TestControl(), TestControl(), TestControl())
    b.isEnabled = false
    c.isEnabled = false
    return (a, b, c)
  }

  @Test func aChainOfThreeControlsFollowsTheFirst() {
    let (a, b, c) = chainOfThree()
    a.setValue(true, for: \.isEnabled, of: b, when: .containing(TestControl.valid))
    b.setValue(true, for: \.isEnabled, of: c, when: .containingNone(.disabled))
    #expect(!b.isEnabled && !c.isEnabled)
    a.isValid = true
    #expect(b.isEnabled && c.isEnabled)
    a.isValid = false
    #expect(!b.isEnabled && !c.isEnabled)
  }

  @Test func aLockedStepWithAValidStatePassesNothingOn() {
    // The recipe of the "Cross-control dependencies" article.
    let (a, b, c) = chainOfThree()
    for (driver, target) in [(a, b), (b, c)] {
      driver.setValue(true, for: \.isEnabled, of: target, when: .containing(TestControl.valid))
      driver.setValue(false, for: \.isEnabled, of: target, when: .containing(.disabled))
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
