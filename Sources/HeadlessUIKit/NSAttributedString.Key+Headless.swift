import Foundation

extension NSAttributedString.Key {
  /// The font of a range of attributed text (a ``UIFont``), standing in for `NSAttributedString.Key.font`.
  ///
  /// For example, `NSAttributedString(string: "Optional", attributes: [.headlessFont: font])`.
  public static let headlessFont = NSAttributedString.Key("HeadlessUIKit.font")

  /// The alignment of a range of attributed text (a ``NSTextAlignment``), standing in for
  /// the alignment of `NSAttributedString.Key.paragraphStyle`: for example,
  /// `NSAttributedString(string: "Optional", attributes: [.headlessAlignment: NSTextAlignment.center])`.
  public static let headlessAlignment = NSAttributedString.Key("HeadlessUIKit.alignment")
}
