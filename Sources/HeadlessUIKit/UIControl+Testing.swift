import Foundation

// What an app's tests drive and read on a headless control: the finger and the ear that
// `swift test` does not have. Public on purpose: an app tests its own controls through them.
extension UIControl {
  /// Simulates a finger that touches the control and lifts, as UIKit's tracking reports it.
  ///
  /// A control that takes touches sends `.touchDown`, then `.touchUpInside` (or `.touchUpOutside`),
  /// highlighted while the finger is down; lifted inside, a ``UIButton`` then sends
  /// `.primaryActionTriggered`, and a ``UISwitch`` toggles and sends `.valueChanged`, as on UIKit.
  /// One that UIKit's hit-testing passes over gets no touch and sends nothing: hidden (`isHidden`), not interactive (`isUserInteractionEnabled` false) or almost
  /// transparent (`alpha` below 0.01), and so does a disabled one. (A headless control has no
  /// superview; on a device a hidden or non-interactive superview keeps touches away as well.)
  ///
  /// For example, `control.simulateTouch(endingInside: false)` sends `.touchUpOutside`; after
  /// `control.isUserInteractionEnabled = false`, `control.simulateTouch()` sends nothing.
  public func simulateTouch(endingInside: Bool = true) {
    guard isEnabled, takesTouches else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
    isHighlighted = false
    sendActions(for: endingInside ? .touchUpInside : .touchUpOutside)
    if endingInside { touchDidEndInside() }
  }

  /// Whether UIKit's hit-testing would reach the control: shown, interactive and at least 1 % opaque.
  private var takesTouches: Bool { !isHidden && isUserInteractionEnabled && alpha >= 0.01 }

  /// The announcements posted for the control, oldest first: what VoiceOver would speak.
  ///
  /// For example, after a PIN control rejects a code, the last element is its localised
  /// "Invalid code" announcement.
  public var accessibilityAnnouncements: [String] { announcements }
}
