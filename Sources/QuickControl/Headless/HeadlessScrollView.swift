#if !QUICKCONTROL_UIKIT
  import Foundation

  /// Platform plumbing (hidden from the docs): the scroll view class ``KeyboardInsetKeeper`` keeps clear, headless.
  @_documentation(visibility: internal)
  public typealias PlatformScrollView = HeadlessScrollView

  /// A scroll view without a screen: `UIScrollView`'s insets and layout semantics in plain Swift.
  ///
  /// Where UIKit is unavailable, ``KeyboardInsetKeeper`` works on it, so keyboard avoidance runs in `swift test`.
  /// The ``frame`` is in screen coordinates; ``screenBounds`` and ``safeAreaInsets`` are settable to simulate a
  /// rotation or a tab bar. Changes of the frame and insets are reported as key-value observing does on UIKit.
  /// For example, after `scrollView.safeAreaInsets.bottom = 34`, `scrollView.adjustedContentInset.bottom` is 34.
  @MainActor
  open class HeadlessScrollView {
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
    /// (``HeadlessKeyboard/screenBounds``) unless set; set it (and the frame) to simulate a rotation:
    /// for example, `CGRect(x: 0, y: 0, width: 844, height: 390)` for landscape.
    open var screenBounds = HeadlessKeyboard.screenBounds
    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// The size of the scrolled content.
    open var contentSize = CGSize.zero
    /// The point of the content shown at the top-left corner.
    open var contentOffset = CGPoint.zero
    /// The app's (and the keyboard keeper's) inset of the content.
    open var contentInset = HeadlessEdgeInsets.zero {
      didSet { if contentInset != oldValue { layoutDidChange() } }
    }
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = HeadlessEdgeInsets.zero {
      didSet { if verticalScrollIndicatorInsets != oldValue { layoutDidChange() } }
    }
    /// The safe area; settable here to simulate a home indicator, a tab bar or a toolbar.
    open var safeAreaInsets = HeadlessEdgeInsets.zero
    /// The inset the view scrolls with: ``contentInset`` plus ``safeAreaInsets``, as UIKit's automatic adjustment.
    open var adjustedContentInset: HeadlessEdgeInsets {
      HeadlessEdgeInsets(
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

    /// Calls `changed` after each change of ``frame`` or the insets (as KVO on UIKit) until the result is released.
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

  /// Edge insets with `UIEdgeInsets`' fields.
  ///
  /// For example, `textView.textContainerInset = HeadlessEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)`.
  public struct HeadlessEdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public static let zero = HeadlessEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// The keyboard notifications of UIKit, posted by hand: what ``KeyboardInsetKeeper`` observes, for `swift test`.
  ///
  /// The names and `userInfo` keys are UIKit's; the values are not boxed (`CGRect`, `Double`, `Int`, `Bool`).
  /// For example, `HeadlessKeyboard.postWillChangeFrame(to: frame, duration: 0.25)`, then `postWillHide()`.
  public enum HeadlessKeyboard {
    /// Posted before the keyboard's frame changes (shown, moved, resized, hidden), as `UIResponder.keyboardWillChangeFrameNotification`.
    public static let willChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted before the keyboard hides, as `UIResponder.keyboardWillHideNotification`.
    public static let willHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// The keyboard's frame at the end of the change, in screen coordinates (a `CGRect`).
    public static let frameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the change's animation, in seconds (a `Double`).
    public static let animationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the change's animation, a `UIView.AnimationCurve` raw value (an `Int`).
    public static let animationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (a `Bool`); `false` for another app's in multitasking.
    public static let isLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// The bounds of the headless screen: an iPhone's, in points, in portrait.
    public static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Posts the will-change-frame notification with its `userInfo`, as UIKit does when the keyboard shows, moves or hides.
    public static func postWillChangeFrame(
      to frame: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true,
      center: NotificationCenter = .default
    ) {
      center.post(
        name: willChangeFrameNotification, object: nil,
        userInfo: userInfo(frame: frame, duration: duration, curve: curve, isLocal: isLocal))
    }

    /// Posts the will-hide notification, with the end frame below the screen as UIKit does.
    public static func postWillHide(
      duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true, center: NotificationCenter = .default
    ) {
      let below = CGRect(x: 0, y: screenBounds.maxY, width: screenBounds.width, height: 336)
      center.post(
        name: willHideNotification, object: nil,
        userInfo: userInfo(frame: below, duration: duration, curve: curve, isLocal: isLocal))
    }

    private static func userInfo(frame: CGRect, duration: Double, curve: Int, isLocal: Bool) -> [AnyHashable:
      Any]
    {
      [
        frameEndUserInfoKey: frame, animationDurationUserInfoKey: duration,
        animationCurveUserInfoKey: curve, isLocalUserInfoKey: isLocal,
      ]
    }
  }

  /// The headless keyboard is ``KeyboardInsetKeeper``'s platform: frames are screen frames.
  typealias KeyboardPlatform = HeadlessKeyboard

  extension HeadlessKeyboard {
    /// The `userInfo` keys.
    static let userInfoKeys = KeyboardUserInfoKeys(
      frameEnd: frameEndUserInfoKey, animationDuration: animationDurationUserInfoKey,
      animationCurve: animationCurveUserInfoKey, isLocal: isLocalUserInfoKey)

    /// The end frame of a `userInfo`: a `CGRect`.
    static func frame(_ value: Any?) -> CGRect? {
      value as? CGRect
    }

    /// The bounds of the headless scroll view's screen (rotated when a test rotates it).
    @MainActor static func screenBounds(of scrollView: HeadlessScrollView) -> CGRect {
      scrollView.screenBounds
    }

    /// Observes the scroll view's frame and insets as UIKit's key-value observing does; released, it ends.
    @MainActor static func observeLayout(
      of scrollView: HeadlessScrollView, _ changed: @escaping @MainActor @Sendable () -> Void
    ) -> [AnyObject] {
      [scrollView.observeLayout(changed)]
    }

    /// A headless view has no superview: its frame is in screen coordinates.
    @MainActor static func screenFrame(of scrollView: HeadlessScrollView) -> CGRect? {
      scrollView.frame
    }

    /// Headless changes are not animated.
    static func animate(duration: TimeInterval, curve: Int, _ changes: @escaping () -> Void) {
      changes()
    }

    /// Scrolls the end of the content (where the headless caret is) into view, if the view is first responder.
    @MainActor static func revealFirstResponder(in scrollView: HeadlessScrollView) {
      guard scrollView.isFirstResponder else { return }
      let end = max(0, scrollView.contentSize.height - 1)
      scrollView.scrollRectToVisible(CGRect(x: 0, y: end, width: 1, height: 1), animated: false)
    }
  }
#endif
