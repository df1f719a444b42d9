#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The scroll view class ``KeyboardInsetKeeper`` keeps clear of the keyboard: `UIScrollView` on UIKit platforms.
  public typealias QUICScrollViewBase = UIScrollView
#else
  /// The scroll view class ``KeyboardInsetKeeper`` keeps clear of the keyboard: ``QUICHeadlessScrollView``
  /// where UIKit is unavailable.
  public typealias QUICScrollViewBase = QUICHeadlessScrollView
#endif
