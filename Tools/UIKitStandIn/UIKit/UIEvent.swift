// Declarations-only stand-in (RECONCILIATION.md rules): UIEvent, only as a parameter type.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
}
