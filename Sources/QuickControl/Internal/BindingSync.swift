/// A value a binding sync reads and writes: a SwiftUI `Binding` in an app, two closures in a test.
///
/// The package's platform-neutral syncs talk to a screen's state through links, not `Binding`, so that
/// `swift test` on Linux drives them with plain closures and counts every write. ``get`` and ``set`` are
/// called each time: a link holds no value of its own.
package struct BindingLink<Value> {
  package var get: () -> Value
  package var set: (Value) -> Void

  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
}

/// Writes `value` to the property of `object` at `keyPath` only if the property holds something else, as the
/// syncs' updates write a view's settings. Returns the number of writes (1 or 0), which the syncs count for tests.
@MainActor
package func writeIfChanged<Root: AnyObject, Value: Equatable>(
  _ value: Value, to keyPath: ReferenceWritableKeyPath<Root, Value>, of object: Root
) -> Int {
  guard object[keyPath: keyPath] != value else { return 0 }
  object[keyPath: keyPath] = value
  return 1
}

/// Keeps a value binding (a PIN code, a text) and a view's value in step, for `PinCodeBindingSync` and
/// `PlaceholderTextBindingSync`: an update pushes the binding only if it changed since the sync last saw or wrote
/// it (``takeChange()``), never because it differs from the view, so an update before a write-back cannot undo
/// typing; the view's edits are written only where the binding holds something else (``writeIfNeeded()``); and
/// one ``scheduleWriteBack(_:)`` after each update writes back what still differs (SwiftUI forbids writing state
/// during a view update).
@MainActor
package final class ValueBindingSync<Value: Equatable> {
  /// The value binding; until the screen sets one, it reads `unbound` and writes nothing.
  package var link: BindingLink<Value>
  /// Runs work after the current view update; SwiftUI defers it, tests run it when they choose.
  package var schedule: (@escaping @MainActor () -> Void) -> Void = { $0() }
  /// The binding's value when the sync last pushed it or wrote it.
  private var known: Value?
  private let current: @MainActor () -> Value
  private var writeBackScheduled = false

  /// Creates a sync for the view's value that `current` reads.
  package init(unbound: Value, current: @escaping @MainActor () -> Value) {
    link = BindingLink(get: { unbound }, set: { _ in })
    self.current = current
  }

  /// The binding's value if it changed since the sync last saw or wrote it (seen from now on), to push to the view.
  package func takeChange() -> Value? {
    let bound = link.get()
    guard bound != known else { return nil }
    known = bound
    return bound
  }

  /// The binding's value if the app wrote it since the sync last saw or wrote it (seen from now on): during a
  /// user's edit, a write that has not reached the view yet.
  package func takeAppWrite() -> Value? {
    guard known != nil else { return nil }
    return takeChange()
  }

  /// Writes the view's value to the binding if the binding holds something else.
  package func writeIfNeeded() {
    let value = current()
    known = value
    if link.get() != value { link.set(value) }
  }

  /// Once per view update, however many ask: after the update, writes the view's value back (unless the binding
  /// changed again, which the next update pushes), then runs `work`.
  package func scheduleWriteBack(then work: @escaping @MainActor () -> Void) {
    guard !writeBackScheduled else { return }
    writeBackScheduled = true
    schedule { [weak self] in
      guard let self else { return }
      self.writeBackScheduled = false
      if self.link.get() == self.known { self.writeIfNeeded() }
      work()
    }
  }
}

/// Keeps a focus binding and a view's first-responder status in step, for `PinCodeBindingSync` and
/// `PlaceholderTextBindingSync`: ``push()`` during the view update, ``writeIfNeeded()`` when editing begins or
/// ends, ``reconcile()`` after the update. The binding is pushed only when it changed; a request the view
/// refuses is written back `false`; one that fails for want of a window stays ``hasPendingFocus``.
@MainActor
package final class FocusBindingSync {
  /// The focus binding; two-way. `nil`: the screen does not bind focus, and nothing is read or written.
  package var link: BindingLink<Bool>?
  /// A focus request that failed for want of a window, to retry with ``retryPendingFocus()``.
  package private(set) var hasPendingFocus = false

  /// The binding's value when the sync last read or wrote it.
  private var knownFocus: Bool?
  private let acceptsFocus: @MainActor () -> Bool
  private let isFirstResponder: @MainActor () -> Bool
  private let isEditing: @MainActor () -> Bool
  private let becomeFirstResponder: @MainActor () -> Bool
  private let resignFirstResponder: @MainActor () -> Void

  package init(
    acceptsFocus: @escaping @MainActor () -> Bool,
    isFirstResponder: @escaping @MainActor () -> Bool,
    isEditing: @escaping @MainActor () -> Bool,
    becomeFirstResponder: @escaping @MainActor () -> Bool,
    resignFirstResponder: @escaping @MainActor () -> Void
  ) {
    self.acceptsFocus = acceptsFocus
    self.isFirstResponder = isFirstResponder
    self.isEditing = isEditing
    self.becomeFirstResponder = becomeFirstResponder
    self.resignFirstResponder = resignFirstResponder
  }

  /// Pushes the binding to the view if the binding changed since the sync last saw it; call it during a view update.
  package func push() {
    guard let link else { return }
    let wanted = link.get()
    guard wanted != knownFocus else { return }
    knownFocus = wanted
    if wanted && !isFirstResponder() {
      // Refused while the view does not accept focus: the reconcile writes `false` back.
      if acceptsFocus(), !becomeFirstResponder() {
        hasPendingFocus = true
      }
    } else if !wanted && isFirstResponder() {
      resignFirstResponder()
    }
  }

  /// Asks for first-responder status again after a request failed because the view had no window.
  package func retryPendingFocus() {
    guard hasPendingFocus else { return }
    hasPendingFocus = false
    guard link?.get() == true, acceptsFocus(), !isFirstResponder() else {
      // Dropped: the binding says what the view does, unless the screen changed it since.
      if link?.get() == knownFocus { writeIfNeeded() }
      return
    }
    if !becomeFirstResponder() { hasPendingFocus = true }
  }

  /// After a view update: writes the view's status back, unless the binding changed again or a request is
  /// pending (dropped here if the view no longer accepts focus).
  package func reconcile() {
    if hasPendingFocus && !acceptsFocus() { hasPendingFocus = false }
    if link?.get() == knownFocus && !hasPendingFocus { writeIfNeeded() }
  }

  /// Writes the view's editing status to the binding if the binding holds something else.
  package func writeIfNeeded() {
    guard let link else { return }
    let editing = isEditing()
    knownFocus = editing
    if link.get() != editing { link.set(editing) }
  }
}
