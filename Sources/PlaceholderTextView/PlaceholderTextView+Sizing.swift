import Foundation
import QuickControl

// Sizing: the height the placeholder needs.
extension PlaceholderTextView {
  /// The height the view needs to show the whole placeholder at `width`, insets included.
  func placeholderHeight(forWidth width: CGFloat) -> CGFloat {
    placeholderFrame(forWidth: width).height + textContainerInset.top + textContainerInset.bottom
  }
}
