// Declarations-only stand-in (RECONCILIATION.md rules): CATransaction is not main-actor isolated.
open class CATransaction: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  open class func begin() { fatalError("stand-in") }
  open class func commit() { fatalError("stand-in") }
  open class func setDisableActions(_ flag: Bool) { fatalError("stand-in") }
}
