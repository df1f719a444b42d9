// expect: fails against the SDK and the stand-in: 'required' initializer 'init\(coder:\)' must be provided
// UITraitCollection conforms to NSSecureCoding: init?(coder:) is required.
import UIKit

final class Traits: UITraitCollection, @unchecked Sendable {
  init(side: CGFloat) { super.init() }
}
