import Foundation
import QuickControl

extension PinCodeControl {
  /// Applies a change the user typed: nothing while disabled; when it completes
  /// an invalid code, the control plays its invalid-entry feedback.
  ///
  /// - Returns: What `change` returned, or `nil` if the control is disabled.
  @discardableResult
  func userEdit<Result>(_ change: (inout PinCode) -> Result) -> Result? {
    guard isEnabled else { return nil }
    return edit(byUser: true, change)
  }

  /// Applies `change` to the code; if the code changed, re-validates, applies
  /// the state once and sends the events once.
  ///
  /// Only an edit `byUser` that completes an invalid code counts as an invalid
  /// entry (``invalidEntryCount``, and the shake or haptic on UIKit): a code set
  /// in code, or one that turns invalid because its validator changed, does not.
  @discardableResult
  func edit<Result>(byUser: Bool = false, _ change: (inout PinCode) -> Result) -> Result {
    var next = pinCode
    let result = change(&next)
    guard next != pinCode else { return result }
    let codeChanged = !next.hasSameCharacters(as: pinCode)
    let becameComplete = next.isComplete && (codeChanged || !pinCode.isComplete)
    var enteredInvalidCode = false
    performTransition {
      pinCode = next
      if codeChanged {
        codeGeneration &+= 1
        isRejected = false
      }
      validate(restartingVerification: codeChanged)
      // Decided before the events: a handler that clears a wrong code at once
      // (the usual "try again") must not hide the entry from the feedback.
      if byUser && becameComplete && isInvalid {
        enteredInvalidCode = true
        invalidEntryCount += 1
      }
      updateAccessibility()
      contentDidChange()
      if codeChanged { sendActions(for: .valueChanged) }
      if becameComplete { sendActions(for: Self.codeCompleted) }
    }
    if byUser && becameComplete { userDidCompleteCode(invalid: enteredInvalidCode) }
    return result
  }

  /// Called when focus begins, from the platform: highlights and sends `.editingDidBegin` once.
  func didBeginEditing() {
    guard !isEditing else { return }
    performTransition {
      isEditing = true
      sendActions(for: .editingDidBegin)
    }
  }

  /// Called when focus ends, from the platform: un-highlights and sends `.editingDidEnd` once.
  func didEndEditing() {
    guard isEditing else { return }
    performTransition {
      isEditing = false
      sendActions(for: .editingDidEnd)
    }
  }
}
