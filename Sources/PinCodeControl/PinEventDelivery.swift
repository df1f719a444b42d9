/// What a ``PinCodeControl`` holds back while UIKit's text field is in the middle of an edit.
///
/// The field's delegate is asked about every edit (typing, Delete, paste,
/// AutoFill) from inside UIKit's own text handling. The control applies the
/// edit to its code and state at once, but the events (`.valueChanged`,
/// `PinCodeControl.codeCompleted`), the invalid-entry shake and haptic and the
/// VoiceOver announcement wait here, in order, until the delegate callback has
/// returned to UIKit. Then the scheduler runs them on the main actor's next turn.
struct PinEventDelivery {
  /// The held-back work, oldest first.
  var pending: [@MainActor (PinCodeControl) -> Void] = []
  /// How many edits from UIKit's text machinery are under way; held back while above 0.
  var deferralDepth = 0
  /// Whether a flush is scheduled and has not run yet.
  var flushIsScheduled = false
  /// Runs its argument later, on the main actor: by default as a main-actor task,
  /// so after the current main-thread callback (UIKit's delegate call) has returned.
  var scheduler: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
    Task { @MainActor in work() }
  }
}
