import Foundation
import QuickControl

// The view's own state bits.
extension PlaceholderTextView {
  /// The state bit that is on while the text is empty (`1 << 16`, in `ControlState.application`).
  ///
  /// Subclasses that register their own states should use other bits of the application range.
  ///
  /// ```swift
  /// textView.setValue(0.5, forTarget: counter, forKeyPath: \.alpha,
  ///                   forAllStatesContained: PlaceholderTextView.empty)
  /// ```
  public static let empty = ControlState(rawValue: 1 << 16)

  /// The state bit that is on while the view is first responder (`1 << 17`).
  ///
  /// ```swift
  /// textView.setValue(2, forTarget: textView.layer, forKeyPath: \.borderWidth,
  ///                   forAllStatesContained: PlaceholderTextView.editing)
  /// ```
  public static let editing = ControlState(rawValue: 1 << 17)

  /// The state bit that is on while the remaining length is at or under the warning threshold (`1 << 18`).
  ///
  /// See ``maximumLength`` and ``lengthWarningThreshold``.
  ///
  /// ```swift
  /// textView.setValue(.systemRed, forTarget: counter, forKeyPath: \.textColor,
  ///                   forAllStatesContained: PlaceholderTextView.nearLengthLimit)
  /// ```
  public static let nearLengthLimit = ControlState(rawValue: 1 << 18)
}
