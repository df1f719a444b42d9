import Foundation
import TestSupport
import Testing

@testable import PlaceholderTextView

/// A SwiftUI screen around a `PlaceholderTextEditor`, simulated: bindings the sync
/// writes, a re-render after each write, and deferred work run after the render.
@MainActor
final class EditorHarness {
  let view: PlaceholderTextView
  let sync: PlaceholderTextBindingSync
  let clock = ManualClock()
  var placeholder: PlaceholderText? = "Comment"
  var rotation: PlaceholderTextBindingSync.Rotation?
  var font: QUICFont? = .systemFont(ofSize: 17)
  var isEnabled = true
  /// What `placeholderTextEditorLines(_:)` and `placeholderTextEditorMaximumLength(_:)` put in the environment.
  var minimumLines = 1
  var maximumLines = 0
  var maximumLength: Int?
  private(set) var text = ""
  private(set) var focused = false
  private(set) var textWrites: [String] = []
  private(set) var focusWrites: [Bool] = []
  /// The heights the view reported through `heightDidChange`, in order.
  private(set) var heights: [CGFloat] = []
  private(set) var renders = 0
  private var deferred: [@MainActor () -> Void] = []
  private var needsRender = true

  init(view: PlaceholderTextView = PlaceholderTextView(frame: .zero, textContainer: nil)) {
    self.view = view
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
    view.heightDidChange = { [unowned self] in self.heights.append($0) }
    sync.schedule = { [unowned self] work in self.deferred.append(work) }
    settle()
  }

  func render() {
    renders += 1
    sync.update(
      placeholder: placeholder, rotation: rotation, font: font, isEnabled: isEnabled,
      minimumLines: minimumLines, maximumLines: maximumLines, maximumLength: maximumLength)
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

  /// SwiftUI lays the view out at `width`, the width it proposed to `sizeThatFits`.
  func layOut(width: CGFloat) {
    view.frame = CGRect(x: 0, y: 0, width: width, height: sync.fittingSize(forWidth: width).height)
  }

  func invalidate() {
    needsRender = true
  }

  func resetCounts() {
    textWrites = []
    focusWrites = []
    heights = []
    renders = 0
  }
}

/// A text view that cannot become first responder until it is "in a window", as on UIKit.
@MainActor
final class WindowlessTextView: PlaceholderTextView {
  var hasWindow = false

  override func becomeFirstResponder() -> Bool {
    hasWindow ? super.becomeFirstResponder() : false
  }
}
