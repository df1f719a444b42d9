#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The font type of ``PinCodeControl/font``: `UIFont` on UIKit platforms.
  @_documentation(visibility: internal)
  public typealias PinFont = UIFont
#else
  /// The font type of ``PinCodeControl/font``: ``PinHeadlessFont`` where UIKit is unavailable.
  public typealias PinFont = PinHeadlessFont
#endif
