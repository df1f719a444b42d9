// Declarations-only stand-in (DESIGN.md rules): only what the package uses.
@preconcurrency @MainActor
open class UITextRange: NSObject {}
