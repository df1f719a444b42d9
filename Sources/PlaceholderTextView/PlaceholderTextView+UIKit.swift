#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PlaceholderTextView {
    /// Adds the label behind the text and follows Dynamic Type changes.
    func installPlaceholderLabel() {
      insertSubview(placeholderLabel, at: 0)
      notifications.addObserver(
        forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
      ) { [weak self] _ in
        // Any object may post it, on any thread: hop to the main actor rather than assume it.
        // By the next main-actor turn UIKit has updated the view's font; copy it and re-measure.
        Task { @MainActor in
          guard let self else { return }
          self.syncPlaceholderStyle()
          self.setNeedsLayout()
          self.invalidateIntrinsicContentSize()
          self.measureHeight()
        }
      }
    }

    /// Cross-dissolves the label's change, public API only.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      UIView.transition(
        with: placeholderLabel, duration: 0.3,
        options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
        animations: change)
    }

    /// After the length limit removed part of a user's edit: the undo stack still holds that edit's
    /// ranges, which no longer match the text, so it is cleared rather than left to undo into the wrong text.
    func userEditWasTrimmed() {
      undoManager?.removeAllActions()
    }

    /// Converts with Foundation, keeping every attribute.
    func makeAttributedPlaceholder(_ string: AttributedString) -> NSAttributedString {
      NSAttributedString(string)
    }
  }
#endif
