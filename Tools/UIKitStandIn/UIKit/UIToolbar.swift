// Declarations-only stand-in (RECONCILIATION.md rules): the Done bar PinCodeControl puts above the
// number pad. UIToolbar and UIBarButtonItem are main-actor classes; unavailable on tvOS.
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIToolbar: UIView {
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  open var items: [UIBarButtonItem]?
}

@preconcurrency @MainActor
open class UIBarItem: NSObject {}

@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  public enum SystemItem: Int, @unchecked Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
  }
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    fatalError("stand-in: declarations only")
  }
}

extension UIView {
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError("stand-in") }
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError("stand-in") }
  }
}
