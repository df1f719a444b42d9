import Foundation

// What an app's tests read on a headless text view: what it asked of a screen (to scroll, to lay
// out again), which a screen would show and `swift test` cannot. Test hooks: UITextView has none
// of these.
extension UITextView {
  /// The ranges passed to ``scrollRangeToVisible(_:)``, in order, oldest first.
  ///
  /// <!-- snippet: context headless -->
  /// ```swift
  /// let notes = UITextView()
  /// notes.scrollRangeToVisible(NSRange(location: 0, length: 1))
  /// print(notes.scrolledToVisibleRanges.count)  // Prints "1"
  /// ```
  public var scrolledToVisibleRanges: [NSRange] { scrollRangeRequests }

  /// How many times ``invalidateIntrinsicContentSize()`` was called: a self-sizing text view
  /// asks its layout again when its placeholder's size changes.
  ///
  /// <!-- snippet: context headless -->
  /// ```swift
  /// let notes = PlaceholderTextView()
  /// notes.isScrollEnabled = false
  /// let before = notes.intrinsicContentSizeInvalidations
  /// notes.placeholder = "A longer placeholder"
  /// print(notes.intrinsicContentSizeInvalidations > before)  // Prints "true"
  /// ```
  public var intrinsicContentSizeInvalidations: Int { intrinsicSizeInvalidationCount }
}
