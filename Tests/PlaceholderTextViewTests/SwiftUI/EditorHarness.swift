import Foundation
import QuickControl
import TestSupport
import Testing

@testable import PlaceholderTextView

/// A SwiftUI screen around a `PlaceholderTextEditor`, simulated (``SimulatedScreen``): the text and focus
/// bindings, and the sync's deferred work run after each render.
@MainActor
final class EditorHarness: SimulatedScreen {
  let view: PlaceholderTextView
  let sync: PlaceholderTextBindingSync
  let clock: ManualClock
  var placeholder: PlaceholderText? = "Comment"
  var rotation: PlaceholderTextBindingSync.Rotation?
  var font: UIFont? = .systemFont(ofSize: 17)
  var isEnabled = true
  /// What `placeholderTextEditorLines(_:)` and `placeholderTextEditorMaximumLength(_:)` put in the environment.
  var minimumLines = 1
  var maximumLines = 0
  var maximumLength: Int?
  private(set) var text = ""
  private(set) var textWrites: [String] = []
  /// The heights the view reported through `heightDidChange`, in order.
  private(set) var heights: [CGFloat] = []

  init(view: PlaceholderTextView = PlaceholderTextView(frame: .zero, textContainer: nil)) {
    let clock = ManualClock()
    self.view = view
    self.clock = clock
    sync = PlaceholderTextBindingSync(textView: view, clock: clock)
    super.init(reportIssue: { Issue.record("\($0)") })
    sync.text = recordingLink(self, \.text, writes: \.textWrites, name: "binding")
    sync.focus = focusLink
    view.heightDidChange = { [unowned self] in self.heights.append($0) }
    sync.schedule = { [unowned self] in self.schedule($0) }
    settle()
  }

  override func render() {
    super.render()
    sync.update(
      placeholder: placeholder, rotation: rotation, font: font, isEnabled: isEnabled,
      minimumLines: minimumLines, maximumLines: maximumLines, maximumLength: maximumLength)
  }

  func appSets(text: String) {
    self.text = text
    invalidate()
  }

  /// SwiftUI lays the view out at `width`, the width it proposed to `sizeThatFits`.
  func layOut(width: CGFloat) {
    view.frame = CGRect(x: 0, y: 0, width: width, height: sync.fittingSize(forWidth: width).height)
  }

  override func resetCounts() {
    super.resetCounts()
    textWrites = []
    heights = []
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
