#if !canImport(UIKit) || os(watchOS)
  extension PinCodeControl {
    /// Nothing to set up without UIKit.
    func setUpPlatform() {}

    /// Nothing is drawn without UIKit; ``items`` is computed on demand.
    func contentDidChange() {}

    /// Nothing is laid out without UIKit; `itemFrames(in:)` is computed on demand.
    func layoutDidChange() {}

    /// There is no keyboard without UIKit.
    func keyboardDidChange() {}

    /// Becomes first responder (if enabled) and begins editing.
    func beginEditingInput() -> Bool {
      guard super.becomeFirstResponder() else { return false }
      didBeginEditing()
      return true
    }

    /// Resigns first responder and, if that succeeded, ends editing.
    func endEditingInput() -> Bool {
      guard super.resignFirstResponder() else { return false }
      didEndEditing()
      return true
    }

    /// There is no shake or haptic without UIKit; ``invalidEntryCount`` counts the entries.
    func userDidEnterInvalidCode() {}
  }
#endif
