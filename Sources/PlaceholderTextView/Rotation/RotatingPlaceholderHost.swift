import Foundation
import QuickControl

/// An object whose placeholder a ``PlaceholderRotation`` changes: ``PlaceholderTextView`` and, on UIKit, `TextFieldPlaceholderHost`.
///
/// Conform your own views to rotate their placeholders too.
///
/// ```swift
/// final class SearchBar: RotatingPlaceholderHost {
///   var query = ""
///   var prompt = ""
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
  var isPlaceholderHostAvailable: Bool { get }
}

extension RotatingPlaceholderHost {
  /// `true`: a host is available for as long as it exists.
  public var isPlaceholderHostAvailable: Bool { true }
}

/// A placeholder as plain or styled text, for the hosts this package provides.
///
/// For example, `let placeholders: [PlaceholderText] = ["Running", .attributed(AttributedString("Walking"))]`.
public enum PlaceholderText: Hashable, Sendable, ExpressibleByStringLiteral {
  /// Plain text, drawn in the host's placeholder font and colour.
  case plain(String)
  /// Styled text; attributes it does not set come from the host.
  case attributed(AttributedString)

  /// Creates a plain placeholder from a string literal.
  public init(stringLiteral value: String) {
    self = .plain(value)
  }

  /// The characters, without attributes.
  public var string: String {
    switch self {
    case .plain(let string): string
    case .attributed(let string): String(string.characters)
    }
  }
}

extension PlaceholderText {
  /// `string` with the attributes `existing` has at its first character, less the
  /// `excluded` ones, or `nil` without one: a plain placeholder for a host styled only by it (`UITextField`).
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
  /// For example, `textView.showRotatingPlaceholder("Cycling", animated: true)`.
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

#if QUICKCONTROL_UIKIT
  /// Rotates a `UITextField`'s placeholder: the host a ``PlaceholderRotation`` uses for a text field.
  ///
  /// `UITextField` itself does not conform to ``RotatingPlaceholderHost``: a library's public conformance
  /// of a UIKit class would stop an app that declares its own from compiling. The rotation created with
  /// `host: textField` keeps this small host, which holds the field weakly. It fades with
  /// `UIView.transition` (public API only); a plain placeholder keeps the style of the field's
  /// `attributedPlaceholder` except the font, which UIKit reports and copying would freeze.
  ///
  /// ```swift
  /// searchRotation = PlaceholderRotation(["Running", "Walking"], host: searchField)
  /// searchRotation?.start(interval: .seconds(2))
  /// ```
  @MainActor
  public final class TextFieldPlaceholderHost: RotatingPlaceholderHost {
    private(set) weak var textField: UITextField?

    /// Creates a host for `textField`, held weakly.
    init(_ textField: UITextField) {
      self.textField = textField
    }

    /// Whether the field has text; the rotation waits while it has.
    public var hasText: Bool { textField?.hasText ?? false }

    /// Whether the field is still there.
    public var isPlaceholderHostAvailable: Bool { textField != nil }

    /// Shows `placeholder` as the field's placeholder, cross-dissolving the field if `animated` is `true`.
    public func showRotatingPlaceholder(_ placeholder: PlaceholderText, animated: Bool) {
      guard let textField else { return }
      // Captured strongly: the animation block is run at once, never stored.
      let change = { [textField] in
        switch placeholder {
        case .plain(let string):
          if let styled = PlaceholderText.attributed(
            string, styledLike: textField.attributedPlaceholder, excluding: [.font])
          {
            textField.attributedPlaceholder = styled
          } else {
            textField.placeholder = string
          }
        case .attributed(let string): textField.attributedPlaceholder = NSAttributedString(string)
        }
      }
      guard animated else { return change() }
      PlaceholderTextView.crossDissolve(textField, change)
    }
  }

  extension PlaceholderRotation where Host == TextFieldPlaceholderHost {
    /// Creates a stopped rotation of `placeholders` on a text field; the rotation keeps its small host.
    ///
    /// For example, `searchRotation = PlaceholderRotation(["Search recipes", "Search cooks"], host: searchField)`.
    public convenience init(
      _ placeholders: some Sequence<PlaceholderText>, host textField: UITextField,
      options: PlaceholderRotationOptions = .infinite,
      clock: some Clock<Duration> = ContinuousClock(),
      randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
      self.init(
        placeholders, retaining: TextFieldPlaceholderHost(textField), options: options, clock: clock,
        randomNumberGenerator: randomNumberGenerator)
    }
  }
#endif
