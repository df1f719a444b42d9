import QuickControl

extension PinCodeControl {
  /// Makes another object's property follow this control: `valid` while the
  /// code is valid and the control is enabled, `otherwise` in every other state.
  ///
  /// A form's steps chain this way ("New PIN is enabled only while Old PIN is
  /// valid"). The disabled case matters in a chain: a locked step may keep a
  /// valid code, and must not pass it on. The values are stored for the presets
  /// ``States/plain``, ``States/valid`` and ``States/disabled``, whose
  /// priorities decide.
  ///
  /// ```swift
  /// oldPin.setValue(whileValid: true, otherwise: false, forTarget: newPin, forKeyPath: \.isEnabled)
  /// newPin.setValue(whileValid: true, otherwise: false, forTarget: repeatPin, forKeyPath: \.isEnabled)
  /// oldPin.deleteBackward()
  /// print(newPin.isEnabled, repeatPin.isEnabled)
  /// // Prints "false false", even though newPin's code is still valid
  /// ```
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, forTarget target: Target,
    forKeyPath keyPath: ReferenceWritableKeyPath<Target, Value>
  ) {
    performTransition {
      setValue(otherwise, forTarget: target, forKeyPath: keyPath, for: States.plain)
      setValue(valid, forTarget: target, forKeyPath: keyPath, for: States.valid)
      setValue(otherwise, forTarget: target, forKeyPath: keyPath, for: States.disabled)
    }
  }
}
