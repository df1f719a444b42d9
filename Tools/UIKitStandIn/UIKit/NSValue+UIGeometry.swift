// Declarations-only stand-in (RECONCILIATION.md rules): UIKit's NSValue geometry accessor KeyboardInsetKeeper reads
// (open in the SDK; public here, as Swift cannot declare an overridable member in an extension).
extension NSValue {
  public var cgRectValue: CGRect { fatalError("stand-in") }
}
