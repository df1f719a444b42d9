#if canImport(UIKit) && !os(watchOS)
  // @preconcurrency: the 17.4 SDK declares UIAccessibility.Notification.announcement as a
  // mutable global (UIAccessibilityAnnouncementNotification), which Swift 6 rejects.
  @preconcurrency import UIKit

  extension PinCodeControl {
    /// Asks VoiceOver to speak `announcement` (without VoiceOver running, nothing happens).
    ///
    /// Headless, the base records it in `accessibilityAnnouncements` instead.
    func postAccessibilityAnnouncement(_ announcement: String) {
      UIAccessibility.post(notification: .announcement, argument: announcement)
    }
  }
#endif
