#if !canImport(UIKit) || os(watchOS)
  import Foundation

  /// A named colour, standing in for `UIColor` where UIKit is unavailable.
  ///
  /// ```swift
  /// textView.placeholderColor = QUICHeadlessColor(name: "red")
  /// ```
  public struct QUICHeadlessColor: Hashable, Sendable {
    /// The colour's name.
    public var name: String

    /// Creates a colour with a name.
    public init(name: String) { self.name = name }

    /// The system colour for placeholder text, like `UIColor.placeholderText`.
    public static let placeholderText = QUICHeadlessColor(name: "placeholderText")
    /// The system colour for primary text, like `UIColor.label`.
    public static let label = QUICHeadlessColor(name: "label")
  }
#endif
