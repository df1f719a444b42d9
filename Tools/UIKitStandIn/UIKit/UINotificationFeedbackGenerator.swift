// Declarations-only stand-in (RECONCILIATION.md rules): feedback generators are main-actor classes,
// available on iOS, iPadOS and Mac Catalyst only (unavailable on tvOS and visionOS). Linux
// ignores these attributes, so uses must be gated with `#if !os(tvOS) && !os(visionOS)`.
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  open func prepare() { fatalError("stand-in") }
}

@available(tvOS, unavailable)
@available(visionOS, unavailable)
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, @unchecked Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }
  public override init() { fatalError("stand-in: declarations only") }
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
    fatalError("stand-in")
  }
}

// iOS 17.5 (`+feedbackGeneratorForView:`, imported as an initialiser every generator
// inherits). Not in the iOS 17.4 SDK: the code using it is gated with
// `#if !QUICKCONTROL_SDK_BEFORE_IOS_18` and checked here only.
@available(iOS 17.5, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension UIFeedbackGenerator {
  public convenience init(view: UIView) { fatalError("stand-in: declarations only") }
}
