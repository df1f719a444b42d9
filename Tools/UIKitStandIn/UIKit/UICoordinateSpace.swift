// Declarations-only stand-in (RECONCILIATION.md rules): only what KeyboardInsetKeeper uses.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError("stand-in")
  }
}
