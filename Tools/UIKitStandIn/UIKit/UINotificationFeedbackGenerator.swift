// Declarations-only stand-in (DESIGN.md rules): feedback generators are main-actor classes.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  open func prepare() { fatalError("stand-in") }
}

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
