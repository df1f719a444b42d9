/// A value a binding sync reads and writes: a SwiftUI `Binding` in an app, two closures in a test.
///
/// The platform-neutral syncs behind the package's SwiftUI views
/// (`PinCodeBindingSync`, `PlaceholderTextBindingSync`) talk to a screen's state
/// through links, not through `Binding` itself, so that `swift test` on Linux,
/// where SwiftUI does not exist, can drive them with plain closures and count
/// every write. A representable turns each `Binding` into a link on every view
/// update; a test keeps the value in a variable and records what is set.
///
/// A link holds no value of its own: ``get`` and ``set`` are called each time,
/// so it always reads what the screen holds now.
///
/// ```swift
/// var focused = false
/// var writes: [Bool] = []
/// let link = BindingLink(get: { focused }, set: { focused = $0; writes.append($0) })
/// link.set(true)
/// print(link.get(), writes)
/// // Prints "true [true]"
/// ```
///
/// In a `UIViewRepresentable`, from a `Binding<Bool>` named `isFocused`:
///
/// ```swift
/// sync.focus = .init(get: { isFocused.wrappedValue }, set: { isFocused.wrappedValue = $0 })
/// ```
package struct BindingLink<Value> {
  /// Reads the current value.
  package var get: () -> Value
  /// Writes a new value.
  package var set: (Value) -> Void

  /// Creates a link from a getter and a setter.
  ///
  /// - Parameters:
  ///   - get: Returns the value the screen holds now; called on every read.
  ///   - set: Stores a new value; called once per write.
  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
}

/// Keeps a focus binding and a view's first-responder status in step: the focus
/// logic shared by `PinCodeBindingSync` and `PlaceholderTextBindingSync`.
///
/// The owning sync calls ``push()`` during its view update, ``writeIfNeeded()``
/// when the view reports that editing began or ended (outside an update), and
/// ``reconcile()`` in the work it schedules after the update. What it decides:
///
/// - **Binding to view.** The binding is pushed only when it *changed* since the
///   sync last read or wrote it: `true` makes the view first responder, `false`
///   resigns it. A request while the view does not accept focus (disabled, not
///   editable) is refused; ``reconcile()`` then writes `false` back.
/// - **A request that fails.** If becoming first responder fails while the view
///   accepts focus (on UIKit: not in a window yet), the request stands as
///   ``hasPendingFocus``: it is not written back as `false`, and
///   ``retryPendingFocus()`` asks again. A pending request is dropped when the
///   view stops accepting focus (disabled meanwhile): the binding is then set
///   back to `false` in the same settle, by ``reconcile()`` or by the retry.
/// - **View to binding.** The view's editing status is written only where the
///   binding holds something else: never a redundant write.
///
/// The view is reached through closures, so one type serves any responder.
///
/// ```swift
/// let focus = QUICFocusBindingSync(
///   acceptsFocus: { field.isEnabled }, isFirstResponder: { field.isFirstResponder },
///   isEditing: { field.isEditing }, becomeFirstResponder: { field.becomeFirstResponder() },
///   resignFirstResponder: { field.resignFirstResponder() })
/// focus.link = .init(get: { focused }, set: { focused = $0 })
/// focus.push()  // during the view update
/// schedule { focus.reconcile() }  // after it
/// ```
@MainActor
package final class QUICFocusBindingSync {
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

  /// Creates a focus sync for one view, reached through closures.
  ///
  /// - Parameters:
  ///   - acceptsFocus: Whether a request may make the view first responder (`isEnabled`, `isEditable`).
  ///   - isFirstResponder: Whether the view is first responder now.
  ///   - isEditing: The status written to the binding: whether the view is editing.
  ///   - becomeFirstResponder: Asks the view to become first responder; returns whether it did.
  ///   - resignFirstResponder: Asks the view to give up first-responder status.
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
  ///
  /// Does nothing unless ``hasPendingFocus``; the request is dropped if the binding no
  /// longer asks for focus, the view no longer accepts it, or the view has it already.
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

  /// After a view update: writes the view's status back, unless the binding changed
  /// again since (the next update pushes it) or a request is still pending.
  ///
  /// A pending request for a view that no longer accepts focus is dropped here.
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
