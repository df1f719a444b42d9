/// Text alignment with `NSTextAlignment`'s cases and raw values.
///
/// For example, `textView.textAlignment = .natural`.
public enum NSTextAlignment: Int, Sendable {
  /// Aligned to the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Aligned to the right edge.
  case right = 2
  /// Justified.
  case justified = 3
  /// Aligned to the leading edge of the layout direction.
  case natural = 4
}
