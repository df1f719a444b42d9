// The iOS 17.4 SDK declares UIAccessibilityTraits' traits as mutable globals, which Swift 6
// rejects; this file, the one that reads them, imports UIKit @preconcurrency.
#if QUICKCONTROL_UIKIT
  @preconcurrency import UIKit
#endif

extension QUIckControl {
  /// `traits` with `.selected` and `.notEnabled` as `state` has them, as a `UIButton` reports.
  static func accessibilityTraits(
    _ traits: UIAccessibilityTraits, in state: ControlState
  ) -> UIAccessibilityTraits {
    var traits = traits
    if state.contains(.selected) { traits.insert(.selected) }
    if state.contains(.disabled) { traits.insert(.notEnabled) }
    return traits
  }
}
