import Foundation
import QuickControl

// Accessibility: where the placeholder goes.
//
// UITextField reports an empty field's placeholder as its accessibility value, so a
// UI test reading an empty field's `value` gets the placeholder back and has to
// tell them apart with XCUITest's `placeholderValue`, which an app cannot set.
// This view does not copy that: its value is the typed text only (empty while
// empty), and the placeholder is its label, the part VoiceOver reads first:
// "Comment, text view" empty, "Comment, Hello, text view" with text. VoiceOver
// still speaks the placeholder first, as it does for UITextField. When the app
// gives a label of its own, the placeholder becomes the hint instead.
extension PlaceholderTextView {
  /// The placeholder as VoiceOver reads it: its characters, or `nil` when there is none or it is empty.
  var accessibilityPlaceholderLabel: String? {
    guard let placeholder, !placeholder.isEmpty else { return nil }
    return placeholder
  }
}
