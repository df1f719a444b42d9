import Testing

@testable import QuickControl

@MainActor
struct ResolutionTests {
  @Test func usualValueAppliesOnlyInExactState() {
    let control = TestControl()
    let label = Label()
    control.setValue("filled", forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    #expect(label.text == "default")
    control.isFilled = true
    #expect(label.text == "filled")
    control.isValid = true
    #expect(label.text == "default")
  }
}
