// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, @unchecked Sendable {
    case medium = 100
    case large = 101
  }
  public init(style: UIActivityIndicatorView.Style) { fatalError("stand-in: declarations only") }
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  // Not failable, as in the SDK.
  public required init(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var hidesWhenStopped: Bool
  open func startAnimating() { fatalError("stand-in") }
  open func stopAnimating() { fatalError("stand-in") }
  open var isAnimating: Bool { fatalError("stand-in") }
}
