// Declarations-only stand-in (RECONCILIATION.md rules).
import CoreGraphics
import Foundation

@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var onTintColor: UIColor?
  open var isOn: Bool
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  open func setOn(_ on: Bool, animated: Bool) { fatalError("stand-in") }
}
