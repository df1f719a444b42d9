// expect: fails against the SDK and the stand-in: must call a designated initializer
// UITextView's init(frame:) is a convenience initialiser; init(frame:textContainer:) is designated.
import UIKit

final class TextView: UITextView {
  init(side: CGFloat) { super.init(frame: .zero) }
  required init?(coder: NSCoder) { fatalError("probe") }
}
