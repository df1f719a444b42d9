import Foundation

/// The measuring model of the headless views: every character advances
/// `UIFont.characterWidth`; words wrap greedily at spaces. Not typography, but deterministic.
enum TextMeasure {
  /// More characters on a line than any text has: a width that fits more is unbounded.
  static let unboundedColumns: CGFloat = 1_073_741_824

  /// The size of `text` in `font` wrapped to `width`; unbounded if not positive, not finite, or wider
  /// than ``unboundedColumns`` characters.
  static func size(of text: String, font: UIFont, width: CGFloat, numberOfLines: Int = 0)
    -> CGSize
  {
    guard !text.isEmpty else { return .zero }
    let columns = width / font.characterWidth
    let perLine =
      width > 0 && columns.isFinite && columns < unboundedColumns ? max(1, Int(columns)) : Int.max
    var lines: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var length = word.count
        let needed = current == 0 ? length : current + 1 + length
        if needed <= perLine {
          current = needed
          continue
        }
        if current > 0 { lines.append(current) }
        while length > perLine {
          lines.append(perLine)
          length -= perLine
        }
        current = length
      }
      lines.append(current)
    }
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let widest = CGFloat(lines.max() ?? 0) * font.characterWidth
    return CGSize(width: widest, height: CGFloat(lines.count) * font.lineHeight)
  }
}
