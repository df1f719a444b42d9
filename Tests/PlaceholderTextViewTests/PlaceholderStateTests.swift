import Foundation
import PlaceholderTextView
import QuickControl
import Testing

/// The view is a QuickControl host: "empty" and "editing" drive per-state values on any target.
@MainActor
struct PlaceholderStateTests {
  let view = PlaceholderTextView(frame: .zero)

  @Test func emptyAndEditingBits() {
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

  #if !QUICKCONTROL_UIKIT
    @Test func focusChangesApplyTheFocusedState() {
      // The focus system (tvOS, a keyboard on iPad) moves focus without touching the text or
      // first responder; the view must re-apply its state for per-state values on `.focused`.
      let ring = Badge()
      view.setValue(1, for: \.alpha, of: ring, when: .containing(.focused))
      view.setValue(0, for: \.alpha, of: ring, when: .notContaining(.focused))
      #expect(ring.alpha == 0)
      view.isFocused = true
      #expect(view.lastAppliedState.contains(.focused))
      #expect(ring.alpha == 1)
      view.isFocused = false
      #expect(ring.alpha == 0)
    }
  #endif

  @Test func theViewsStatesHaveLibraryBitsOutsideTheAppsRange() {
    // Bits of their own among the library's, none in ControlState.application, where 0.x apps'
    // raw states and the PIN's 0.x states lie. (A PIN's state used on a text view, and the other
    // way round, stops: Tests/AppScaleTests.)
    let states = [
      PlaceholderTextView.empty, PlaceholderTextView.editing, PlaceholderTextView.nearLengthLimit,
    ]
    #expect(Set(states.map(\.rawValue)).count == 3)
    #expect(states.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    #expect(states.allSatisfy { $0.rawValue & StateNames.libraryBits == $0.rawValue })
    #expect(states.allSatisfy { $0.isDisjoint(with: ControlState.application) })
  }

  #if !QUICKCONTROL_UIKIT
    @Test func placeholderColourPerEditingState() {
      let blue = UIColor(name: "blue")
      view.setValue(blue, for: \.placeholderColor, when: .containing(PlaceholderTextView.editing))
      #expect(view.placeholderLabel.textColor == .placeholderText)
      view.becomeFirstResponder()
      #expect(view.placeholderLabel.textColor == blue)
      view.resignFirstResponder()
      #expect(view.placeholderLabel.textColor == .placeholderText)
    }
  #endif

  @Test func anotherTargetFollowsEmptinessOnTypingAndProgrammaticSets() {
    let send = Badge()
    view.setValue(0.3, for: \.alpha, of: send, when: .containing(PlaceholderTextView.empty))
    #expect(send.alpha == 0.3)
    type("hi", into: view)
    #expect(send.alpha == 1)
    view.text = ""
    #expect(send.alpha == 0.3)
    view.attributedText = NSAttributedString(string: "draft")
    #expect(send.alpha == 1)
  }

  @Test func editingAndEmptyTogetherWithAnExactlyCondition() {
    let hint = Badge()
    view.setValue(
      "Start typing", for: \.title, of: hint,
      when: .exactly([PlaceholderTextView.empty, PlaceholderTextView.editing]))
    view.becomeFirstResponder()
    #expect(hint.title == "Start typing")
    view.insertText("x")
    #expect(hint.title == "default")
  }

  @Test func aConditionSubscriptionFiresWhenTheTextEmpties() {
    view.text = "something"
    var fired = 0
    let token = view.subscribe(to: .containing(PlaceholderTextView.empty)) { _ in fired += 1 }
    view.text = ""
    #expect(fired == 1)
    token.cancel()
  }

  @Test func editingEventsAreSentAndQueuedInTransitions() {
    var events: [String] = []
    view.subscribe(to: .editingDidBegin) { _ in events.append("begin") }
    view.subscribe(to: .editingChanged) { _ in events.append("changed") }
    let end = view.subscribe(to: .editingDidEnd) { _ in events.append("end") }
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
    view.isEditable = false
    #expect(!view.becomeFirstResponder())
    #expect(!view.state.contains(PlaceholderTextView.editing))
  }

  @Test func stateTableListsBothRegisteredStates() {
    let table = view.stateTableDescription
    #expect(table.hasPrefix("PlaceholderTextView — applied [empty], current [empty]"))
    #expect(table.contains("  empty ← a predicate"))
    #expect(table.contains("  editing ← \\PlaceholderTextView.isFirstResponder"))
    #expect(table.contains("  nearLengthLimit ← \\PlaceholderTextView.isNearLengthLimit"))
  }

  #if !QUICKCONTROL_UIKIT
    // MARK: - Traits, as on a QUIckControl

    @Test func aTraitConditionAppliesWhenTheTraitsChange() {
      view.setValue(UIColor(name: "white"), for: \.textColor, when: .containing(.darkAppearance))
      view.setValue(UIColor(name: "black"), for: \.textColor, when: .notContaining(.darkAppearance))
      #expect(view.textColor?.name == "black")
      view.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(view.state == [PlaceholderTextView.empty, .darkAppearance])
      #expect(view.textColor?.name == "white")
      view.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
      #expect(view.state == [PlaceholderTextView.empty, .accessibilityContentSize])
      #expect(view.textColor?.name == "black")
    }

    @Test func aViewWithoutTraitConditionsLeavesTraitsOutOfItsState() {
      view.traitCollection = UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
      #expect(view.state == PlaceholderTextView.empty)
    }

    @Test func theEditingBorderFollowsDarkModeAndIncreaseContrast() {
      let blue = UIColor(
        light: UIColor(name: "blue"), dark: UIColor(name: "light blue"),
        increasedContrastLight: UIColor(name: "navy"))
      view.setValue(blue, for: \.borderColor, of: view.layer, when: .containing(PlaceholderTextView.editing))
      view.setValue(1, for: \.borderWidth, of: view.layer, when: .containing(PlaceholderTextView.editing))
      view.becomeFirstResponder()
      #expect(view.layer.borderColor?.name == "blue" && view.layer.borderWidth == 1)
      view.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
      #expect(view.layer.borderColor?.name == "light blue")
      view.traitCollection = UITraitCollection(accessibilityContrast: .high)
      #expect(view.layer.borderColor?.name == "navy")
      view.resignFirstResponder()
      #expect(view.layer.borderWidth == 0)
    }
  #endif
}
