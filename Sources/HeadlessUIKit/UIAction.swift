import Foundation

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
///
/// As on UIKit, an action has an ``identifier``: a control keeps one action per identifier, so
/// adding a second action with the same identifier replaces the first.
@MainActor
public final class UIAction {
  /// The name of an action, as UIKit's: unique to each action unless given.
  ///
  /// A control keeps one action per identifier: adding an action whose identifier another action
  /// added to it has replaces that action, for all its events.
  ///
  /// ```swift
  /// let button = UIButton(type: .system)
  /// let save = UIAction.Identifier("save")
  /// button.addAction(UIAction(identifier: save) { _ in print("first") }, for: .touchUpInside)
  /// button.addAction(UIAction(identifier: save) { _ in print("second") }, for: .touchUpInside)
  /// button.sendActions(for: .touchUpInside)
  /// // Prints "second"
  /// ```
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String

    /// Creates an identifier from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The title a menu would show.
  public var title: String
  /// The action's identifier: the one given, or one of its own, unique to it.
  public let identifier: Identifier
  /// The control that sent the action last (while its handler runs, the one running it).
  public internal(set) weak var sender: AnyObject?
  /// What runs when the action is performed.
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action that runs `handler`; without an `identifier`, it gets a unique one.
  public init(
    title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }
}
