#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A layout direction with `UIUserInterfaceLayoutDirection`'s cases.
  ///
  /// ```swift
  /// textView.effectiveUserInterfaceLayoutDirection = .rightToLeft
  /// ```
  public enum QUICHeadlessLayoutDirection: Int, Sendable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
  }
#endif
