import Foundation

/// A scroll view without a screen: `UIScrollView`'s insets and layout semantics in plain Swift.
///
/// Where UIKit is unavailable, `KeyboardInsetKeeper` works on it, so keyboard avoidance runs in `swift test`.
/// The ``frame`` is in screen coordinates; ``screenBounds`` and ``safeAreaInsets`` are settable to simulate a
/// rotation or a tab bar. Changes of the frame and insets are reported as key-value observing does on UIKit.
/// For example, after `scrollView.safeAreaInsets.bottom = 34`, `scrollView.adjustedContentInset.bottom` is 34.
@MainActor
open class UIScrollView {
  private var needsLayout = true
  /// The observers of ``frame`` and the insets, held weakly: an observation ends when it is released.
  private var layoutObservers: [WeakLayoutObservation] = []

  /// The frame, in screen coordinates (a headless view has no superview); changing its size asks for layout.
  open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { setNeedsLayout() }
      if frame != oldValue { layoutDidChange() }
    }
  }
  /// The bounds of the screen the view is on, as `window.screen.bounds` on UIKit: an iPhone's in portrait
  /// (``UIScreen/main``) unless set; set it (and the frame) to simulate a rotation:
  /// for example, `CGRect(x: 0, y: 0, width: 844, height: 390)` for landscape.
  open var screenBounds = UIScreen.main.bounds
  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The layer: border, corners and shadow, as a styled view sets them.
  public let layer = CALayer()
  /// The traits colours follow; settable, to simulate the dark appearance or Increase Contrast.
  ///
  /// A change calls ``traitCollectionDidChange(_:)``, as UIKit does.
  open var traitCollection = UITraitCollection(preferredContentSizeCategory: .large) {
    didSet { if traitCollection != oldValue { traitCollectionDidChange(oldValue) } }
  }

  /// Called after ``traitCollection`` changes; a `PlaceholderTextView` applies its trait states
  /// and writes its resolved colours again.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Whether the view scrolls.
  open var isScrollEnabled = true
  /// The size of the scrolled content.
  open var contentSize = CGSize.zero
  /// The point of the content shown at the top-left corner.
  open var contentOffset = CGPoint.zero
  /// The app's (and the keyboard keeper's) inset of the content.
  open var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { layoutDidChange() } }
  }
  /// The inset of the vertical scroll indicator.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
    didSet { if verticalScrollIndicatorInsets != oldValue { layoutDidChange() } }
  }
  /// The safe area; settable here to simulate a home indicator, a tab bar or a toolbar.
  open var safeAreaInsets = UIEdgeInsets.zero
  /// The inset the view scrolls with: ``contentInset`` plus ``safeAreaInsets``, as UIKit's automatic adjustment.
  open var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
  }
  /// What ``scrollRectToVisible(_:animated:)`` was asked, read by `scrolledToVisibleRects`.
  var scrollRequests: [CGRect] = []

  /// Creates a scroll view with `frame`, in screen coordinates.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a scroll view from an archive; headless views keep no archived state.
  public required init?(coder: NSCoder) {
    self.frame = .zero
  }

  /// Whether the view is first responder; `false` unless a subclass says otherwise.
  open var isFirstResponder: Bool { false }

  /// Scrolls so that `rect` (in content coordinates) is visible; headless, it records the rectangle
  /// in `scrolledToVisibleRects`.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    scrollRequests.append(rect)
  }

  /// Calls `changed` after each change of ``frame`` or the insets (as KVO on UIKit) until the result is released.
  package func observeLayout(_ changed: @escaping @MainActor () -> Void) -> LayoutObservation {
    let observation = LayoutObservation(changed)
    layoutObservers.removeAll { $0.observation == nil }
    layoutObservers.append(WeakLayoutObservation(observation: observation))
    return observation
  }

  /// The number of layout observations still alive (read by the package's lifetime tests).
  package var layoutObservationCount: Int { layoutObservers.filter { $0.observation != nil }.count }

  private func layoutDidChange() {
    layoutObservers.removeAll { $0.observation == nil }
    for observer in layoutObservers { observer.observation?.changed() }
  }

  /// One observation of ``observeLayout(_:)``; releasing it ends it.
  package final class LayoutObservation {
    let changed: @MainActor () -> Void

    init(_ changed: @escaping @MainActor () -> Void) {
      self.changed = changed
    }
  }

  private struct WeakLayoutObservation {
    weak var observation: LayoutObservation?
  }

  /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs ``layoutSubviews()`` if layout was asked for, as the run loop does on UIKit.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Lays out subviews; subclasses override it.
  open func layoutSubviews() {}
}
