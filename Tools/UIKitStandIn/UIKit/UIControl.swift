@preconcurrency @MainActor
open class UIControl: UIView {
  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var normal: UIControl.State { fatalError("stand-in") }
    public static var highlighted: UIControl.State { fatalError("stand-in") }
    public static var disabled: UIControl.State { fatalError("stand-in") }
    public static var selected: UIControl.State { fatalError("stand-in") }
    public static var focused: UIControl.State { fatalError("stand-in") }
    public static var application: UIControl.State { fatalError("stand-in") }
    public static var reserved: UIControl.State { fatalError("stand-in") }
  }

  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var touchUpInside: UIControl.Event { fatalError("stand-in") }
    public static var valueChanged: UIControl.Event { fatalError("stand-in") }
    public static var primaryActionTriggered: UIControl.Event { fatalError("stand-in") }
    public static var editingDidBegin: UIControl.Event { fatalError("stand-in") }
    public static var editingChanged: UIControl.Event { fatalError("stand-in") }
    public static var editingDidEnd: UIControl.Event { fatalError("stand-in") }
    public static var editingDidEndOnExit: UIControl.Event { fatalError("stand-in") }
    public static var allEditingEvents: UIControl.Event { fatalError("stand-in") }
    public static var applicationReserved: UIControl.Event { fatalError("stand-in") }
  }

  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }

  open var isEnabled: Bool
  open var isSelected: Bool
  open var isHighlighted: Bool
  open var state: UIControl.State { fatalError("stand-in") }

  open func sendActions(for controlEvents: UIControl.Event) { fatalError("stand-in") }
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("stand-in") }
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("stand-in") }
}
