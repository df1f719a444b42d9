import Testing

@testable import QuickControl

@MainActor
struct DescriptionTests {
  let control = TestControl()
  let label = Label()

  @Test func tableNamesStatesTargetsValuesAndTheWinner() {
    control.setValue("exact", for: \.text, of: label, when: .exactly(TestControl.filled))
    control.setValue("contained", for: \.text, of: label, when: .containing(TestControl.filled))
    control.isFilled = true
    let table = control.stateTableDescription
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.first == "TestControl — applied [filled], current [filled]")
    // Key paths by the properties' names, observed properties' on Linux too.
    #if DEBUG  // names from the symbol table: an optimised build may merge the getters
      #expect(lines.contains("  filled ← \\TestControl.isFilled"))
    #endif
    #expect(lines.contains("  warm ← a predicate"))
    // No stored property of the control holds the label: its type and an index name it.
    #expect(
      lines.contains { $0.hasPrefix("Label#1.") && $0.hasSuffix(" — Label, default: Optional(\"default\")") })
    #expect(lines.contains("  exactly(filled) priority 1000 = Optional(\"exact\")   ← wins"))
    #expect(lines.contains("  containing(filled) priority 999 = Optional(\"contained\")   ← matches, beaten"))
  }

  @Test func tableShowsAnOpenTransitionAndTheDefaultWinning() {
    control.setValue("x", for: \.color, of: label, when: .exactly(TestControl.valid))
    control.beginTransition()
    control.sendActions(for: .valueChanged)
    let table = control.stateTableDescription
    #expect(table.contains("in transition (depth 1), queued events: valueChanged"))
    #expect(table.contains("← default wins"))
    control.cancelTransition()
  }
}
