#if !canImport(UIKit) || os(watchOS)
  import Foundation

  extension NSAttributedString.Key {
    /// The font of a range of attributed text (a ``QUICHeadlessFont``), standing in for `NSAttributedString.Key.font`.
    ///
    /// ```swift
    /// let hint = NSAttributedString(
    ///   string: "Optional", attributes: [.quicHeadlessFont: QUICHeadlessFont.systemFont(ofSize: 9)])
    /// ```
    public static let quicHeadlessFont = NSAttributedString.Key("QUICHeadlessFont")

    /// The alignment of a range of attributed text (a ``QUICHeadlessTextAlignment``), standing in for
    /// the alignment of `NSAttributedString.Key.paragraphStyle`.
    ///
    /// ```swift
    /// let hint = NSAttributedString(
    ///   string: "Optional", attributes: [.quicHeadlessAlignment: QUICHeadlessTextAlignment.center])
    /// ```
    public static let quicHeadlessAlignment = NSAttributedString.Key("QUICHeadlessAlignment")
  }
#endif
