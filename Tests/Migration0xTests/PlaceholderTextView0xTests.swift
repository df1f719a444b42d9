import Foundation
import PlaceholderTextView
import QuickControl
import Testing

/// Each 0.x spelling of PlaceholderTextView, written as 0.x code wrote it, next to its 1.0 spelling.
@MainActor
@Suite("PlaceholderTextView 0.x spellings behave as their 1.0 replacements")
struct PlaceholderTextView0xTests {
  @Test func subscribingToEvents() {
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

  @Test func valuesForTheEmptyAndEditingStates() {
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

  @Test func rotationOptionsKeepTheirOldName() {
    #expect(PlaceholderRotation<PlaceholderTextView>.Options.self == PlaceholderRotationOptions.self)
  }
}
