import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlaceholderTextView

@MainActor
@Suite("PlaceholderTextEditor logic: text binding, placeholders, focus")
struct PlaceholderTextBindingSyncTests {
  @Test func typingWritesTheBindingOncePerEditWithoutALoop() {
    let screen = EditorHarness()
    let writes = screen.sync.viewWriteCount
    screen.resetCounts()
    type("Hi", into: screen.view)
    screen.settle()
    screen.view.insertText("!")
    screen.settle()
    #expect(screen.textWrites == ["Hi", "Hi!"])
    #expect(screen.renders == 2)
    #expect(screen.sync.viewWriteCount == writes, "re-renders push nothing back to the view")
    #expect(!screen.view.isShowingPlaceholder)
  }

  @Test func aTextSetThroughTheBindingReachesTheViewAndIsNotWrittenBack() {
    let screen = EditorHarness()
    screen.resetCounts()
    screen.appSets(text: "Draft")
    screen.settle()
    #expect(screen.view.text == "Draft")
    #expect(!screen.view.isShowingPlaceholder)
    #expect(screen.textWrites.isEmpty)
    screen.appSets(text: "")
    screen.settle()
    #expect(screen.view.isShowingPlaceholder)
  }

  @Test func aBindingSetWhileTheUserTypesKeepsTheAppTextAndTheTypedCharacters() {
    let screen = EditorHarness()
    type("Hello", into: screen.view)
    screen.settle()
    screen.resetCounts()
    // The app clears the field (sent); before the update reaches the view, the user types "N".
    screen.appSets(text: "")
    screen.view.insertText("N")
    #expect(screen.view.text == "N")
    #expect(screen.text == "N")
    screen.settle()
    #expect(screen.view.text == "N")
    #expect(screen.textWrites == ["N"])
  }

  @Test func renderingAgainWithTheSameInputsWritesNothing() {
    let screen = EditorHarness()
    screen.rotation = .init(["Running", "Walking"], interval: .seconds(2))
    screen.invalidate()
    screen.settle()
    let rotation = screen.view.placeholderRotation
    let writes = screen.sync.viewWriteCount
    screen.resetCounts()
    for _ in 0..<5 { screen.render() }
    screen.settle()
    #expect(screen.sync.viewWriteCount == writes)
    #expect(screen.view.placeholderRotation === rotation, "the rotation is not restarted")
    #expect(screen.textWrites.isEmpty && screen.focusWrites.isEmpty)
    rotation?.stop()
  }

  @Test func aRotationStartsShowsItsFirstPlaceholderAndGivesWayToAPlainOne() {
    let screen = EditorHarness()
    screen.rotation = .init(["Running", "Walking"], interval: .seconds(2), options: [.infinite])
    screen.invalidate()
    screen.settle()
    #expect(screen.view.placeholder == "Running")
    let rotation = screen.view.placeholderRotation
    #expect(rotation?.isRunning == true)
    screen.rotation = nil
    screen.invalidate()
    screen.settle()
    #expect(rotation?.isRunning == false, "removing the rotation stops it")
    #expect(screen.view.placeholder == "Comment", "the plain placeholder comes back")
  }

  @Test func theEnvironmentFontReachesTextAndPlaceholderOnce() {
    let screen = EditorHarness()
    let writes = screen.sync.viewWriteCount
    screen.font = .systemFont(ofSize: 28)
    screen.invalidate()
    screen.settle()
    screen.render()
    #expect(screen.view.font == .systemFont(ofSize: 28))
    #expect(screen.view.placeholderLabel.font == .systemFont(ofSize: 28))
    #expect(screen.sync.viewWriteCount == writes + 1)
  }

  @Test func disabledRefusesEditingAndFocusAndResetsTheFocusBinding() {
    let screen = EditorHarness()
    screen.appSets(focused: true)
    screen.settle()
    #expect(screen.view.isFirstResponder)
    screen.resetCounts()
    screen.isEnabled = false
    screen.invalidate()
    screen.settle()
    #expect(!screen.view.isFirstResponder, "disabling ends editing")
    #expect(screen.focusWrites == [false])
    screen.appSets(focused: true)
    screen.settle()
    #expect(!screen.view.isFirstResponder, "no keyboard for a disabled editor")
    #expect(screen.focusWrites == [false, false])
    screen.appSets(text: "Read only")
    screen.settle()
    #expect(screen.view.text == "Read only", "the app's text still reaches a disabled editor")
  }

  @Test func theUsersFocusChangesAreWritten() {
    let screen = EditorHarness()
    screen.resetCounts()
    screen.view.becomeFirstResponder()
    screen.view.resignFirstResponder()
    screen.settle()
    #expect(screen.focusWrites == [true, false])
  }

  @Test func aPendingFocusRequestForAnEditorThenDisabledWritesFalseBack() {
    // The request waits for a window, the screen disables the editor.
    let view = WindowlessTextView(frame: .zero, textContainer: nil)
    let screen = EditorHarness(view: view)
    screen.appSets(focused: true)
    screen.settle()
    #expect(screen.sync.hasPendingFocus)
    screen.isEnabled = false
    screen.appSets(text: "")  // any change of the screen: SwiftUI re-renders
    screen.settle()
    #expect(!screen.focused && screen.focusWrites == [false], "not left true on a disabled editor")
    screen.sync.retryPendingFocus()
    #expect(screen.focusWrites == [false])
  }
}
