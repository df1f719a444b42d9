import Foundation
import PlaceholderTextView
import Testing

/// A host that records what it is asked to show.
@MainActor
final class FakeHost: RotatingPlaceholderHost {
  var hasText = false
  var shown: [(placeholder: String, animated: Bool)] = []
  var last: String? { shown.last?.placeholder }

  func showRotatingPlaceholder(_ placeholder: String, animated: Bool) {
    shown.append((placeholder, animated))
  }
}

/// A plain target for per-state values.
@MainActor
final class Badge {
  var title = "default"
  var alpha = 1.0
}

/// Simulates the user typing into `view`: first responder, then key input.
@MainActor
func type(_ text: String, into view: PlaceholderTextView) {
  view.becomeFirstResponder()
  view.insertText(text)
}
