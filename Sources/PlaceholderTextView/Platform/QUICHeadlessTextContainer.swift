#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// The text container of a ``QUICHeadlessTextView``: its line fragment padding, as `NSTextContainer` has.
  ///
  /// ```swift
  /// textView.textContainer.lineFragmentPadding = 0
  /// ```
  public final class QUICHeadlessTextContainer {
    /// The space left empty at each end of a line; 5 points, as in UIKit.
    public var lineFragmentPadding: CGFloat = 5

    /// Creates a text container of `size`; the size is not used headlessly.
    public init(size: CGSize) {}
  }
#endif
