#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Rotates a `UITextField`'s placeholder: the host a ``PlaceholderRotation`` uses for a text field.
  ///
  /// `UITextField` itself does not conform to ``RotatingPlaceholderHost``: a
  /// public conformance of a UIKit class declared by a library would stop an app
  /// that declares its own from compiling. This small host holds the field
  /// weakly, and the rotation created with `host: textField` keeps the host, so
  /// the usage stays one line and the rotation ends when the field goes away.
  ///
  /// Uses public API only: `UIView.transition(with:duration:options:animations:completion:)`
  /// on the field itself, never UIKit's private placeholder label. The rotation
  /// changes nothing while the field has text, so only the placeholder and the
  /// field's background take part in the fade.
  ///
  /// A plain placeholder keeps the field's style: if the field has an
  /// `attributedPlaceholder`, the new one gets the attributes that one has at
  /// its first character (in a rotation that mixes plain and attributed
  /// placeholders, that is the previous attributed one's style), except the
  /// font: UIKit reports its own font in the attributes of a plain placeholder,
  /// and copying it would freeze the placeholder's font (no more `font` changes
  /// or Dynamic Type). Give the font in an attributed placeholder (`.attributed`)
  /// to set one. A rotation replaces the placeholder the app set, and
  /// ``PlaceholderRotation/stop()`` leaves the last one shown. The caller keeps
  /// the rotation, in a property: a rotation that is deallocated stops.
  ///
  /// ```swift
  /// final class SearchController: UIViewController {
  ///   let searchField = UITextField()
  ///   private var rotation: PlaceholderRotation<TextFieldPlaceholderHost>?
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     rotation = PlaceholderRotation(["Running", "Walking"], host: searchField)
  ///     rotation?.start(interval: .seconds(2))
  ///   }
  /// }
  /// ```
  @MainActor
  public final class TextFieldPlaceholderHost: RotatingPlaceholderHost {
    /// The text field, held weakly.
    private(set) weak var textField: UITextField?

    /// Creates a host for `textField`, held weakly.
    ///
    /// ```swift
    /// let host = TextFieldPlaceholderHost(searchField)
    /// ```
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
      UIView.transition(
        with: textField, duration: 0.3,
        options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
        animations: change)
    }
  }

  extension PlaceholderRotation where Host == TextFieldPlaceholderHost {
    /// Creates a stopped rotation of `placeholders` on a text field; the rotation keeps its small host.
    ///
    /// ```swift
    /// searchRotation = PlaceholderRotation(["Search recipes", "Search cooks"], host: searchField)
    /// ```
    ///
    /// - Parameters:
    ///   - placeholders: Any sequence; it is read once.
    ///   - textField: The field whose placeholder changes; held weakly.
    ///   - options: `.infinite` by default.
    ///   - clock: The clock the timer sleeps on; `ContinuousClock` by default.
    ///   - randomNumberGenerator: The source of `.shuffle`'s orders.
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
