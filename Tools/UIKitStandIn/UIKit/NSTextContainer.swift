// Declarations-only stand-in (DESIGN.md rules): NSTextContainer is not main-actor isolated.
open class NSTextContainer: NSObject {
  public init(size: CGSize) { fatalError("stand-in: declarations only") }
  // Not failable in the SDK (-initWithCoder: returns nonnull here).
  public required init(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var lineFragmentPadding: CGFloat
}
