import Foundation
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
        if $0 == self.text { Issue.record("a redundant write to the binding: it already held \($0)") }
        self.text = $0
        self.textWrites.append($0)
        self.needsRender = true
      })
    sync.focus = .init(
      get: { [unowned self] in self.focused },
      set: { [unowned self] in
        if $0 == self.focused {
          Issue.record("a redundant write to the focus binding: it already held \($0)")
        }
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
