import Foundation
import QuickControl

// The view's own state bits.
extension PlaceholderTextView {
  /// The state bit that is on while the text is empty (a state declared with `declareState(_:)`).
  ///
  /// A subclass declares its own states with `declareState(_:)`: their bits never collide with these.
  ///
  /// ```swift
  /// textView.setValue(0.5, for: \.alpha, of: counter, when: .containing(PlaceholderTextView.empty))
  /// ```
  public nonisolated static let empty = declareState("empty")

  /// The state bit that is on while the view is first responder.
  ///
  /// ```swift
  /// textView.setValue(2, for: \.borderWidth, of: textView.layer, when: .containing(PlaceholderTextView.editing))
  /// ```
  public nonisolated static let editing = declareState("editing")

  /// The state bit that is on while the remaining length is at or under the warning threshold.
  ///
  /// See ``maximumLength`` and ``lengthWarningThreshold``.
  ///
  /// ```swift
  /// textView.setValue(.systemRed, for: \.textColor, of: counter, when: .containing(PlaceholderTextView.nearLengthLimit))
  /// ```
  public nonisolated static let nearLengthLimit = declareState("nearLengthLimit")
}
