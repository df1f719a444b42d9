// Declarations-only stand-in (DESIGN.md rules): only what the package uses.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var isScrollEnabled: Bool
}
