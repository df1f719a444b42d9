// Declarations-only stand-in for the UIKit subset QuickControl uses.
// Rules (RECONCILIATION.md): every member open; view classes @preconcurrency @MainActor;
// exact SDK shapes; only what the package uses, each from Apple's documented signature.
@_exported import QuartzCore

@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { fatalError("stand-in: declarations only") }
  open var canBecomeFirstResponder: Bool { fatalError("stand-in") }
  open var isFirstResponder: Bool { fatalError("stand-in") }
  open var canResignFirstResponder: Bool { fatalError("stand-in") }
  // Imported Objective-C methods are implicitly discardable; @discardableResult says so here.
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError("stand-in") }
  @discardableResult open func resignFirstResponder() -> Bool { fatalError("stand-in") }
  open func reloadInputViews() { fatalError("stand-in") }
  open var undoManager: UndoManager? { fatalError("stand-in") }
}
