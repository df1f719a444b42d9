// Declarations-only stand-in (DESIGN.md rules): only the type, for `point(inside:with:)`.
@preconcurrency @MainActor
open class UIEvent: NSObject {}
