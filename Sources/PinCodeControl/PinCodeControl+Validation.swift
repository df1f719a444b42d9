import Foundation
import QuickControl

extension PinCodeControl {
  /// Runs validation again for the current code; call it when something the validator reads changes.
  ///
  /// ```swift
  /// newPin.subscribe(to: .valueChanged) { _ in repeatPin.revalidate() }
  /// ```
  public func revalidate() {
    let valid = pinCode.isComplete && validate(pinCode.string)
    if valid != isValid {
      isValid = valid
      updateAccessibility()
    }
  }
}
