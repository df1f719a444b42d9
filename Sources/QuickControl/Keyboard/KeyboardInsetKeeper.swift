import Foundation

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// Keeps a scroll view's content clear of the keyboard, with no appear or disappear bookkeeping.
///
/// Create one for any scroll view (a text view, a table, a form) and keep it in
/// a property: it observes the keyboard's will-change-frame and will-hide
/// notifications through a ``NotificationProxy`` from its creation, and its
/// observations end when it is deallocated. It holds the scroll view weakly.
///
/// On each notification it converts the keyboard's end frame to screen
/// coordinates with the scroll view's frame and adds the real overlap
/// (``KeyboardGeometry/bottomInset(for:systemInset:)``: not the keyboard's
/// height, nothing for a floating or split keyboard, less for a tab bar or the
/// safe area) to the bottom of `contentInset` and `verticalScrollIndicatorInsets`,
/// animated with the notification's duration and curve. When the keyboard
/// hides, the app's own insets are restored exactly. An inset the app sets
/// while the keyboard is up becomes its own inset: it is added to at the next
/// change (or at ``update()``) and restored on hide. For this app's keyboard
/// the first responder (a text view's caret) is scrolled into view; another
/// app's keyboard in multitasking still covers the window, so it is inset for
/// but nothing is scrolled.
///
/// ```swift
/// final class NotesViewController: UIViewController {
///   let textView = UITextView()
///   private lazy var keyboardInsets = KeyboardInsetKeeper(scrollView: textView)
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     _ = keyboardInsets  // that is all: no observers to add or remove
///   }
/// }
/// ```
///
/// Per-state values can follow the keyboard too: see
/// ``QUICStateHost/register(_:whileKeyboardCovers:)``.
@MainActor
public final class KeyboardInsetKeeper {
  /// The scroll view kept clear of the keyboard; `nil` once it is deallocated.
  public private(set) weak var scrollView: QUICScrollViewBase?
  /// The keyboard of the last notification, or `nil` after it hid.
  public private(set) var keyboard: KeyboardGeometry?
  /// The inset added to the app's own bottom insets now; 0 while the keyboard covers nothing.
  public private(set) var addedInset: CGFloat = 0
  /// The keyboard animation of the last change, as (duration, curve); for tests and custom animations.
  public private(set) var lastAnimation: (duration: TimeInterval, curve: Int)?

  let notifications: NotificationProxy
  /// The app's own bottom insets while the keeper adds to them.
  private var appInsets: (content: CGFloat, indicator: CGFloat)?
  /// The bottom insets the keeper wrote last, to notice the app writing its own.
  private var writtenInsets: (content: CGFloat, indicator: CGFloat)?
  private var coverageHandlers: [(id: Int, handler: (Bool) -> Void)] = []
  private var nextHandlerID = 0

  /// Starts keeping `scrollView` clear of the keyboard.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view, held weakly.
  ///   - center: The center that posts the keyboard notifications; `.default` unless testing.
  public init(scrollView: QUICScrollViewBase, center: NotificationCenter = .default) {
    self.scrollView = scrollView
    notifications = NotificationProxy(center: center)
    let keys = KeyboardPlatform.userInfoKeys
    for (name, hides) in [
      (KeyboardPlatform.willChangeFrameNotification, false), (KeyboardPlatform.willHideNotification, true),
    ] {
      notifications.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
        // UIKit posts keyboard notifications on the main thread.
        guard let geometry = keys.geometry(from: notification.userInfo ?? [:]) else { return }
        MainActor.assumeIsolated { self?.keyboardWillChange(geometry, hides: hides) }
      }
    }
  }

  /// Whether the keyboard covers part of the scroll view now (``addedInset`` is above 0).
  public var isKeyboardCovering: Bool { addedInset > 0 }

  /// Calls `handler` with ``isKeyboardCovering`` each time it changes, until the token is cancelled.
  ///
  /// ```swift
  /// let token = keeper.observeCoverage { covered in footer.isHidden = covered }
  /// ```
  @discardableResult
  public func observeCoverage(_ handler: @escaping (Bool) -> Void) -> QUICSubscription {
    nextHandlerID += 1
    let id = nextHandlerID
    coverageHandlers.append((id, handler))
    return QUICSubscription { [weak self] in self?.coverageHandlers.removeAll { $0.id == id } }
  }

  /// Computes the overlap again with the last keyboard: after the scroll view moved or resized, or the app
  /// changed its own inset while the keyboard is up.
  ///
  /// ```swift
  /// override func viewDidLayoutSubviews() {
  ///   super.viewDidLayoutSubviews()
  ///   keyboardInsets.update()
  /// }
  /// ```
  public func update() {
    apply(animated: false, reveal: false)
  }

  /// Stops keeping the scroll view clear: restores the app's own insets now and ends the observations.
  ///
  /// Deallocating the keeper ends the observations too, but leaves an inset it
  /// added while the keyboard is up; call this to take it back as well.
  ///
  /// ```swift
  /// keyboardInsets.stop()
  /// ```
  public func stop() {
    notifications.removeAll()
    keyboard = nil
    apply(animated: false, reveal: false)
  }

  private func keyboardWillChange(_ notified: KeyboardGeometry, hides: Bool) {
    var geometry = notified
    if let scrollView { geometry.screenBounds = KeyboardPlatform.screenBounds(of: scrollView) }
    keyboard = hides ? nil : geometry
    lastAnimation = (geometry.animationDuration, geometry.animationCurve)
    apply(animated: true, reveal: !hides && geometry.isLocal)
  }

  private func apply(animated: Bool, reveal: Bool) {
    guard let scrollView else {
      notifications.removeAll()
      return
    }
    let current = (
      content: scrollView.contentInset.bottom, indicator: scrollView.verticalScrollIndicatorInsets.bottom
    )
    var own = appInsets ?? current
    if let writtenInsets {
      // The app wrote its own inset since: that is its inset now.
      if current.content != writtenInsets.content { own.content = current.content }
      if current.indicator != writtenInsets.indicator { own.indicator = current.indicator }
    }
    var added: CGFloat = 0
    if let keyboard, let frame = KeyboardPlatform.screenFrame(of: scrollView) {
      let systemInset = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      added = keyboard.bottomInset(for: frame, systemInset: systemInset)
    }
    let wasCovering = isKeyboardCovering
    addedInset = added
    let target = (content: own.content + added, indicator: own.indicator + added)
    if added > 0 {
      appInsets = own
      writtenInsets = target
    } else {
      appInsets = nil
      writtenInsets = nil
    }
    if target.content != current.content || target.indicator != current.indicator {
      // Held strongly for the animation's duration at most: the animation block is not stored.
      let change = { [scrollView] in
        scrollView.contentInset.bottom = target.content
        scrollView.verticalScrollIndicatorInsets.bottom = target.indicator
        if reveal && added > 0 { KeyboardPlatform.revealFirstResponder(in: scrollView) }
      }
      if animated, let lastAnimation {
        KeyboardPlatform.animate(duration: lastAnimation.duration, curve: lastAnimation.curve, change)
      } else {
        change()
      }
    } else if reveal && added > 0 {
      KeyboardPlatform.revealFirstResponder(in: scrollView)
    }
    if wasCovering != isKeyboardCovering {
      let covering = isKeyboardCovering
      for handler in coverageHandlers { handler.handler(covering) }
    }
  }
}

/// The `userInfo` keys of the keyboard notifications, and how a `userInfo` is read.
struct KeyboardUserInfoKeys: Sendable {
  let frameEnd: String
  let animationDuration: String
  let animationCurve: String
  let isLocal: String

  /// The geometry a notification reports (screen bounds filled in later); `nil` without an end frame.
  func geometry(from userInfo: [AnyHashable: Any]) -> KeyboardGeometry? {
    guard let endFrame = KeyboardPlatform.frame(userInfo[frameEnd]) else { return nil }
    return KeyboardGeometry(
      endFrame: endFrame, screenBounds: .zero, isLocal: userInfo[isLocal] as? Bool ?? true,
      animationDuration: userInfo[animationDuration] as? Double ?? 0,
      animationCurve: userInfo[animationCurve] as? Int ?? 0)
  }
}
