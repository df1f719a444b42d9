import Foundation
import QuickControl

/// Keeps a ``PlaceholderTextView`` and a screen's bindings in step: `PlaceholderTextEditor`'s logic,
/// platform-neutral so `swift test` runs it. The text is pushed only when the binding changed since the sync
/// last saw it; each user edit writes it once; events during an update write nothing, and one ``schedule``
/// call afterwards writes back what still differs. A user edit racing an app write keeps the app's text.
@MainActor
package final class PlaceholderTextBindingSync {
  /// A value the sync reads and writes: a SwiftUI `Binding` on UIKit, plain closures in tests.
  package typealias Link<Value> = BindingLink<Value>

  /// Placeholders shown one after another while the text is empty.
  package struct Rotation: Equatable, Sendable {
    package var placeholders: [PlaceholderText]
    package var interval: Duration
    package var options: PlaceholderRotationOptions

    package init(
      _ placeholders: [PlaceholderText], interval: Duration, options: PlaceholderRotationOptions = .infinite
    ) {
      self.placeholders = placeholders
      self.interval = interval
      self.options = options
    }
  }

  package let textView: PlaceholderTextView
  package var text: Link<String> {
    get { textSync.link }
    set { textSync.link = newValue }
  }
  /// The focus binding; two-way: `true` asks for the keyboard, the user's focus changes are written.
  package var focus: Link<Bool>? {
    get { focusSync.link }
    set { focusSync.link = newValue }
  }
  /// Runs work after the current view update; SwiftUI defers it, tests run it when they choose.
  package var schedule: (@escaping @MainActor () -> Void) -> Void {
    get { textSync.schedule }
    set { textSync.schedule = newValue }
  }
  /// A focus request that failed for want of a window, to retry.
  package var hasPendingFocus: Bool { focusSync.hasPendingFocus }

  private let makeRotation: (Rotation, PlaceholderTextView) -> PlaceholderRotation<PlaceholderTextView>
  private let textSync: ValueBindingSync<String>
  private let focusSync: FocusBindingSync
  private var lastViewText: String
  private var lastPlaceholder: PlaceholderText??
  private var lastRotation: Rotation??
  private var isUpdating = false
  private var subscriptions: [ControlSubscription] = []

  /// Writes to the view's settings and text, for tests that count redundant writes.
  private(set) var viewWriteCount = 0

  /// Creates a sync for `textView`, whose rotations sleep on `clock`.
  package init(textView: PlaceholderTextView, clock: some Clock<Duration> = ContinuousClock()) {
    self.textView = textView
    focusSync = FocusBindingSync(
      acceptsFocus: { textView.isEditable }, isFirstResponder: { textView.isFirstResponder },
      isEditing: { textView.isFirstResponder }, becomeFirstResponder: { textView.becomeFirstResponder() },
      resignFirstResponder: { textView.resignFirstResponder() })
    makeRotation = { rotation, host in
      PlaceholderRotation(rotation.placeholders, host: host, options: rotation.options, clock: clock)
    }
    textSync = ValueBindingSync(unbound: "", current: { textView.text ?? "" })
    lastViewText = textView.text ?? ""
    subscriptions = [
      textView.subscribe(to: .editingChanged) { [weak self] _ in self?.viewTextDidChange() },
      textView.subscribe(to: [.editingDidBegin, .editingDidEnd]) { [weak self] _ in
        self?.viewFocusDidChange()
      },
    ]
  }

  /// Pushes what the screen declares to the view; writes back what the view changed.
  package func update(
    placeholder: PlaceholderText?, rotation: Rotation?, font: UIFont?, isEnabled: Bool,
    minimumLines: Int = 1, maximumLines: Int = 0, maximumLength: Int? = nil
  ) {
    isUpdating = true
    textView.performTransition {
      if let font { viewWriteCount += writeIfChanged(font, to: \.font, of: textView) }
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
    textSync.scheduleWriteBack { [weak self] in self?.focusSync.reconcile() }
  }

  /// Asks for the keyboard again after a request failed because the view had no window.
  package func retryPendingFocus() {
    focusSync.retryPendingFocus()
  }

  /// The size the editor takes at `width`: the view's ``PlaceholderTextView/PlaceholderTextView/heightThatFits(width:)``.
  package func fittingSize(forWidth width: CGFloat) -> CGSize {
    CGSize(width: width, height: textView.heightThatFits(width: width))
  }

  /// Writes the line and length limits to the view where they differ; the view re-measures and cuts its text.
  ///
  /// Negative values count as 0, as in the view's setters, so they are not written again on every update.
  private func applyLimits(minimumLines: Int, maximumLines: Int, maximumLength: Int?) {
    viewWriteCount += writeIfChanged(max(0, minimumLines), to: \.minimumNumberOfLines, of: textView)
    viewWriteCount += writeIfChanged(max(0, maximumLines), to: \.maximumNumberOfLines, of: textView)
    viewWriteCount += writeIfChanged(maximumLength.map { max(0, $0) }, to: \.maximumLength, of: textView)
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
    guard let bound = textSync.takeChange(), bound != textView.text else { return }
    textView.text = bound
    viewWriteCount += 1
  }

  private func viewTextDidChange() {
    guard !isUpdating else { return }
    if let bound = textSync.takeAppWrite() {
      // The app wrote `bound` before this edit: keep it, with what the user appended.
      let edited = textView.text ?? ""
      let previous = lastViewText
      let typed = edited.hasPrefix(previous) ? String(edited.dropFirst(previous.count)) : ""
      textView.text = bound + typed
    }
    lastViewText = textView.text ?? ""
    textSync.writeIfNeeded()
  }

  private func viewFocusDidChange() {
    guard !isUpdating else { return }
    focusSync.writeIfNeeded()
  }
}
