#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The class ``QUIckControl`` inherits from: `UIControl` on UIKit platforms.
  public typealias QUICControlBase = UIControl
#else
  /// The class ``QUIckControl`` inherits from: ``QUICHeadlessControl`` where UIKit is unavailable.
  public typealias QUICControlBase = QUICHeadlessControl
#endif
