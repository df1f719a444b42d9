@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {}

@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {}
