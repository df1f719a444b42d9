import Foundation

/// An object whose placeholder a ``PlaceholderRotation`` changes: ``PlaceholderTextView`` and, on UIKit, `TextFieldPlaceholderHost`.
///
/// Conform your own views to rotate their placeholders too; tests conform a
/// fake host.
///
/// ```swift
/// final class SearchBar: RotatingPlaceholderHost {
///   var hasText: Bool { !query.isEmpty }
///   func showRotatingPlaceholder(_ placeholder: String, animated: Bool) {
///     prompt = placeholder
///   }
/// }
/// ```
@MainActor
public protocol RotatingPlaceholderHost: AnyObject {
  /// The type of placeholder the host shows: a string, styled text, or anything else.
  associatedtype Placeholder

  /// Whether the host has text; the rotation does not change the placeholder while it has.
  var hasText: Bool { get }

  /// Shows `placeholder`, with an animation if `animated` is `true`.
  func showRotatingPlaceholder(_ placeholder: Placeholder, animated: Bool)

  /// Whether the host can still show placeholders; a rotation ends once it is `false`. `true` by default.
  ///
  /// A host that wraps a view it holds weakly returns whether the view is still there.
  var isPlaceholderHostAvailable: Bool { get }
}

extension RotatingPlaceholderHost {
  /// `true`: a host is available for as long as it exists.
  public var isPlaceholderHostAvailable: Bool { true }
}

extension PlaceholderText {
  /// `string` with the attributes `existing` has at its first character, less the
  /// `excluded` ones, or `nil` without a styled placeholder.
  ///
  /// A host whose only styling is its attributed placeholder (`UITextField`)
  /// shows a plain placeholder this way, so an app's style is not wiped.
  static func attributed(
    _ string: String, styledLike existing: NSAttributedString?,
    excluding excluded: [NSAttributedString.Key] = []
  ) -> NSAttributedString? {
    guard let existing, existing.length > 0 else { return nil }
    var attributes = existing.attributes(at: 0, effectiveRange: nil)
    for key in excluded { attributes[key] = nil }
    return NSAttributedString(string: string, attributes: attributes)
  }
}

extension PlaceholderTextView: RotatingPlaceholderHost {
  /// Shows `placeholder`, cross-dissolving the placeholder label if `animated` is `true`.
  ///
  /// ```swift
  /// textView.showRotatingPlaceholder("Cycling", animated: true)
  /// ```
  public func showRotatingPlaceholder(_ placeholder: PlaceholderText, animated: Bool) {
    let change = { [weak self] in
      guard let self else { return }
      switch placeholder {
      case .plain(let string): self.placeholder = string
      case .attributed(let string): self.attributedPlaceholder = self.makeAttributedPlaceholder(string)
      }
    }
    if animated { animatePlaceholderChange(change) } else { change() }
  }
}
