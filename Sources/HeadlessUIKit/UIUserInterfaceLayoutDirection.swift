/// A layout direction with `UIUserInterfaceLayoutDirection`'s cases.
///
/// For example, `textView.effectiveUserInterfaceLayoutDirection = .rightToLeft`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}
