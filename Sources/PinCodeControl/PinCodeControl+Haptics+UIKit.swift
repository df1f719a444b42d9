#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension PinCodeControl {
    /// Readies the Taptic Engine while the next keystroke may complete the code,
    /// so that the error haptic plays without the engine's start-up delay.
    ///
    /// Called after every change of the code; cheap when there is nothing to do.
    func prepareInvalidEntryFeedbackIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid, isEditing, pinCode.count == length - 1 else { return }
        invalidEntryFeedbackGenerator().prepare()
      #endif
    }

    /// Plays the error haptic if ``playsHapticOnInvalid`` is on (iOS, iPadOS and Mac Catalyst).
    func playInvalidEntryHapticIfNeeded() {
      #if !os(tvOS) && !os(visionOS)
        guard playsHapticOnInvalid else { return }
        invalidEntryFeedbackGenerator().notificationOccurred(.error)
      #endif
    }

    #if !os(tvOS) && !os(visionOS)
      /// The control's notification feedback generator, made once: attached to
      /// the control on iOS 17.5 and later (`init(view:)`), so the system can
      /// play it for the control's window and input device.
      private func invalidEntryFeedbackGenerator() -> UINotificationFeedbackGenerator {
        if let generator = storage.feedbackGenerator as? UINotificationFeedbackGenerator { return generator }
        let generator = Self.makeFeedbackGenerator(for: self)
        storage.feedbackGenerator = generator
        return generator
      }

      private static func makeFeedbackGenerator(for view: UIView) -> UINotificationFeedbackGenerator {
        // `init(view:)` (iOS 17.5) is declared by SDKs from iOS 18, which every Xcode
        // that builds Swift 6 packages has; Tools/ios-sdk-compile, with the iOS 17.4
        // SDK, defines QUICKCONTROL_SDK_BEFORE_IOS_18 and compiles `init()` only.
        #if !QUICKCONTROL_SDK_BEFORE_IOS_18
          if #available(iOS 17.5, macCatalyst 17.5, *) {
            return UINotificationFeedbackGenerator(view: view)
          }
        #endif
        return UINotificationFeedbackGenerator()
      }
    #endif
  }
#endif
