#if !QUICKCONTROL_UIKIT
  import Foundation

  // What an app's tests drive and read on a headless control: the finger and the ear that
  // `swift test` does not have. Public on purpose: an app tests its own controls through them.
  extension HeadlessControl {
    /// Simulates a finger that touches the control and lifts, as UIKit's tracking reports it.
    ///
    /// An enabled control sends `.touchDown`, then `.touchUpInside` (or `.touchUpOutside`); a disabled one nothing.
    /// For example, `control.simulateTouch(endingInside: false)` sends `.touchUpOutside`.
    public func simulateTouch(endingInside: Bool = true) {
      guard isEnabled else { return }
      isHighlighted = true
      sendActions(for: .touchDown)
      isHighlighted = false
      sendActions(for: endingInside ? .touchUpInside : .touchUpOutside)
    }

    /// The announcements posted for the control, oldest first: what VoiceOver would speak.
    ///
    /// For example, after a PIN control rejects a code, the last element is its localised
    /// "Invalid code" announcement.
    public var accessibilityAnnouncements: [String] { announcements }
  }
#endif
