import Testing

@testable import PinCodeControl

/// A SwiftUI screen, simulated: bindings the sync writes, a re-render after each
/// write (as SwiftUI does when state changes), and the sync's deferred work run
/// after the render, as `PinCodeField` schedules it.
@MainActor
final class PinFieldHarness {
  let control: PinCodeControl
  let sync: PinCodeBindingSync
  var length: Int
  var isEnabled = true
  var appearance = PinCodeFieldAppearance()
  var validator: ((String) -> Bool)? = { _ in true }
  var verifier: ((String) async -> Bool)?
  private(set) var code = ""
  private(set) var validity = PinCodeValidity.incomplete
  private(set) var focused = false
  private(set) var codeWrites: [String] = []
  private(set) var validityWrites: [PinCodeValidity] = []
  private(set) var focusWrites: [Bool] = []
  private(set) var completions: [String] = []
  private(set) var statusChanges = 0
  private(set) var renders = 0
  private var deferred: [@MainActor () -> Void] = []
  private var needsRender = true

  init(length: Int = 4, control: PinCodeControl? = nil) {
    self.length = length
    self.control = control ?? PinCodeControl(length: length)
    sync = PinCodeBindingSync(control: self.control)
    sync.code = .init(
      get: { [unowned self] in self.code },
      set: { [unowned self] in
        if $0 == self.code { Issue.record("a redundant write to the binding: it already held \($0)") }
        self.code = $0
        self.codeWrites.append($0)
        self.needsRender = true
      })
    sync.validity = .init(
      get: { [unowned self] in self.validity },
      set: { [unowned self] in
        if $0 == self.validity {
          Issue.record("a redundant write to the validity binding: it already held \($0)")
        }
        self.validity = $0
        self.validityWrites.append($0)
        self.needsRender = true
      })
    sync.focus = .init(
      get: { [unowned self] in self.focused },
      set: { [unowned self] in
        if $0 == self.focused {
          Issue.record("a redundant write to the focus binding: it already held \($0)")
        }
        self.focused = $0
        self.focusWrites.append($0)
        self.needsRender = true
      })
    sync.onComplete = { [unowned self] in self.completions.append($0) }
    sync.onStatusChange = { [unowned self] _ in self.statusChanges += 1 }
    sync.schedule = { [unowned self] work in self.deferred.append(work) }
    settle()
  }

  /// One view update, without running what it deferred.
  func render() {
    renders += 1
    sync.update(
      length: length, alphabet: .digits, appearance: appearance, validator: validator, verifier: verifier,
      isEnabled: isEnabled)
  }

  /// Runs re-renders and deferred work until the screen is quiet; fails on a loop.
  func settle() {
    var rounds = 0
    while needsRender || !deferred.isEmpty {
      rounds += 1
      guard rounds < 20 else {
        Issue.record("the field and its bindings never settled: an update loop")
        return
      }
      if needsRender {
        needsRender = false
        render()
      }
      let work = deferred
      deferred = []
      for item in work { item() }
    }
  }

  /// Runs only the deferred work, as the main queue may before SwiftUI's next render.
  func runDeferred() {
    let work = deferred
    deferred = []
    for item in work { item() }
  }

  /// The app writes its model; SwiftUI will re-render.
  func appSets(code: String) {
    self.code = code
    needsRender = true
  }

  /// The app writes the validity binding (`.invalid` rejects the code); SwiftUI will re-render.
  func appSets(validity: PinCodeValidity) {
    self.validity = validity
    needsRender = true
  }

  /// The app writes the focus binding; SwiftUI will re-render.
  func appSets(focused: Bool) {
    self.focused = focused
    needsRender = true
  }

  /// Something of the screen changed (enabled, validator, appearance); SwiftUI will re-render.
  func invalidate() {
    needsRender = true
  }

  /// Resets the counters, to count what one step writes.
  func resetCounts() {
    codeWrites = []
    validityWrites = []
    focusWrites = []
    completions = []
    statusChanges = 0
    renders = 0
  }
}

/// A control that cannot become first responder until it is "in a window", as on UIKit.
@MainActor
final class WindowlessPinCodeControl: PinCodeControl {
  var hasWindow = false

  override func becomeFirstResponder() -> Bool {
    hasWindow ? super.becomeFirstResponder() : false
  }
}
