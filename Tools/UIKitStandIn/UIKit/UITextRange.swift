// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  open var isEmpty: Bool { fatalError("stand-in") }
  open var start: UITextPosition { fatalError("stand-in") }
}

@preconcurrency @MainActor
open class UITextPosition: NSObject {}
