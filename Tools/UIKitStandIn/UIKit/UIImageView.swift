// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError("stand-in: declarations only") }
  // Inherited from UIView in the SDK (Objective-C initialisers); declared so that `UIImageView()` is.
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var image: UIImage?
}
