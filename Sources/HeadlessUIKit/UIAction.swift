
/// An action without a menu or a screen: `UIAction`'s handler, run by a ``UIControl``.
///
/// Code that adds actions as UIKit does (`control.addAction(action, for: .valueChanged)`) runs
/// unchanged in `swift test`.
///
/// ```swift
/// let control = UIControl()
/// control.addAction(UIAction { _ in print("changed") }, for: .valueChanged)
/// control.sendActions(for: .valueChanged)
/// // Prints "changed"
/// ```
@MainActor
public final class UIAction {
  /// The title a menu would show.
  public var title: String
  /// The control that sent the action last (while its handler runs, the one running it).
  public internal(set) weak var sender: AnyObject?
  /// What runs when the action is performed.
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action that runs `handler`.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}
