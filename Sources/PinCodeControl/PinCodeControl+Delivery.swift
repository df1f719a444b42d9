import QuickControl

extension PinCodeControl {
  /// Runs `body`, an edit UIKit's text machinery asked for, and holds back the
  /// events, feedback and announcements it produces until the edit is over.
  ///
  /// "Over" means: the outermost call has returned, and so has the main-thread
  /// callback it runs in (the text field's delegate method, to UIKit). What was
  /// held back is then sent on the main actor's next turn, in the order it was
  /// produced and each once; if the control sends anything else before that turn
  /// (a code set in code, a focus change), the held-back work goes first. A
  /// handler that resigns, disables, clears or navigates away therefore never
  /// runs inside UIKit's edit or AutoFill insertion. The code, the state and the
  /// values of every target are already updated when `body` returns.
  @discardableResult
  func deferringDelivery<Result>(_ body: () -> Result) -> Result {
    delivery.deferralDepth += 1
    defer {
      delivery.deferralDepth -= 1
      if delivery.deferralDepth == 0 && !delivery.pending.isEmpty && !delivery.flushIsScheduled {
        delivery.flushIsScheduled = true
        delivery.scheduler { [weak self] in self?.flushPendingDeliveries() }
      }
    }
    return body()
  }

  /// Runs `work` now, after anything held back, or holds it back during `deferringDelivery(_:)`.
  func deliver(_ work: @escaping @MainActor (PinCodeControl) -> Void) {
    if delivery.deferralDepth > 0 {
      delivery.pending.append(work)
    } else {
      flushPendingDeliveries()
      work(self)
    }
  }

  /// Runs the held-back work, oldest first; work a handler adds meanwhile runs in turn.
  func flushPendingDeliveries() {
    delivery.flushIsScheduled = false
    while !delivery.pending.isEmpty {
      let work = delivery.pending.removeFirst()
      work(self)
    }
  }

  /// Sends `events` to the actions at once (``sendActions(for:)`` decides when).
  func sendActionsNow(for events: ControlEvents) {
    super.sendActions(for: events)
  }
}
