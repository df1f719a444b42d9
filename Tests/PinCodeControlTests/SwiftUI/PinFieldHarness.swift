import TestSupport
import Testing

@testable import PinCodeControl

/// A SwiftUI screen around a `PinCodeField`, simulated (``SimulatedScreen``): the code, validity and focus
/// bindings, and the sync's deferred work run after each render, as `PinCodeField` schedules it.
@MainActor
final class PinFieldHarness: SimulatedScreen {
  let control: PinCodeControl
  let sync: PinCodeBindingSync
  var length: Int
  var isEnabled = true
  var appearance = PinCodeFieldAppearance()
  var validator: ((String) -> Bool)? = { _ in true }
  var verifier: ((String) async throws -> Bool)?
  private(set) var code = ""
  private(set) var validity = PinCodeValidity.incomplete
  private(set) var codeWrites: [String] = []
  private(set) var validityWrites: [PinCodeValidity] = []
  private(set) var completions: [String] = []
  private(set) var statusChanges = 0

  init(length: Int = 4, control: PinCodeControl? = nil) {
    self.length = length
    self.control = control ?? PinCodeControl(length: length, purpose: .oneTimeCode)
    sync = PinCodeBindingSync(control: self.control)
    super.init(reportIssue: { Issue.record("\($0)") })
    sync.code = recordingLink(self, \.code, writes: \.codeWrites, name: "binding")
    sync.validity = recordingLink(self, \.validity, writes: \.validityWrites, name: "validity binding")
    sync.focus = focusLink
    sync.onComplete = { [unowned self] in self.completions.append($0) }
    sync.onStatusChange = { [unowned self] _ in self.statusChanges += 1 }
    sync.schedule = { [unowned self] in self.schedule($0) }
    settle()
  }

  override func render() {
    super.render()
    sync.update(
      length: length, alphabet: .digits, appearance: appearance, validator: validator, verifier: verifier,
      isEnabled: isEnabled)
  }

  /// The app changes a parameter of the field (enabled, validator, appearance, length); SwiftUI re-renders.
  func appChanges(_ change: (PinFieldHarness) -> Void) {
    change(self)
    invalidate()
    settle()
  }

  /// The app writes its model; SwiftUI will re-render.
  func appSets(code: String) {
    self.code = code
    invalidate()
  }

  /// The app writes the validity binding (`.invalid` rejects the code); SwiftUI will re-render.
  func appSets(validity: PinCodeValidity) {
    self.validity = validity
    invalidate()
  }

  override func resetCounts() {
    super.resetCounts()
    codeWrites = []
    validityWrites = []
    completions = []
    statusChanges = 0
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
