import QuickControl

extension PinCodeControl {
  /// Makes another object's property follow this control: `valid` while the
  /// code is valid and the control is enabled, `otherwise` in every other state.
  ///
  /// A form's steps chain this way ("New PIN is enabled only while Old PIN is
  /// valid"). The disabled case matters in a chain: a locked step may keep a
  /// valid code, and must not pass it on. The values are stored for the presets
  /// ``StylePreset/plain``, ``StylePreset/valid`` and ``StylePreset/disabled``, whose
  /// priorities decide.
  ///
  /// ```swift
  /// oldPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: newPin)
  /// newPin.setValue(whileValid: true, otherwise: false, for: \.isEnabled, of: repeatPin)
  /// oldPin.deleteBackward()
  /// print(newPin.isEnabled, repeatPin.isEnabled)
  /// // Prints "false false", even though newPin's code is still valid
  /// ```
  public func setValue<Target: AnyObject, Value>(
    whileValid valid: Value, otherwise: Value, for keyPath: ReferenceWritableKeyPath<Target, Value>,
    of target: Target
  ) {
    performTransition {
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.plain.condition)
      setValue(valid, for: keyPath, of: target, when: StylePreset.valid.condition)
      setValue(otherwise, for: keyPath, of: target, when: StylePreset.disabled.condition)
    }
  }
}
