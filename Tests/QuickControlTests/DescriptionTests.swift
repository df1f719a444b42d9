import Testing

@testable import QuickControl

@MainActor
struct DescriptionTests {
  @Test func tableNamesStatesTargetsValuesAndTheWinner() {
    let control = TestControl()
    let label = Label()
    control.setValue("usual", forTarget: label, forKeyPath: \.text, for: TestControl.filled)
    control.setValue(
      "contained", forTarget: label, forKeyPath: \.text, forAllStatesContained: TestControl.filled)
    control.isFilled = true
    let table = control.stateTableDescription
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.first == "TestControl — applied [0x10000], current [0x10000]")
    // Key paths print as the runtime prints them: property names where it has them.
    #expect(lines.contains { $0.hasPrefix("  [0x10000] ← \\TestControl.") })
    #expect(lines.contains { $0.hasPrefix("  [0x20000] ← \\TestControl.") })
    #expect(lines.contains { $0.contains("[0x40000] ← predicate") })
    #expect(
      lines.contains { $0.hasPrefix("Label \\Label.") && $0.hasSuffix("(default: Optional(\"default\"))") })
    #expect(lines.contains("  usual([0x10000]) priority 1000 = Optional(\"usual\")   ← wins"))
    #expect(lines.contains("  intersected([0x10000]) priority 999 = Optional(\"contained\")"))
  }

  @Test func tableShowsAnOpenTransitionAndTheDefaultWinning() {
    let control = TestControl()
    let label = Label()
    control.setValue("x", forTarget: label, forKeyPath: \.color, for: TestControl.valid)
    control.beginTransition()
    control.sendActions(for: .valueChanged)
    let table = control.stateTableDescription
    #expect(table.contains("in transition (depth 1), queued events: [\"0x1000\"]"))
    #expect(table.contains("← default wins"))
    control.endTransition()
  }
}
