import Foundation
import PlaceholderTextView
import QuickControl
import Testing

/// The view is a QuickControl host: "empty" and "editing" drive per-state values on any target.
@MainActor
struct PlaceholderStateTests {
  @Test func emptyAndEditingBits() {
    let view = PlaceholderTextView(frame: .zero)
    #expect(view.state == PlaceholderTextView.empty)
    view.becomeFirstResponder()
    #expect(view.state == [PlaceholderTextView.empty, PlaceholderTextView.editing])
    view.insertText("a")
    #expect(view.state == PlaceholderTextView.editing)
    view.resignFirstResponder()
    #expect(view.state == [])
    view.text = ""
    #expect(view.state == PlaceholderTextView.empty)
    #expect(view.lastAppliedState == PlaceholderTextView.empty)
  }

  @Test func focusChangesApplyTheFocusedState() {
    // The focus system (tvOS, a keyboard on iPad) moves focus without touching the text or
    // first responder; the view must re-apply its state for per-state values on `.focused`.
    let view = PlaceholderTextView(frame: .zero)
    let ring = Badge()
    view.setValue(1, forTarget: ring, forKeyPath: \.alpha, forAllStatesContained: .focused)
    view.setValue(0, forTarget: ring, forKeyPath: \.alpha, forInvertedState: .focused)
    #expect(ring.alpha == 0)
    view.isFocused = true
    #expect(view.lastAppliedState.contains(.focused))
    #expect(ring.alpha == 1)
    view.isFocused = false
    #expect(ring.alpha == 0)
  }

  @Test func stateBitsLieInTheApplicationRange() {
    #expect(ControlState.application.contains(PlaceholderTextView.empty))
    #expect(ControlState.application.contains(PlaceholderTextView.editing))
  }

  @Test func placeholderColourPerEditingState() {
    let view = PlaceholderTextView(frame: .zero)
    let blue = QUICColor(name: "blue")
    view.setValue(blue, forKeyPath: \.placeholderColor, forAllStatesContained: PlaceholderTextView.editing)
    #expect(view.placeholderLabel.textColor == .placeholderText)
    view.becomeFirstResponder()
    #expect(view.placeholderLabel.textColor == blue)
    view.resignFirstResponder()
    #expect(view.placeholderLabel.textColor == .placeholderText)
  }

  @Test func anotherTargetFollowsEmptinessOnTypingAndProgrammaticSets() {
    let view = PlaceholderTextView(frame: .zero)
    let send = Badge()
    view.setValue(0.3, forTarget: send, forKeyPath: \.alpha, forAllStatesContained: PlaceholderTextView.empty)
    #expect(send.alpha == 0.3)
    view.becomeFirstResponder()
    view.insertText("hi")
    #expect(send.alpha == 1)
    view.text = ""
    #expect(send.alpha == 0.3)
    view.attributedText = NSAttributedString(string: "draft")
    #expect(send.alpha == 1)
  }

  @Test func editingAndEmptyTogetherWithAUsualDescriptor() {
    let view = PlaceholderTextView(frame: .zero)
    let hint = Badge()
    view.setValue(
      "Start typing", forTarget: hint, forKeyPath: \.title,
      for: [PlaceholderTextView.empty, PlaceholderTextView.editing])
    view.becomeFirstResponder()
    #expect(hint.title == "Start typing")
    view.insertText("x")
    #expect(hint.title == "default")
  }

  @Test func descriptorSubscriptionFiresWhenTheTextEmpties() {
    let view = PlaceholderTextView(frame: .zero)
    view.text = "something"
    var fired = 0
    let token = view.subscribe(on: .intersected(PlaceholderTextView.empty)) { _ in fired += 1 }
    view.text = ""
    #expect(fired == 1)
    token.cancel()
  }

  @Test func editingEventsAreSentAndQueuedInTransitions() {
    let view = PlaceholderTextView(frame: .zero)
    var events: [String] = []
    view.subscribe(on: .editingDidBegin) { _ in events.append("begin") }
    view.subscribe(on: .editingChanged) { _ in events.append("changed") }
    let end = view.subscribe(on: .editingDidEnd) { _ in events.append("end") }
    view.becomeFirstResponder()
    view.insertText("a")
    view.text = "programmatic"  // like UIKit: no editingChanged for a set in code
    view.performTransition {
      view.insertText("b")
      view.insertText("c")
      #expect(events == ["begin", "changed"])
    }
    #expect(events == ["begin", "changed", "changed"])
    end.cancel()
    view.resignFirstResponder()
    #expect(events == ["begin", "changed", "changed"])
  }

  @Test func nonEditableViewNeverEntersEditing() {
    let view = PlaceholderTextView(frame: .zero)
    view.isEditable = false
    #expect(!view.becomeFirstResponder())
    #expect(!view.state.contains(PlaceholderTextView.editing))
  }

  // 0.x's state table printed bits in hex ("[0x10000] ← !…"); 1.0 prints names, so that
  // 0.x test is not kept (PlaceholderTextViewTests checks the 1.0 table).
}
