extension PinCodeBindingSync {
  /// Writes the font, keyboard and feedback settings of `appearance` that
  /// differ from the control's, and returns how many it wrote.
  ///
  /// Called by the update's appearance step. The keyboard and feedback
  /// settings are compared with the control's; the font only when the
  /// declared font changed since `previous` (the last appearance applied), so
  /// a field that declares none never writes one, and one that stops
  /// declaring a font gets the control's default back.
  func applyInputSettings(of appearance: PinCodeFieldAppearance, previous: PinCodeFieldAppearance?) -> Int {
    var writes = 0
    if appearance.font != previous?.font {
      let font = appearance.font ?? PinCodeControl.defaultFont
      if control.font != font {
        control.font = font
        writes += 1
      }
    }
    if control.purpose != appearance.purpose {
      control.purpose = appearance.purpose
      writes += 1
    }
    if control.returnKey != appearance.returnKey {
      control.returnKey = appearance.returnKey
      writes += 1
    }
    if control.showsDoneButtonOnNumberPad != appearance.showsDoneButtonOnNumberPad {
      control.showsDoneButtonOnNumberPad = appearance.showsDoneButtonOnNumberPad
      writes += 1
    }
    if control.shakesOnInvalid != appearance.shakesOnInvalid {
      control.shakesOnInvalid = appearance.shakesOnInvalid
      writes += 1
    }
    if control.playsHapticOnInvalid != appearance.playsHapticOnInvalid {
      control.playsHapticOnInvalid = appearance.playsHapticOnInvalid
      writes += 1
    }
    return writes
  }
}
