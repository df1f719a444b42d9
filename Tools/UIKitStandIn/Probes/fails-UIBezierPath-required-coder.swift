// expect: fails against the SDK and the stand-in: 'required' initializer 'init\(coder:\)' must be provided
// UIBezierPath conforms to NSSecureCoding: init?(coder:) is required.
import UIKit

final class Path: UIBezierPath {
  init(side: CGFloat) { super.init() }
}
