#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A scroll view without a screen: `UIScrollView`'s insets and layout semantics in plain Swift.
  ///
  /// Where UIKit is unavailable, ``KeyboardInsetKeeper`` works on this class
  /// (and the headless text view of `PlaceholderTextView` inherits from it), so
  /// keyboard avoidance runs with `swift test`. There is no view hierarchy: the
  /// ``frame`` is in screen coordinates, and ``safeAreaInsets`` is settable to
  /// simulate a home indicator or a tab bar under the view. As on UIKit,
  /// ``adjustedContentInset`` is ``contentInset`` plus the safe area.
  ///
  /// ```swift
  /// let scrollView = QUICHeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// scrollView.safeAreaInsets.bottom = 34
  /// scrollView.adjustedContentInset.bottom  // 34
  /// ```
  @MainActor
  open class QUICHeadlessScrollView {
    private var needsLayout = true

    /// The frame, in screen coordinates (a headless view has no superview); changing its size asks for layout.
    open var frame: CGRect {
      didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// The size of the scrolled content.
    open var contentSize = CGSize.zero
    /// The point of the content shown at the top-left corner.
    open var contentOffset = CGPoint.zero
    /// The app's (and the keyboard keeper's) inset of the content.
    open var contentInset = QUICHeadlessEdgeInsets.zero
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = QUICHeadlessEdgeInsets.zero
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
