import QuickControl

/// A SwiftUI screen, simulated, for the tests of the binding syncs: bindings the sync writes (see
/// ``recordingLink(_:_:writes:name:)``), a re-render after each write, as SwiftUI does when state changes, and the
/// sync's deferred work (``schedule(_:)``) run after the render. A subclass's ``render()`` is its view update.
@MainActor
open class SimulatedScreen {
  /// How many view updates ran.
  public var renders = 0
  /// The focus binding's value (``focusLink``).
  public var focused = false
  /// What the sync wrote to the focus binding, in order.
  public var focusWrites: [Bool] = []
  /// Reports a failure (`Issue.record` in a test): a redundant write or an update loop.
  let reportIssue: @MainActor (String) -> Void
  private var deferred: [@MainActor () -> Void] = []
  private var needsRender = true

  /// Creates a screen that reports failures through `reportIssue`; it renders at the first ``settle()``.
  public init(reportIssue: @escaping @MainActor (String) -> Void) {
    self.reportIssue = reportIssue
  }

  /// One view update, without running what it deferred.
  open func render() {
    renders += 1
  }

  /// The focus binding, for the sync: its writes land in ``focusWrites``.
  package var focusLink: BindingLink<Bool> {
    recordingLink(self, \.focused, writes: \.focusWrites, name: "focus binding")
  }

  /// The app writes the focus binding; SwiftUI will re-render.
  open func appSets(focused: Bool) {
    self.focused = focused
    invalidate()
  }

  /// Resets the counts, to count what one step writes.
  open func resetCounts() {
    focusWrites = []
    renders = 0
  }

  /// Runs `work` after the current update, as the syncs' `schedule` does in `PinCodeField` and `PlaceholderTextEditor`.
  public func schedule(_ work: @escaping @MainActor () -> Void) {
    deferred.append(work)
  }

  /// Something of the screen changed (a binding, the environment); SwiftUI will re-render.
  public func invalidate() {
    needsRender = true
  }

  /// Runs re-renders and deferred work until the screen is quiet; fails on a loop.
  public func settle() {
    var rounds = 0
    while needsRender || !deferred.isEmpty {
      rounds += 1
      guard rounds < 20 else {
        reportIssue("the view and its bindings never settled: an update loop")
        return
      }
      if needsRender {
        needsRender = false
        render()
      }
      runDeferred()
    }
  }

  /// Runs only the deferred work, as the main queue may before SwiftUI's next render.
  public func runDeferred() {
    let work = deferred
    deferred = []
    for item in work { item() }
  }
}

/// A binding to `screen`'s `value`: each write is appended to `writes` and re-renders the screen; a write of the
/// value the binding already holds is reported (the syncs never write one).
@MainActor
package func recordingLink<Screen: SimulatedScreen, Value: Equatable>(
  _ screen: Screen, _ value: ReferenceWritableKeyPath<Screen, Value>,
  writes: ReferenceWritableKeyPath<Screen, [Value]>, name: String
) -> BindingLink<Value> {
  BindingLink(
    get: { [unowned screen] in screen[keyPath: value] },
    set: { [unowned screen] in
      if $0 == screen[keyPath: value] {
        screen.reportIssue("a redundant write to the \(name): it already held \($0)")
      }
      screen[keyPath: value] = $0
      screen[keyPath: writes].append($0)
      screen.invalidate()
    })
}
