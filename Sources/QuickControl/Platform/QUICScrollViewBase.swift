#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Platform plumbing, not API (hidden from the documentation): the scroll view class ``KeyboardInsetKeeper`` keeps clear of the keyboard: `UIScrollView` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICScrollViewBase = UIScrollView
#else
  /// Platform plumbing, not API (hidden from the documentation): the scroll view class ``KeyboardInsetKeeper`` keeps clear of the keyboard: ``QUICHeadlessScrollView``
  /// where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICScrollViewBase = QUICHeadlessScrollView
#endif
