import Foundation
import QuickControl

/// Keeps a ``PlaceholderTextView`` and a screen's bindings in step: the logic of
/// SwiftUI's `PlaceholderTextEditor`, platform-neutral, so `swift test` runs it
/// with the headless view.
///
/// - **Binding to view.** The text is pushed only when the binding *changed*
///   since the sync last saw or wrote it; if the view keeps something else, the
///   binding gets it back once, after the update.
/// - **View to binding.** Each edit the user makes writes the text once, and only
///   if the binding holds something else.
/// - **An app write racing the user.** If the user types while a text the app
///   wrote has not reached the view yet, the app's text is applied and the
///   typed characters appended to it; any other edit leaves the app's text.
/// - **No loops, no redundant writes.** Events the sync causes while updating
///   write nothing directly; after the update, one ``schedule`` call writes back
///   what still differs. Settings are written only where they differ.
/// - **Placeholders.** A plain or styled placeholder, or a rotation
///   (``Rotation``), started again only when it changes.
/// - **Height and length.** The line limits and the length limit given to
///   ``update(placeholder:rotation:font:isEnabled:minimumLines:maximumLines:maximumLength:)``
///   go to the view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``,
///   ``PlaceholderTextView/PlaceholderTextView/maximumNumberOfLines`` and
///   ``PlaceholderTextView/PlaceholderTextView/maximumLength``: the view's rules decide the height
///   (``fittingSize(forWidth:)`` is its ``PlaceholderTextView/PlaceholderTextView/heightThatFits(width:)``)
///   and what text is kept; the binding gets what the view kept.
/// - **Focus.** A request while disabled is refused and the binding reset to
///   `false`; one that fails for want of a window is retried by
///   ``retryPendingFocus()``. Disabling a focused editor ends editing.
///
/// ```swift
/// var comment = ""
/// let sync = PlaceholderTextBindingSync(textView: PlaceholderTextView(frame: .zero))
/// sync.text = .init(get: { comment }, set: { comment = $0 })
/// sync.update(placeholder: "Comment", rotation: nil, font: nil, isEnabled: true, maximumLength: 2)
/// sync.textView.insertText("Hi!")
/// print(comment)
/// // Prints "Hi"
/// ```
@MainActor
package final class PlaceholderTextBindingSync {
  /// A value the sync reads and writes: a SwiftUI `Binding` on UIKit, plain closures in tests.
  ///
  /// The same type as QuickControl's `BindingLink` and `PinCodeBindingSync.Link`.
  ///
  /// ```swift
  /// sync.text = PlaceholderTextBindingSync.Link(get: { comment }, set: { comment = $0 })
  /// ```
  package typealias Link<Value> = BindingLink<Value>

  /// Placeholders shown one after another while the text is empty.
  ///
  /// ```swift
  /// let hints = PlaceholderTextBindingSync.Rotation(["Running", "Walking"], interval: .seconds(2))
  /// ```
  package struct Rotation: Equatable, Sendable {
    /// The placeholders, in order.
    package var placeholders: [PlaceholderText]
    /// The time between two placeholders; positive.
    package var interval: Duration
    /// ``PlaceholderRotationOptions/infinite`` and ``PlaceholderRotationOptions/shuffle``.
    package var options: PlaceholderRotationOptions

    /// Creates a rotation description.
    package init(
      _ placeholders: [PlaceholderText], interval: Duration, options: PlaceholderRotationOptions = .infinite
    ) {
      self.placeholders = placeholders
      self.interval = interval
      self.options = options
    }
  }

  /// The text view this sync drives.
  package let textView: PlaceholderTextView
  /// The text binding; two-way.
  package var text: Link<String>
  /// The focus binding; two-way: `true` asks for the keyboard, the user's focus changes are written.
  package var focus: Link<Bool>? {
    get { focusSync.link }
    set { focusSync.link = newValue }
  }
  /// Runs work after the current view update; SwiftUI defers it, tests run it when they choose.
  package var schedule: (@escaping @MainActor () -> Void) -> Void
  /// A focus request that failed for want of a window, to retry.
  package var hasPendingFocus: Bool { focusSync.hasPendingFocus }

  /// Creates a rotation on the sync's clock.
  private let makeRotation: (Rotation, PlaceholderTextView) -> PlaceholderRotation<PlaceholderTextView>
  private var knownText: String?
  /// The focus binding's logic, shared with `PinCodeBindingSync`.
  private let focusSync: QUICFocusBindingSync
  private var lastViewText: String
  private var lastPlaceholder: PlaceholderText??
  private var lastRotation: Rotation??
  private var isUpdating = false
  private var reconcileScheduled = false
  private var subscriptions: [ControlSubscription] = []

  /// Writes to the view's settings and text, for tests that count redundant writes.
  private(set) var viewWriteCount = 0

  /// Creates a sync for `textView`, whose rotations sleep on `clock`.
  ///
  /// - Parameters:
  ///   - textView: The view; the sync subscribes to its events and keeps it.
  ///   - clock: The clock of placeholder rotations; `ContinuousClock` by default, a manual one in tests.
  package init(textView: PlaceholderTextView, clock: some Clock<Duration> = ContinuousClock()) {
    self.textView = textView
    focusSync = QUICFocusBindingSync(
      acceptsFocus: { textView.isEditable }, isFirstResponder: { textView.isFirstResponder },
      isEditing: { textView.isFirstResponder }, becomeFirstResponder: { textView.becomeFirstResponder() },
      resignFirstResponder: { textView.resignFirstResponder() })
    makeRotation = { rotation, host in
      PlaceholderRotation(rotation.placeholders, host: host, options: rotation.options, clock: clock)
    }
    text = Link(get: { "" }, set: { _ in })
    schedule = { $0() }
    lastViewText = textView.text ?? ""
    subscriptions = [
      textView.subscribe(to: .editingChanged) { [weak self] _ in self?.viewTextDidChange() },
      textView.subscribe(to: [.editingDidBegin, .editingDidEnd]) { [weak self] _ in
        self?.viewFocusDidChange()
      },
    ]
  }

  // MARK: - Update

  /// Pushes what the screen declares to the view; writes back what the view changed.
  ///
  /// - Parameters:
  ///   - placeholder: The placeholder while the text is empty and no rotation runs.
  ///   - rotation: Placeholders to rotate through, or `nil`; restarted only when it changes.
  ///   - font: The font of the text and the placeholder; `nil` leaves the view's.
  ///   - isEnabled: Whether the user can edit (SwiftUI's environment).
  ///   - minimumLines: The view's ``PlaceholderTextView/PlaceholderTextView/minimumNumberOfLines``; 1 by default.
  ///   - maximumLines: The view's ``PlaceholderTextView/PlaceholderTextView/maximumNumberOfLines``; 0 (the default) for no maximum.
  ///   - maximumLength: The view's ``PlaceholderTextView/PlaceholderTextView/maximumLength``; `nil` (the default) for no limit.
  ///     Text beyond it is cut by the view's rule and the binding gets what the view kept.
  package func update(
    placeholder: PlaceholderText?, rotation: Rotation?, font: QUICFont?, isEnabled: Bool,
    minimumLines: Int = 1, maximumLines: Int = 0, maximumLength: Int? = nil
  ) {
    isUpdating = true
    textView.performTransition {
      if let font, textView.font != font {
        textView.font = font
        viewWriteCount += 1
      }
      applyLimits(minimumLines: minimumLines, maximumLines: maximumLines, maximumLength: maximumLength)
      if textView.isEditable != isEnabled {
        textView.isEditable = isEnabled
        viewWriteCount += 1
        if !isEnabled && textView.isFirstResponder { textView.resignFirstResponder() }
      }
      applyPlaceholder(placeholder, rotation: rotation)
      pushText()
    }
    focusSync.push()
    lastViewText = textView.text ?? ""
    isUpdating = false
    scheduleReconcile()
  }

  /// Asks for the keyboard again after a request failed because the view had no window.
  package func retryPendingFocus() {
    focusSync.retryPendingFocus()
  }

  /// The size the editor takes at `width`: the view's ``PlaceholderTextView/PlaceholderTextView/heightThatFits(width:)``.
  ///
  /// The view's rule, between its minimum and maximum number of lines; beyond
  /// the maximum the view scrolls (it keeps scrolling on and the caret in view).
  /// When an edit or a new limit changes the height, the view invalidates its
  /// intrinsic size itself, so SwiftUI asks again.
  ///
  /// ```swift
  /// let size = sync.fittingSize(forWidth: proposal.width ?? 320)
  /// ```
  ///
  /// - Complexity: A layout of the text at `width`: O(n) in its length.
  package func fittingSize(forWidth width: CGFloat) -> CGSize {
    CGSize(width: width, height: textView.heightThatFits(width: width))
  }

  /// Writes the line and length limits to the view where they differ; the view re-measures and cuts its text.
  ///
  /// Negative values count as 0, as the view's setters do, so they are not written again on every update.
  private func applyLimits(minimumLines: Int, maximumLines: Int, maximumLength: Int?) {
    let minimumLines = max(0, minimumLines)
    let maximumLines = max(0, maximumLines)
    let maximumLength = maximumLength.map { max(0, $0) }
    if textView.minimumNumberOfLines != minimumLines {
      textView.minimumNumberOfLines = minimumLines
      viewWriteCount += 1
    }
    if textView.maximumNumberOfLines != maximumLines {
      textView.maximumNumberOfLines = maximumLines
      viewWriteCount += 1
    }
    if textView.maximumLength != maximumLength {
      textView.maximumLength = maximumLength
      viewWriteCount += 1
    }
  }

  private func applyPlaceholder(_ placeholder: PlaceholderText?, rotation: Rotation?) {
    if lastRotation != .some(rotation) {
      lastRotation = .some(rotation)
      viewWriteCount += 1
      if let rotation, !rotation.placeholders.isEmpty, rotation.interval > .zero {
        let running = makeRotation(rotation, textView)
        textView.placeholderRotation = running
        running.start(interval: rotation.interval)
        return
      }
      textView.placeholderRotation = nil
      lastPlaceholder = nil
    }
    guard rotation == nil, lastPlaceholder != .some(placeholder) else { return }
    lastPlaceholder = .some(placeholder)
    viewWriteCount += 1
    if let placeholder {
      textView.showRotatingPlaceholder(placeholder, animated: false)
    } else {
      textView.placeholder = nil
    }
  }

  private func pushText() {
    let bound = text.get()
    guard bound != knownText else { return }
    knownText = bound
    guard bound != textView.text else { return }
    textView.text = bound
    viewWriteCount += 1
  }

  // MARK: - Events

  private func viewTextDidChange() {
    guard !isUpdating else { return }
    let bound = text.get()
    let edited = textView.text ?? ""
    if let known = knownText, bound != known {
      // The app wrote `bound` before this edit: keep it, with what the user appended.
      knownText = bound
      let previous = lastViewText
      let typed = edited.hasPrefix(previous) ? String(edited.dropFirst(previous.count)) : ""
      textView.text = bound + typed
    }
    lastViewText = textView.text ?? ""
    writeTextIfNeeded()
  }

  private func viewFocusDidChange() {
    guard !isUpdating else { return }
    focusSync.writeIfNeeded()
  }

  // MARK: - Writing back

  private func scheduleReconcile() {
    guard !reconcileScheduled else { return }
    reconcileScheduled = true
    schedule { [weak self] in
      guard let self else { return }
      self.reconcileScheduled = false
      if self.text.get() == self.knownText { self.writeTextIfNeeded() }
      self.focusSync.reconcile()
    }
  }

  private func writeTextIfNeeded() {
    let current = textView.text ?? ""
    knownText = current
    guard text.get() != current else { return }
    text.set(current)
  }
}
