import Foundation
import QuickControl

// Accessibility: where the placeholder goes.
//
// UITextField speaks an empty field's placeholder where its value goes, so a UI
// test reading an empty field's `value` gets the placeholder back and has to tell
// them apart with XCUITest's `placeholderValue`, which an app cannot set. So this
// view keeps the value for the typed text only (empty while empty) and speaks the
// placeholder as its label, the part VoiceOver reads first, as UITextField does:
// "Comment, text view" empty, "Comment, Hello, text view" with text. When the app
// gives a label of its own, the placeholder becomes the hint instead.
extension PlaceholderTextView {
  /// The placeholder as VoiceOver reads it: its characters, or `nil` when there is none or it is empty.
  var accessibilityPlaceholderLabel: String? {
    guard let placeholder, !placeholder.isEmpty else { return nil }
    return placeholder
  }
}
