import Foundation

/// The text container of a ``UITextView``: its line fragment padding and exclusion paths, as
/// `NSTextContainer` has.
///
/// For example, `textView.textContainer.lineFragmentPadding = 0`, or
/// `textView.textContainer.exclusionPaths = [CGRect(x: 0, y: 0, width: 40, height: 40)]` for an image in the corner.
@MainActor
public final class NSTextContainer {
  /// The space left empty at each end of a line; 5 points, as in UIKit.
  public var lineFragmentPadding: CGFloat = 5 {
    didSet { geometryDidChange?() }
  }
  /// The regions text flows around, in the container's coordinates: rectangles, standing in for
  /// `NSTextContainer.exclusionPaths`' `UIBezierPath`s (their bounds).
  public var exclusionPaths: [CGRect] = [] {
    didSet { geometryDidChange?() }
  }
  /// Called after the padding or the exclusion paths changed (key-value observing on UIKit).
  var geometryDidChange: (@MainActor () -> Void)?

  /// Creates a text container of `size`; the size is not used headlessly.
  public init(size: CGSize) {}

  /// The part of `proposedRect` where a line of text goes, as `NSTextContainer.lineFragmentRect(forProposedRect:at:writingDirection:remaining:)`
  /// answers left to right: the leftmost part that no exclusion path crossing the line covers (empty if none).
  ///
  /// For example, with `exclusionPaths = [CGRect(x: 0, y: 0, width: 40, height: 40)]`, the line
  /// `CGRect(x: 0, y: 0, width: 200, height: 12)` has the fragment `CGRect(x: 40, y: 0, width: 160, height: 12)`.
  public func lineFragmentRect(forProposedRect proposedRect: CGRect) -> CGRect {
    var spans = [(proposedRect.minX, proposedRect.maxX)]
    for path in exclusionPaths where path.minY < proposedRect.maxY && path.maxY > proposedRect.minY {
      spans = spans.flatMap { span -> [(CGFloat, CGFloat)] in
        guard path.minX < span.1, path.maxX > span.0 else { return [span] }
        return [(span.0, path.minX), (path.maxX, span.1)].filter { $0.1 > $0.0 }
      }
    }
    guard let first = spans.min(by: { $0.0 < $1.0 }) else {
      return CGRect(x: proposedRect.minX, y: proposedRect.minY, width: 0, height: 0)
    }
    return CGRect(x: first.0, y: proposedRect.minY, width: first.1 - first.0, height: proposedRect.height)
  }
}
