import Foundation
import PlaceholderTextView
import Testing

/// Where VoiceOver and UI tests find the placeholder: the label or the hint, never the value.
@MainActor
struct PlaceholderAccessibilityTests {
  let view = PlaceholderTextView(frame: .zero)

  @Test func placeholderIsTheLabelAndTheValueIsOnlyTypedText() {
    view.placeholder = "Your address"
    #expect(view.accessibilityLabel == "Your address")
    #expect(view.accessibilityValue == "", "a UI test reading value must not see the placeholder as text")
    #expect(view.accessibilityHint == nil)
    #expect(!view.placeholderLabel.isAccessibilityElement)
    type("1 Infinite Loop", into: view)
    #expect(view.accessibilityValue == "1 Infinite Loop")
    #expect(view.accessibilityLabel == "Your address", "the label stays: UI tests find the view by it")
  }

  @Test func appsLabelWinsAndThePlaceholderBecomesTheHint() {
    view.placeholder = "Street, number, city"
    view.accessibilityLabel = "Address"
    #expect(view.accessibilityLabel == "Address")
    #expect(view.accessibilityHint == "Street, number, city")
    view.accessibilityHint = "Where we deliver"
    #expect(view.accessibilityHint == "Where we deliver")
    view.accessibilityLabel = nil
    view.accessibilityHint = nil
    #expect(view.accessibilityLabel == "Street, number, city")
    #expect(view.accessibilityHint == nil)
  }

  @Test func noPlaceholderNoLabel() {
    #expect(view.accessibilityLabel == nil)
    view.placeholder = ""
    #expect(view.accessibilityLabel == nil)
  }

  @Test func appsValueIsKept() {
    view.placeholder = "Your address"
    view.accessibilityValue = "No address yet"
    #expect(view.accessibilityValue == "No address yet")
    view.accessibilityValue = nil
    #expect(view.accessibilityValue == "")
  }

  /// Reported against peer placeholder libraries: VoiceOver reads nothing for an empty view.
  @Test func voiceOverReadsNothingForAnEmptyView() {
    view.placeholder = "Search"
    #expect(view.accessibilityLabel == "Search")
    #expect(view.accessibilityValue == "", "the placeholder is never mistaken for typed text")
  }
}
