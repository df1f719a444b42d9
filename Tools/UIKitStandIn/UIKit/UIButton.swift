import CoreGraphics
import Foundation

@preconcurrency @MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }
  public override init(frame: CGRect) { fatalError("stand-in: declarations only") }
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError("stand-in: declarations only") }
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError("stand-in") }
  open func title(for state: UIControl.State) -> String? { fatalError("stand-in") }
}
