// expect: fails against the SDK and the stand-in: main actor-isolated
// UIView.noIntrinsicMetric is a member of the main-actor UIView in the 17.4 SDK.
import UIKit

nonisolated func noMetric() -> CGFloat { UIView.noIntrinsicMetric }
