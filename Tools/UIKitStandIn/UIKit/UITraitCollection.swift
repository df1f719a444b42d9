// Declarations-only stand-in (RECONCILIATION.md rules): UITraitCollection, immutable and Sendable
// as the SDK imports it, with the one trait PinCodeControl reads.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  public override init() { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  // A factory method in Objective-C: a convenience initialiser that subclasses do not inherit.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    fatalError("stand-in: declarations only")
  }
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stand-in") }
  /// The traits of the view drawing now; what a colour resolves with outside a view.
  open class var current: UITraitCollection {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // The traits PinCodeControl draws from.
  open var accessibilityContrast: UIAccessibilityContrast { fatalError("stand-in") }
  open var legibilityWeight: UILegibilityWeight { fatalError("stand-in") }
  open var preferredContentSizeCategory: UIContentSizeCategory { fatalError("stand-in") }
  open var displayScale: CGFloat { fatalError("stand-in") }
}
