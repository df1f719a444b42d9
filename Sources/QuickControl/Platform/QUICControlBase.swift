#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Platform plumbing, not API (hidden from the documentation): the class ``QUIckControl`` inherits from: `UIControl` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias QUICControlBase = UIControl
#else
  /// Platform plumbing, not API (hidden from the documentation): the class ``QUIckControl`` inherits from: ``QUICHeadlessControl`` where UIKit is unavailable.
  @_documentation(visibility: internal)
  public typealias QUICControlBase = QUICHeadlessControl
#endif
