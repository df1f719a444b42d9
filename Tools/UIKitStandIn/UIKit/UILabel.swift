// Declarations-only stand-in (RECONCILIATION.md rules): only what the package uses.
@preconcurrency @MainActor
open class UILabel: UIView {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var textAlignment: NSTextAlignment
  @NSCopying open var attributedText: NSAttributedString?
  open var numberOfLines: Int

  // UIContentSizeCategoryAdjusting
  open var adjustsFontForContentSizeCategory: Bool
}
