import Foundation
import QuickControl
import Testing

@testable import PlaceholderTextView

/// A SwiftUI screen around a `PlaceholderTextEditor`, simulated: bindings the sync
/// writes, a re-render after each write, and deferred work run after the render.
@MainActor
final class EditorHarness {
  let view = PlaceholderTextView(frame: .zero, textContainer: nil)
  let sync: PlaceholderTextBindingSync
  let clock = TestClock()
  var placeholder: PlaceholderText? = "Comment"
  var rotation: PlaceholderTextBindingSync.Rotation?
  var font: QUICFont? = .systemFont(ofSize: 17)
  var isEnabled = true
  private(set) var text = ""
  private(set) var focused = false
  private(set) var textWrites: [String] = []
  private(set) var focusWrites: [Bool] = []
  private(set) var heightChanges = 0
  private(set) var renders = 0
  private var deferred: [@MainActor () -> Void] = []
  private var needsRender = true

  init() {
    sync = PlaceholderTextBindingSync(textView: view, clock: clock)
    sync.text = .init(
      get: { [unowned self] in self.text },
      set: { [unowned self] in
        self.text = $0
        self.textWrites.append($0)
        self.needsRender = true
      })
    sync.focus = .init(
      get: { [unowned self] in self.focused },
      set: { [unowned self] in
        self.focused = $0
        self.focusWrites.append($0)
        self.needsRender = true
      })
    sync.onHeightChange = { [unowned self] in self.heightChanges += 1 }
    sync.schedule = { [unowned self] work in self.deferred.append(work) }
    settle()
  }

  func render() {
    renders += 1
    sync.update(placeholder: placeholder, rotation: rotation, font: font, isEnabled: isEnabled)
  }

  func settle() {
    var rounds = 0
    while needsRender || !deferred.isEmpty {
      rounds += 1
      guard rounds < 20 else {
        Issue.record("the editor and its bindings never settled: an update loop")
        return
      }
      if needsRender {
        needsRender = false
        render()
      }
      let work = deferred
      deferred = []
      for item in work { item() }
    }
  }

  func appSets(text: String) {
    self.text = text
    needsRender = true
  }

  func appSets(focused: Bool) {
    self.focused = focused
    needsRender = true
  }

  func invalidate() {
    needsRender = true
  }

  func resetCounts() {
    textWrites = []
    focusWrites = []
    heightChanges = 0
    renders = 0
  }
}

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
}
