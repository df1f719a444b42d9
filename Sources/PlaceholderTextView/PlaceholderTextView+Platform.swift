import Foundation
import QuickControl

// The platform glue of this module: on UIKit, the subview that keeps a text view's placeholder,
// key-value observing, Dynamic Type and animations; headless, the same hooks on the test double.

#if QUICKCONTROL_UIKIT

  /// The view that keeps a text view's placeholder: behind the text, as large as the text view's bounds
  /// (autoresizing, so the placeholder is laid out again when the text view's size changes), never touched.
  ///
  /// The text view retains it as a subview, and it retains the placeholder: the placeholder, its label and its
  /// observations live exactly as long as the text view, with no associated objects and no swizzling.
  final class PlaceholderContainerView: UIView {
    let placeholder: TextViewPlaceholder

    init(placeholder: TextViewPlaceholder, frame: CGRect) {
      self.placeholder = placeholder
      super.init(frame: frame)
    }

    /// Never archived: the text view makes it when its placeholder is first set.
    required init?(coder: NSCoder) {
      nil
    }

    /// The text view's size changed: the placeholder wraps to the new width.
    override func layoutSubviews() {
      super.layoutSubviews()
      if placeholder.layoutDidChange == nil { placeholder.layout() }
    }
  }

  extension UITextView {
    /// The placeholder attached to the view, found among its subviews.
    var attachedPlaceholder: TextViewPlaceholder? {
      for case let container as PlaceholderContainerView in subviews { return container.placeholder }
      return nil
    }

    /// Adds the placeholder's label behind the text, in a container the size of the view's content origin.
    func attachPlaceholder(_ placeholder: TextViewPlaceholder) {
      let container = PlaceholderContainerView(
        placeholder: placeholder, frame: CGRect(origin: .zero, size: bounds.size))
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.isUserInteractionEnabled = false
      container.addSubview(placeholder.label)
      insertSubview(container, at: 0)
    }

    /// Key-value observes what the placeholder's layout follows: the text container's line fragment padding
    /// and exclusion paths and, with `includingView`, the view's font, alignment and container inset.
    func observePlaceholderGeometry(
      includingView: Bool, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      // UIKit changes these properties on the main thread, which runs the handlers.
      var observations: [AnyObject] = [
        textContainer.observe(\.lineFragmentPadding) { _, _ in MainActor.assumeIsolated { changed() } },
        textContainer.observe(\.exclusionPaths) { _, _ in MainActor.assumeIsolated { changed() } },
      ]
      guard includingView else { return observations }
      observations += [
        observe(\.font) { _, _ in MainActor.assumeIsolated { changed() } },
        observe(\.textAlignment) { _, _ in MainActor.assumeIsolated { changed() } },
        observe(\.textContainerInset) { _, _ in MainActor.assumeIsolated { changed() } },
      ]
      return observations
    }

    /// The part of `proposed` (in text container coordinates) where the text system lays out a line:
    /// the text container's answer, clear of its exclusion paths.
    func placeholderLineFragment(proposed: CGRect) -> CGRect {
      textContainer.lineFragmentRect(
        forProposedRect: proposed, at: 0, writingDirection: .natural, remaining: nil)
    }
  }

  extension TextViewPlaceholder {
    /// Follows Dynamic Type: the label takes the view's new font once UIKit has updated it.
    func observeContentSizeCategory() {
      notifications.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil) {
        [weak self] _ in
        // The next turn: text views adjust their own fonts on this notification too.
        Task { @MainActor in
          guard let self else { return }
          self.syncStyle()
          self.geometryDidChange()
        }
      }
    }
  }

  import UIKit

  extension PlaceholderTextView {
    /// Cross-dissolves the label's change, public API only.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      Self.crossDissolve(placeholderLabel, change)
    }

    /// Cross-dissolves `view` while `change` runs, public API only: the rotation's fade on every UIKit host.
    static func crossDissolve(_ view: UIView, _ change: @escaping () -> Void) {
      UIView.transition(
        with: view, duration: 0.3,
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
#else
  extension UITextView {
    /// The placeholder attached to the view.
    var attachedPlaceholder: TextViewPlaceholder? { placeholderAttachment as? TextViewPlaceholder }

    /// Keeps the placeholder in the view: headless views have no subviews; the label is read by tests.
    func attachPlaceholder(_ placeholder: TextViewPlaceholder) {
      placeholderAttachment = placeholder
    }

    /// Calls `changed` after a change of the container's padding or exclusion paths and, with `includingView`,
    /// of the view's font, alignment, insets, Dynamic Type setting, layout direction or size; tokens are not needed.
    func observePlaceholderGeometry(
      includingView: Bool, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      placeholderObservers = (includingView ? changed : nil, changed)
      return []
    }

    /// The text container's line fragment for `proposed`, clear of its exclusion paths.
    func placeholderLineFragment(proposed: CGRect) -> CGRect {
      textContainer.lineFragmentRect(forProposedRect: proposed)
    }
  }

  extension TextViewPlaceholder {
    /// Headless, there is no content size category notification: `adjustsFontForContentSizeCategory` is observed.
    func observeContentSizeCategory() {}
  }

  extension PlaceholderTextView {
    /// Headless changes are not animated.
    func animatePlaceholderChange(_ change: @escaping () -> Void) {
      change()
    }

    /// Headless views have no undo stack.
    func userEditWasTrimmed() {}

    /// Corelibs Foundation cannot convert attributes; headless placeholders keep the characters.
    func makeAttributedPlaceholder(_ string: AttributedString) -> NSAttributedString {
      NSAttributedString(string: String(string.characters))
    }
  }
#endif
