// Declarations-only stand-in (RECONCILIATION.md rules): NSTextContainer is not main-actor isolated.
open class NSTextContainer: NSObject {
  public init(size: CGSize) { fatalError("stand-in: declarations only") }
  // Not failable in the SDK (-initWithCoder: returns nonnull here).
  public required init(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var exclusionPaths: [UIBezierPath]
  open var lineFragmentPadding: CGFloat
  open func lineFragmentRect(
    forProposedRect proposedRect: CGRect, at characterIndex: Int,
    writingDirection baseWritingDirection: NSWritingDirection,
    remaining remainingRect: UnsafeMutablePointer<CGRect>?
  ) -> CGRect { fatalError("stand-in") }
}
