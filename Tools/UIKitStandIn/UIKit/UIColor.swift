// Declarations-only stand-in (DESIGN.md rules): UIColor is Sendable and not main-actor isolated.
open class UIColor: NSObject, @unchecked Sendable {
  open class var placeholderText: UIColor { fatalError("stand-in") }
  open class var label: UIColor { fatalError("stand-in") }
}
