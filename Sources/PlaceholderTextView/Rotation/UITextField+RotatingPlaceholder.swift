#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UITextField: RotatingPlaceholderHost {
    /// Shows `placeholder` as the field's placeholder, cross-dissolving the field if `animated` is `true`.
    ///
    /// Uses public API only: `UIView.transition(with:duration:options:animations:completion:)`
    /// on the field itself, never UIKit's private placeholder label. The
    /// rotation changes nothing while the field has text, so only the
    /// placeholder and the field's background take part in the fade.
    ///
    /// A plain placeholder keeps the field's style: if the field has an
    /// `attributedPlaceholder`, the new one gets the attributes that one has at
    /// its first character (in a rotation that mixes plain and attributed
    /// placeholders, that is the previous attributed one's style), except the
    /// font: UIKit reports its own font in the attributes of a plain placeholder,
    /// and copying it would freeze the placeholder's font (no more `font`
    /// changes or Dynamic Type). Give the font in an attributed placeholder
    /// (`.attributed`) to set one. A rotation
    /// replaces the placeholder the app set, and ``PlaceholderRotation/stop()``
    /// leaves the last one shown. The caller keeps the rotation, in a property:
    /// a rotation that is deallocated stops.
    ///
    /// ```swift
    /// final class SearchController: UIViewController {
    ///   let searchField = UITextField()
    ///   private var rotation: PlaceholderRotation<UITextField>?
    ///
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     rotation = PlaceholderRotation(["Running", "Walking"], host: searchField)
    ///     rotation?.start(interval: .seconds(2))
    ///   }
    /// }
    /// ```
    public func showRotatingPlaceholder(_ placeholder: PlaceholderText, animated: Bool) {
      let change = { [weak self] in
        guard let self else { return }
        switch placeholder {
        case .plain(let string):
          if let styled = PlaceholderText.attributed(
            string, styledLike: self.attributedPlaceholder, excluding: [.font])
          {
            self.attributedPlaceholder = styled
          } else {
            self.placeholder = string
          }
        case .attributed(let string): self.attributedPlaceholder = NSAttributedString(string)
        }
      }
      guard animated else { return change() }
      UIView.transition(
        with: self, duration: 0.3,
        options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
        animations: change)
    }
  }
#endif
