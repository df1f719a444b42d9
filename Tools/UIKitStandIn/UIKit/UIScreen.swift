// Declarations-only stand-in (RECONCILIATION.md rules): only what KeyboardInsetKeeper uses.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  open var bounds: CGRect { fatalError("stand-in") }
  open var coordinateSpace: any UICoordinateSpace { fatalError("stand-in") }
}
