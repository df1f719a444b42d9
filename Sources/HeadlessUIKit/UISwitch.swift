import Foundation

/// A switch without a screen: `UISwitch`'s on/off value, where UIKit is unavailable.
///
/// As on UIKit, setting ``isOn`` or calling ``setOn(_:animated:)`` in code sends no event; the user's
/// toggle (``simulateToggle()``, in `UISwitch+Testing.swift`, or a tap through
/// ``UIControl/simulateTouch(endingInside:)``) flips the value and sends `.valueChanged`.
///
/// ```swift
/// let terms = UISwitch()
/// terms.addAction(UIAction { _ in print("accepted: \(terms.isOn)") }, for: .valueChanged)
/// terms.setOn(true, animated: true)  // Prints nothing
/// terms.simulateToggle()
/// // Prints "accepted: false"
/// ```
@MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on; setting it sends no event.
  open var isOn = false

  /// Turns the switch on or off, sending no event; headless, nothing animates.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// A finger lifted inside a switch toggles it, as the user's tap does.
  override func touchDidEndInside() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}
