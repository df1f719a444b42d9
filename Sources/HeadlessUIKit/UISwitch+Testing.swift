import Foundation

// What an app's tests drive on a headless switch: the user's toggle. Public on purpose.
extension UISwitch {
  /// Simulates the user toggling the switch: a tap (``UIControl/simulateTouch(endingInside:)``)
  /// that flips ``isOn`` and sends `.valueChanged`, as UIKit's switch does.
  ///
  /// A switch that takes no touches (disabled, hidden, not interactive) does not change. For
  /// example, after `terms.isEnabled = false`, `terms.simulateToggle()` leaves `isOn` as it was.
  public func simulateToggle() {
    simulateTouch()
  }
}
