// Declarations-only stand-in: Foundation's UndoManager (absent from swift-corelibs-foundation),
// declared here for the UIKit subset PlaceholderTextView uses; on Apple platforms it is Foundation's.
open class UndoManager: NSObject {
  open func removeAllActions() { fatalError("stand-in") }
}
