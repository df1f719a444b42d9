// expect: compiles against the SDK and the stand-in
// Main-actor uses (the stricter of the two readings compiles under both).
import UIKit

@MainActor func mainActorUses(view: UIView, control: UIControl) -> Bool {
  _ = UIView.noIntrinsicMetric
  _ = view.accessibilityValue
  view.accessibilityLabel = "label"
  view.isAccessibilityElement = true
  _ = UIAccessibility.isReduceMotionEnabled
  _ = view.becomeFirstResponder()
  view.resignFirstResponder()  // discardable, as every imported Objective-C method
  control.addAction(UIAction(title: "probe") { _ in }, for: .valueChanged)
  return UIColor { $0.userInterfaceStyle == .dark ? .white : .label } == .white
}

// An override that reads main-actor state, written to compile under both isolations of
// the NSObject accessibility members (nonisolated in the 17.4 SDK, main actor in the stand-in).
final class AccessibleView: UIView {
  private var spoken = "value"
  nonisolated override var accessibilityValue: String? {
    get { MainActor.assumeIsolated { spoken } }
    set { MainActor.assumeIsolated { spoken = newValue ?? "" } }
  }
}
