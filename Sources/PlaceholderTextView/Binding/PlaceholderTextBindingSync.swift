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
/// - **Height.** ``fittingSize(forWidth:)`` clamps the text's height to
///   ``heightLimits`` and turns scrolling on beyond the maximum;
///   ``onHeightChange`` says when an edit changed that height.
/// - **Focus.** A request while disabled is refused and the binding reset to
///   `false`; one that fails for want of a window is retried by
///   ``retryPendingFocus()``. Disabling a focused editor ends editing.
///
/// ```swift
/// var comment = ""
/// let sync = PlaceholderTextBindingSync(textView: PlaceholderTextView(frame: .zero))
/// sync.text = .init(get: { comment }, set: { comment = $0 })
/// sync.update(placeholder: "Comment", rotation: nil, font: nil, isEnabled: true)
/// sync.textView.insertText("Hi")
/// print(comment)
/// // Prints "Hi"
/// ```
@MainActor
public final class PlaceholderTextBindingSync {
  /// A value the sync reads and writes: a SwiftUI `Binding` on UIKit, plain closures in tests.
  public struct Link<Value> {
    /// Reads the current value.
    public var get: () -> Value
    /// Writes a new value.
    public var set: (Value) -> Void

    /// Creates a link from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }
  }

  /// Placeholders shown one after another while the text is empty.
  ///
  /// ```swift
  /// let hints = PlaceholderTextBindingSync.Rotation(["Running", "Walking"], interval: .seconds(2))
  /// ```
  public struct Rotation: Equatable, Sendable {
    /// The placeholders, in order.
    public var placeholders: [PlaceholderText]
    /// The time between two placeholders; positive.
    public var interval: Duration
    /// ``PlaceholderRotationOptions/infinite`` and ``PlaceholderRotationOptions/shuffle``.
    public var options: PlaceholderRotationOptions

    /// Creates a rotation description.
    public init(
      _ placeholders: [PlaceholderText], interval: Duration, options: PlaceholderRotationOptions = .infinite
    ) {
      self.placeholders = placeholders
      self.interval = interval
      self.options = options
    }
  }

  /// The text view this sync drives.
  public let textView: PlaceholderTextView
  /// The text binding; two-way.
  public var text: Link<String>
  /// The focus binding; two-way.
  public var focus: Link<Bool>?
  /// How tall the editor may grow; see ``fittingSize(forWidth:)``.
  public var heightLimits = PlaceholderTextHeightLimits()
  /// Called when an edit changed the height ``fittingSize(forWidth:)`` returns: re-measure.
  public var onHeightChange: (() -> Void)?
  /// Runs work after the current view update; SwiftUI defers it, tests run it when they choose.
  public var schedule: (@escaping @MainActor () -> Void) -> Void
  /// A focus request that failed for want of a window, to retry.
  public private(set) var hasPendingFocus = false

  /// Creates a rotation on the sync's clock.
  private let makeRotation: (Rotation, PlaceholderTextView) -> PlaceholderRotation<PlaceholderTextView>
  private var knownText: String?
  private var knownFocus: Bool?
  private var lastViewText: String
  private var lastPlaceholder: PlaceholderText??
  private var lastRotation: Rotation??
  private var lastWidth: CGFloat?
  private var lastHeight: CGFloat?
  private var isUpdating = false
  private var reconcileScheduled = false
  private var subscriptions: [QUICSubscription] = []

  /// Writes to the view's settings and text, for tests that count redundant writes.
  private(set) var viewWriteCount = 0

  /// Creates a sync for `textView`, whose rotations sleep on `clock`.
  ///
  /// - Parameters:
  ///   - textView: The view; the sync subscribes to its events and keeps it.
  ///   - clock: The clock of placeholder rotations; `ContinuousClock` by default, a manual one in tests.
  public init(textView: PlaceholderTextView, clock: some Clock<Duration> = ContinuousClock()) {
    self.textView = textView
    makeRotation = { rotation, host in
      PlaceholderRotation(rotation.placeholders, host: host, options: rotation.options, clock: clock)
    }
    text = Link(get: { "" }, set: { _ in })
    schedule = { $0() }
    lastViewText = textView.text ?? ""
    subscriptions = [
      textView.subscribe(on: .editingChanged) { [weak self] _ in self?.viewTextDidChange() },
      textView.subscribe(on: [.editingDidBegin, .editingDidEnd]) { [weak self] _ in
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
  public func update(
    placeholder: PlaceholderText?, rotation: Rotation?, font: QUICFont?, isEnabled: Bool
  ) {
    isUpdating = true
    textView.performTransition {
      if let font, textView.font != font {
        textView.font = font
        viewWriteCount += 1
      }
      if textView.isEditable != isEnabled {
        textView.isEditable = isEnabled
        viewWriteCount += 1
        if !isEnabled && textView.isFirstResponder { textView.resignFirstResponder() }
      }
      applyPlaceholder(placeholder, rotation: rotation)
      pushText()
    }
    pushFocus()
    lastViewText = textView.text ?? ""
    isUpdating = false
    scheduleReconcile()
  }

  /// Asks for the keyboard again after a request failed because the view had no window.
  public func retryPendingFocus() {
    guard hasPendingFocus else { return }
    hasPendingFocus = false
    guard focus?.get() == true, textView.isEditable, !textView.isFirstResponder else { return }
    if !textView.becomeFirstResponder() { hasPendingFocus = true }
  }

  /// The size the editor takes at `width`: the text's height clamped to ``heightLimits``.
  ///
  /// Turns the view's scrolling on while its text is taller than the maximum, off otherwise.
  ///
  /// - Complexity: One measurement of the text (`sizeThatFits`).
  public func fittingSize(forWidth width: CGFloat) -> CGSize {
    lastWidth = width
    let natural = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let inset = textView.textContainerInset
    let lineHeight = (textView.font ?? QUICFont.systemFont(ofSize: 12)).lineHeight
    let fit = heightLimits.fit(
      naturalHeight: natural, lineHeight: lineHeight, verticalInsets: inset.top + inset.bottom)
    if textView.isScrollEnabled != fit.scrolls {
      textView.isScrollEnabled = fit.scrolls
      viewWriteCount += 1
    }
    lastHeight = fit.height
    return CGSize(width: width, height: fit.height)
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

  private func pushFocus() {
    guard let focus else { return }
    let wanted = focus.get()
    guard wanted != knownFocus else { return }
    knownFocus = wanted
    if wanted && !textView.isFirstResponder {
      // Refused while disabled: the reconcile writes `false` back.
      if textView.isEditable, !textView.becomeFirstResponder() {
        hasPendingFocus = true
      }
    } else if !wanted && textView.isFirstResponder {
      textView.resignFirstResponder()
    }
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
    reportHeightIfChanged()
  }

  private func viewFocusDidChange() {
    guard !isUpdating else { return }
    writeFocusIfNeeded()
  }

  // MARK: - Writing back

  private func scheduleReconcile() {
    guard !reconcileScheduled else { return }
    reconcileScheduled = true
    schedule { [weak self] in
      guard let self else { return }
      self.reconcileScheduled = false
      if self.text.get() == self.knownText { self.writeTextIfNeeded() }
      if self.focus?.get() == self.knownFocus && !self.hasPendingFocus { self.writeFocusIfNeeded() }
      self.reportHeightIfChanged()
    }
  }

  private func writeTextIfNeeded() {
    let current = textView.text ?? ""
    knownText = current
    guard text.get() != current else { return }
    text.set(current)
  }

  private func writeFocusIfNeeded() {
    guard let focus else { return }
    let editing = textView.isFirstResponder
    knownFocus = editing
    if focus.get() != editing { focus.set(editing) }
  }

  /// Measures again at the last width; tells the host if the height changed.
  private func reportHeightIfChanged() {
    guard let lastWidth, let lastHeight else { return }
    guard fittingSize(forWidth: lastWidth).height != lastHeight else { return }
    onHeightChange?()
  }
}
