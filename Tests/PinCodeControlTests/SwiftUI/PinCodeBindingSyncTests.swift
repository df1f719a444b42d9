import QuickControl
import Testing

@testable import PinCodeControl

@MainActor
@Suite("PinCodeField logic: the code binding, typing, paste and AutoFill")
struct PinCodeBindingSyncTests {
  @Test func aCodeSetThroughTheBindingReachesTheControlSanitisedAndIsWrittenBackOnce() {
    let screen = PinFieldHarness()
    screen.resetCounts()
    screen.appSets(code: "12-34")
    screen.settle()
    #expect(screen.control.code == "1234")
    #expect(screen.code == "1234", "the binding holds what the control kept")
    #expect(screen.codeWrites == ["1234"])
    #expect(screen.renders == 2, "the app's render, then one for the write-back: no loop")
    #expect(screen.completions.isEmpty, "the app knows the code it set")
  }

  @Test func typingWritesTheBindingOncePerEditWithoutAnUpdateLoop() {
    let screen = PinFieldHarness()
    let writesBefore = screen.sync.controlWriteCount
    screen.resetCounts()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "1")
    screen.settle()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "2")
    screen.settle()
    #expect(screen.codeWrites == ["1", "12"])
    #expect(screen.renders == 2, "one re-render per keystroke")
    #expect(screen.sync.controlWriteCount == writesBefore, "the re-render pushes nothing back to the control")
    #expect(screen.control.code == "12")
  }

  @Test func aBindingSetWhileTheUserTypesWinsAndTheKeystrokeLandsOnIt() {
    let screen = PinFieldHarness()
    screen.control.insertText("12")
    screen.settle()
    screen.resetCounts()
    // The app clears its model; before SwiftUI's update reaches the control, the user types "3".
    screen.appSets(code: "")
    screen.control.acceptInputFieldEdit(replacing: 0, with: "3")
    #expect(screen.control.code == "3", "the app's clear applies first, then the keystroke")
    #expect(screen.code == "3")
    screen.settle()
    #expect(screen.control.code == "3")
    #expect(screen.codeWrites == ["3"])
  }

  @Test func aBindingSetBetweenKeystrokesReplacesTheCodeAndTypingContinuesOnIt() {
    let screen = PinFieldHarness()
    screen.control.insertText("12")
    screen.settle()
    screen.appSets(code: "9")
    screen.settle()
    #expect(screen.control.code == "9")
    screen.control.insertText("8")
    screen.settle()
    #expect(screen.control.code == "98")
    #expect(screen.code == "98")
  }

  @Test func aPasteLongerThanTheCodeIsCutWrittenOnceAndCompletesOnce() {
    let screen = PinFieldHarness()
    screen.resetCounts()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "1234567")
    screen.settle()
    #expect(screen.control.code == "1234")
    #expect(screen.codeWrites == ["1234"])
    #expect(screen.completions == ["1234"])
    #expect(screen.validityWrites == [.valid])
  }

  @Test func autoFillDeliveringTheSameCodeTwiceWritesAndCompletesOnce() {
    let screen = PinFieldHarness(length: 6)
    screen.control.acceptInputFieldEdit(replacing: 0, with: "4")
    screen.settle()
    screen.resetCounts()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "482 913")
    screen.settle()
    screen.control.acceptInputFieldEdit(replacing: 0, with: "482 913")
    screen.settle()
    #expect(screen.control.code == "482913", "a whole code replaces the typed digit")
    #expect(screen.codeWrites == ["482913"])
    #expect(screen.completions == ["482913"])
    #expect(screen.renders == 1)
  }

  @Test func aSecondRenderBeforeTheWriteBackLandsChangesNothing() {
    let screen = PinFieldHarness()
    screen.resetCounts()
    screen.appSets(code: "1 2 3 4")
    screen.render()
    // SwiftUI renders again before the deferred write-back ran: the binding still holds the raw text.
    screen.render()
    #expect(screen.control.code == "1234")
    screen.settle()
    #expect(screen.codeWrites == ["1234"])
  }

  @Test func anAppWriteAfterAScheduledWriteBackIsNotOverwritten() {
    let screen = PinFieldHarness()
    screen.appSets(code: "12-3")
    screen.render()
    // The app writes again before the write-back for "12-3" ran.
    screen.appSets(code: "98")
    // The main queue runs the write-back before SwiftUI renders the app's write.
    screen.runDeferred()
    #expect(screen.code == "98", "the write-back of \"123\" does not overwrite the app's newer code")
    screen.settle()
    #expect(screen.control.code == "98")
    #expect(screen.code == "98")
  }

  @Test func completionIsReportedOncePerCodeTheUserCompletes() {
    let screen = PinFieldHarness()
    screen.control.insertText("135")
    screen.control.insertText("7")
    screen.settle()
    screen.control.insertText("9")  // overflow: no change
    screen.control.deleteBackward()
    screen.control.insertText("7")
    screen.settle()
    #expect(screen.completions == ["1357", "1357"], "again after a delete and re-type")
    screen.appSets(code: "2468")
    screen.settle()
    #expect(screen.completions.count == 2, "a code the app sets is not reported")
  }

  @Test func renderingAgainWithTheSameInputsWritesNothing() {
    let screen = PinFieldHarness()
    screen.appearance.isSecureTextEntry = true
    screen.appChanges {
      $0.appearance.itemStyleRules = [
        StateRule(
          .containing(PinCodeControl.invalid), PinCodeControl.ItemStyle(fillColor: .red, borderColor: .red))
      ]
    }
    screen.control.insertText("12")
    screen.settle()
    let writes = screen.sync.controlWriteCount
    let log = EventLog(screen.control)
    screen.resetCounts()
    for _ in 0..<5 { screen.render() }
    screen.settle()
    #expect(screen.sync.controlWriteCount == writes)
    #expect(log.names.isEmpty)
    #expect(screen.codeWrites.isEmpty && screen.validityWrites.isEmpty && screen.focusWrites.isEmpty)
    #expect(screen.statusChanges == 0)
  }

  @Test func anItemRuleListIsWrittenOnceAndWinsOverTheDefaultLookUntilRemoved() {
    let screen = PinFieldHarness()
    let writes = screen.sync.controlWriteCount
    let blue = PinCodeControl.ItemStyle(fillColor: .clear, borderColor: .blue, borderWidth: 3)
    screen.appChanges {
      $0.appearance.itemStyleRules = [StateRule(.containing(.disabled), blue), StateRule(.always, blue)]
    }
    screen.render()
    #expect(screen.sync.controlWriteCount == writes + 1, "written once, not again on the next render")
    screen.control.isEnabled = false
    #expect(screen.control.items[0].borderColor == .blue, "a row wins over the disabled layer")
    #expect(screen.control.items[0].borderWidth == 3)
    screen.appChanges { $0.appearance.itemStyleRules = [] }
    let untouched = PinCodeControl(length: screen.control.length, purpose: .oneTimeCode)
    untouched.isEnabled = screen.control.isEnabled  // the render wrote the screen's isEnabled back
    let (item, expected) = (screen.control.items[0], untouched.items[0])
    #expect(item.borderColor == expected.borderColor, "an empty list returns to the default look")
    #expect(item.fillColor == expected.fillColor)
    #expect(item.borderWidth == expected.borderWidth)
  }
}
