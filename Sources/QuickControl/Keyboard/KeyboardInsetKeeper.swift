import Foundation

/// Keeps a scroll view's content clear of the keyboard, with no appear or disappear bookkeeping.
///
/// Keep one in a property: from its creation to its deallocation it adds the keyboard's real overlap (none
/// for a floating keyboard, less for a tab bar) to the scroll view's bottom insets, animated, and restores
/// the app's own insets exactly on hide. It holds the scroll view weakly and follows its frame and insets;
/// call ``update()`` for what it cannot see (a superview moving it). See the "Keyboard" article.
///
/// <!-- snippet: context view-controller-member -->
/// ```swift
/// private lazy var keyboardInsets = KeyboardInsetKeeper(scrollView: textView)
/// // in viewDidLoad: `_ = keyboardInsets`; no observers to add or remove
/// ```
///
/// Several keepers of one scroll view add the largest overlap once. Per-state values can follow the keyboard
/// too: see ``ControlStateHost/register(_:whileKeyboardCovers:)``.
@MainActor
public final class KeyboardInsetKeeper {
  /// The scroll view kept clear of the keyboard; `nil` once it is deallocated.
  package private(set) weak var scrollView: UIScrollView?
  /// The keyboard of the last notification, or `nil` after it hid.
  package private(set) var keyboard: KeyboardGeometry?
  /// The inset added to the app's own bottom insets now; 0 while the keyboard covers nothing.
  package private(set) var addedInset: CGFloat = 0
  /// The keyboard animation of the last change, as (duration, curve); for tests and custom animations.
  package private(set) var lastAnimation: (duration: TimeInterval, curve: Int)?

  let notifications: NotificationProxy
  private var layoutObservations: [AnyObject] = []
  /// Whether the keeper is writing the insets: the observations then see its own change.
  private var isWritingInsets = false
  /// The handlers of `observeCoverage(_:)` and of hosts' keyboard states.
  var coverageObservers: [KeyboardCoverageObserver.Entry] = []

  /// Starts keeping `scrollView` (held weakly) clear of the keyboard whose notifications `center` posts.
  public init(scrollView: UIScrollView, center: NotificationCenter = .default) {
    self.scrollView = scrollView
    notifications = NotificationProxy(center: center)
    let keys = KeyboardPlatform.userInfoKeys
    for (name, hides) in [
      (KeyboardPlatform.willChangeFrameNotification, false), (KeyboardPlatform.willHideNotification, true),
    ] {
      notifications.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
        // UIKit posts keyboard notifications on the main thread.
        let userInfo = notification.userInfo ?? [:]
        if let geometry = keys.geometry(from: userInfo) {
          MainActor.assumeIsolated { self?.keyboardWillChange(geometry, hides: hides) }
        } else if hides {
          // A hide without an end frame still hides: the app's inset comes back.
          let animation = keys.animation(from: userInfo)
          MainActor.assumeIsolated { self?.keyboardWillHide(animation) }
        }
        // A frame change without an end frame says nothing about the keyboard: ignored.
      }
    }
  }

  /// Whether the keyboard covers part of the scroll view now (it adds an inset for it).
  public var isKeyboardCovering: Bool { addedInset > 0 }

  /// Computes the overlap again with the last keyboard, for what the scroll view cannot report itself.
  ///
  /// Call it when a superview moves the scroll view or its safe area changes: for example,
  /// `keyboardInsets.update()` in `viewDidLayoutSubviews()`. It writes nothing when nothing changed.
  public func update() {
    apply(animated: false, reveal: false)
  }

  /// Stops keeping the scroll view clear: restores the app's own insets now and ends the observations.
  ///
  /// Deallocating the keeper ends the observations too, but leaves an inset it added while the keyboard is up.
  /// For example, `keyboardInsets.stop()`.
  public func stop() {
    notifications.removeAll()
    layoutObservations = []
    keyboard = nil
    apply(animated: false, reveal: false)
  }

  private func keyboardWillChange(_ notified: KeyboardGeometry, hides: Bool) {
    if hides {
      keyboardWillHide((notified.animationDuration, notified.animationCurve))
      return
    }
    var geometry = notified
    if let scrollView { geometry.screenBounds = KeyboardPlatform.screenBounds(of: scrollView) }
    keyboard = geometry
    lastAnimation = (geometry.animationDuration, geometry.animationCurve)
    observeLayout()
    apply(animated: true, reveal: geometry.isLocal)
  }

  private func keyboardWillHide(_ animation: (duration: TimeInterval, curve: Int)) {
    keyboard = nil
    lastAnimation = animation
    layoutObservations = []
    apply(animated: true, reveal: false)
  }

  /// While the keyboard is shown: recompute when the scroll view moves or resizes or the app sets its insets.
  private func observeLayout() {
    guard layoutObservations.isEmpty, let scrollView else { return }
    layoutObservations = KeyboardPlatform.observeLayout(of: scrollView) { [weak self] in
      self?.layoutDidChange()
    }
  }

  /// A change the keeper did not make: the scroll view's frame or the app's insets.
  private func layoutDidChange() {
    guard !isWritingInsets else { return }
    apply(animated: false, reveal: false)
  }

  private func apply(animated: Bool, reveal: Bool) {
    guard let scrollView else {
      notifications.removeAll()
      layoutObservations = []
      return
    }
    let current = (
      content: scrollView.contentInset.bottom, indicator: scrollView.verticalScrollIndicatorInsets.bottom
    )
    let ledger = InsetLedger.of(scrollView)
    var own = ledger.appInsets ?? current
    if let written = ledger.writtenInsets {
      // The app wrote its own inset since: that is its inset now.
      if current.content != written.content { own.content = current.content }
      if current.indicator != written.indicator { own.indicator = current.indicator }
    }
    var added: CGFloat = 0
    if let keyboard, let frame = KeyboardPlatform.screenFrame(of: scrollView) {
      let systemInset = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      added = keyboard.bottomInset(for: frame, systemInset: systemInset)
    }
    let wasCovering = isKeyboardCovering
    addedInset = added
    let total = ledger.setContribution(added, of: self)
    let target = (content: own.content + total, indicator: own.indicator + total)
    if total > 0 {
      ledger.appInsets = own
      ledger.writtenInsets = target
    } else {
      ledger.appInsets = nil
      ledger.writtenInsets = nil
    }
    if target.content != current.content || target.indicator != current.indicator {
      // Held strongly for the animation's duration at most: the animation block is not stored.
      let change = { [scrollView] in
        scrollView.contentInset.bottom = target.content
        scrollView.verticalScrollIndicatorInsets.bottom = target.indicator
        if reveal && added > 0 { KeyboardPlatform.revealFirstResponder(in: scrollView) }
      }
      // Both run `change` before they return, so the flag covers the writes.
      isWritingInsets = true
      defer { isWritingInsets = false }
      if animated, let lastAnimation {
        KeyboardPlatform.animate(duration: lastAnimation.duration, curve: lastAnimation.curve, change)
      } else {
        change()
      }
    } else if reveal && added > 0 {
      KeyboardPlatform.revealFirstResponder(in: scrollView)
    }
    if wasCovering != isKeyboardCovering { notifyCoverage(isKeyboardCovering) }
  }
}

extension KeyboardInsetKeeper {
  /// Calls `handler` with ``isKeyboardCovering`` each time it changes, until the token is cancelled.
  ///
  /// The keeper holds `handler` until ``ControlSubscription/cancel()``; dropping the token does not cancel.
  /// For example, `let token = keeper.observeCoverage { covered in footer.isHidden = covered }`.
  @discardableResult
  package func observeCoverage(_ handler: @escaping (Bool) -> Void) -> ControlSubscription {
    let observer = KeyboardCoverageObserver(handler)
    addCoverageObserver(observer, retained: true)
    return ControlSubscription { [weak self] in self?.coverageObservers.removeAll { $0.observer === observer }
    }
  }

  /// Adds `observer`; the keeper holds it strongly when `retained`, else only as long as its owner keeps it.
  func addCoverageObserver(_ observer: KeyboardCoverageObserver, retained: Bool) {
    coverageObservers.removeAll { $0.observer == nil }
    coverageObservers.append(.init(observer: observer, retained: retained ? observer : nil))
  }

  /// The coverage handlers the keeper still calls: for tests (a host gone leaves none).
  var coverageObserverCount: Int { coverageObservers.filter { $0.observer != nil }.count }

  /// Calls every live handler with `covering`, in the order they were added; drops the ones whose owner is gone.
  func notifyCoverage(_ covering: Bool) {
    coverageObservers.removeAll { $0.observer == nil }
    // A snapshot: a handler may add or cancel handlers.
    for entry in coverageObservers {
      entry.observer?.handler(covering)
    }
  }
}

/// A handler of ``KeyboardInsetKeeper``'s coverage, in an object so that the keeper can hold it weakly.
@MainActor
final class KeyboardCoverageObserver {
  /// How the keeper lists a handler: weakly, plus strongly for a handler nobody else holds.
  struct Entry {
    weak var observer: KeyboardCoverageObserver?
    let retained: KeyboardCoverageObserver?
  }

  let handler: (Bool) -> Void

  init(_ handler: @escaping (Bool) -> Void) {
    self.handler = handler
  }
}

extension ControlStateHost {
  /// Registers a custom state that is on while the keyboard covers the scroll view of `keeper`.
  ///
  /// The host applies its state each time the coverage changes. The registered state holds `keeper` weakly and the
  /// keeper holds nothing of the host, so the registration ends with the host and needs no token.
  /// `state` is one the host's class declares with ``declareState(_:)``.
  ///
  /// ```swift
  /// // In the form's class: static let keyboardUp = declareState("keyboardUp")
  /// form.register(FormControl.keyboardUp, whileKeyboardCovers: keyboardInsets)
  /// form.setValue(true, for: \.isHidden, of: footer, when: .containing(FormControl.keyboardUp))
  /// ```
  public func register(_ state: HostState, whileKeyboardCovers keeper: KeyboardInsetKeeper) {
    let observer = KeyboardCoverageObserver { [weak self] _ in self?.applyCurrentState() }
    keeper.addCoverageObserver(observer, retained: false)
    // The registered state lives in the host's engine as long as the host: it keeps the observer alive that long.
    register(state) { [weak keeper, observer] _ in
      withExtendedLifetime(observer) { keeper?.isKeyboardCovering ?? false }
    }
  }
}

/// What the keepers of one scroll view share: the app's own insets, what they wrote last, each one's overlap.
@MainActor
final class InsetLedger {
  private static var ledgers: [ObjectIdentifier: (scrollView: Weak, ledger: InsetLedger)] = [:]

  var appInsets: (content: CGFloat, indicator: CGFloat)?
  var writtenInsets: (content: CGFloat, indicator: CGFloat)?
  private var contributions: [(keeper: Weak, inset: CGFloat)] = []

  /// The ledger of `scrollView`, made on first use; ledgers of deallocated scroll views are dropped.
  static func of(_ scrollView: AnyObject) -> InsetLedger {
    let key = ObjectIdentifier(scrollView)
    if let entry = ledgers[key], entry.scrollView.object === scrollView { return entry.ledger }
    ledgers = ledgers.filter { $0.value.scrollView.object != nil }
    let ledger = InsetLedger()
    ledgers[key] = (Weak(scrollView), ledger)
    return ledger
  }

  /// Records `keeper`'s overlap and returns the largest of the live keepers' overlaps.
  func setContribution(_ inset: CGFloat, of keeper: AnyObject) -> CGFloat {
    contributions.removeAll { $0.keeper.object == nil || $0.keeper.object === keeper }
    if inset > 0 { contributions.append((Weak(keeper), inset)) }
    return contributions.map(\.inset).max() ?? 0
  }

  struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
}
