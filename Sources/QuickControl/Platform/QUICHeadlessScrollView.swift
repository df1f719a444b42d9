#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A scroll view without a screen: `UIScrollView`'s insets and layout semantics in plain Swift.
  ///
  /// Where UIKit is unavailable, ``KeyboardInsetKeeper`` works on this class
  /// (and the headless text view of `PlaceholderTextView` inherits from it), so
  /// keyboard avoidance runs with `swift test`. There is no view hierarchy: the
  /// ``frame`` is in screen coordinates, ``screenBounds`` is settable to rotate
  /// the screen, and ``safeAreaInsets`` is settable to simulate a home indicator
  /// or a tab bar under the view. As on UIKit, ``adjustedContentInset`` is
  /// ``contentInset`` plus the safe area. Changes of ``frame``, ``contentInset``
  /// and ``verticalScrollIndicatorInsets`` are reported to the keeper, as
  /// key-value observing reports them on UIKit.
  ///
  /// ```swift
  /// let scrollView = QUICHeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// scrollView.safeAreaInsets.bottom = 34
  /// scrollView.adjustedContentInset.bottom  // 34
  /// ```
  @MainActor
  open class QUICHeadlessScrollView {
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
    /// (``QUICHeadlessKeyboard/screenBounds``) unless set; set it (and the frame) to simulate a rotation.
    ///
    /// ```swift
    /// scrollView.screenBounds = CGRect(x: 0, y: 0, width: 844, height: 390)  // landscape
    /// scrollView.frame = scrollView.screenBounds
    /// ```
    open var screenBounds = QUICHeadlessKeyboard.screenBounds
    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// The size of the scrolled content.
    open var contentSize = CGSize.zero
    /// The point of the content shown at the top-left corner.
    open var contentOffset = CGPoint.zero
    /// The app's (and the keyboard keeper's) inset of the content.
    open var contentInset = QUICHeadlessEdgeInsets.zero {
      didSet { if contentInset != oldValue { layoutDidChange() } }
    }
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = QUICHeadlessEdgeInsets.zero {
      didSet { if verticalScrollIndicatorInsets != oldValue { layoutDidChange() } }
    }
    /// The safe area; settable here to simulate a home indicator, a tab bar or a toolbar.
    open var safeAreaInsets = QUICHeadlessEdgeInsets.zero
    /// The inset the view scrolls with: ``contentInset`` plus ``safeAreaInsets``, as UIKit's automatic adjustment.
    open var adjustedContentInset: QUICHeadlessEdgeInsets {
      QUICHeadlessEdgeInsets(
        top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
        bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }
    /// The rectangles passed to ``scrollRectToVisible(_:animated:)``, in order; for tests.
    public private(set) var scrolledToVisibleRects: [CGRect] = []

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

    /// Scrolls so that `rect` (in content coordinates) is visible; headless, it records the rectangle.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      scrolledToVisibleRects.append(rect)
    }

    // MARK: - Observation

    /// Calls `changed` after each change of ``frame``, ``contentInset`` or ``verticalScrollIndicatorInsets``,
    /// as key-value observing them does on UIKit, until the returned observation is released.
    func observeLayout(_ changed: @escaping @MainActor () -> Void) -> LayoutObservation {
      let observation = LayoutObservation(changed)
      layoutObservers.removeAll { $0.observation == nil }
      layoutObservers.append(WeakLayoutObservation(observation: observation))
      return observation
    }

    /// The number of observations still alive; for tests.
    var layoutObservationCount: Int { layoutObservers.filter { $0.observation != nil }.count }

    private func layoutDidChange() {
      layoutObservers.removeAll { $0.observation == nil }
      for observer in layoutObservers { observer.observation?.changed() }
    }

    /// One observation of ``observeLayout(_:)``; releasing it ends it.
    final class LayoutObservation {
      let changed: @MainActor () -> Void

      init(_ changed: @escaping @MainActor () -> Void) {
        self.changed = changed
      }
    }

    private struct WeakLayoutObservation {
      weak var observation: LayoutObservation?
    }

    // MARK: - Layout

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
#endif
