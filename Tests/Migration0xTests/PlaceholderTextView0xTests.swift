import Foundation
import PlaceholderTextView
import QuickControl
import Testing

/// Each 0.x spelling of PlaceholderTextView, written as 0.x code wrote it, next to its 1.0 spelling.
@MainActor
@Suite("PlaceholderTextView 0.x spellings behave as their 1.0 replacements")
struct PlaceholderTextView0xTests: PlaceholderTextView0xTestBodies {
  /// The test bodies, 0.x code as written, called where their deprecated spellings do not warn.
  private var bodies: any PlaceholderTextView0xTestBodies { self }

  @Test func subscribingToEvents() { bodies.subscribingToEventsBody() }
  @Test func valuesForTheEmptyAndEditingStates() { bodies.valuesForTheEmptyAndEditingStatesBody() }
  @Test func rotationOptionsKeepTheirOldName() { bodies.rotationOptionsKeepTheirOldNameBody() }
}

/// The bodies of ``PlaceholderTextView0xTests``: each test calls its own through this protocol, so that the 0.x
/// spellings in them, in a deprecated extension, compile without a warning (Swift Testing runs no
/// deprecated test function).
@MainActor
protocol PlaceholderTextView0xTestBodies {
  func subscribingToEventsBody()
  func valuesForTheEmptyAndEditingStatesBody()
  func rotationOptionsKeepTheirOldNameBody()
}

@available(
  *, deprecated, message: "0.x code kept as written: its deprecated spellings must compile and behave"
)
extension PlaceholderTextView0xTests {
  func subscribingToEventsBody() {
    let view = PlaceholderTextView(frame: .zero)
    var old = 0
    var new = 0
    view.subscribe(on: .editingChanged) { _ in old += 1 }
    view.subscribe(to: .editingChanged) { _ in new += 1 }
    view.becomeFirstResponder()
    view.insertText("a")
    view.insertText("b")
    #expect(old == 2 && new == 2)
  }

  func valuesForTheEmptyAndEditingStatesBody() {
    let view = PlaceholderTextView(frame: .zero)
    let send = Badge()
    let hint = Badge()
    view.setValue(0.3, forTarget: send, forKeyPath: \.alpha, forAllStatesContained: PlaceholderTextView.empty)
    view.setValue(
      "Start typing", forTarget: hint, forKeyPath: \.title, for: .intersected(PlaceholderTextView.editing))
    #expect(send.alpha == 0.3 && hint.title == "default")
    view.becomeFirstResponder()
    #expect(hint.title == "Start typing")
    view.insertText("a")
    #expect(send.alpha == 1)
  }

  func rotationOptionsKeepTheirOldNameBody() {
    #expect(PlaceholderRotation<PlaceholderTextView>.Options.self == PlaceholderRotationOptions.self)
  }
}
