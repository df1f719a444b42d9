// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var isScrollEnabled: Bool
  // Used by KeyboardInsetKeeper.
  open var contentSize: CGSize
  open var contentInset: UIEdgeInsets
  open var adjustedContentInset: UIEdgeInsets { fatalError("stand-in") }
  open var verticalScrollIndicatorInsets: UIEdgeInsets
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError("stand-in") }
}
