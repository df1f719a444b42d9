// Declarations-only stand-in (RECONCILIATION.md rules): only what KeyboardInsetKeeper uses.
@preconcurrency @MainActor
open class UIWindow: UIView {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var screen: UIScreen
}
