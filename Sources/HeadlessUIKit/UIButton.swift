import Foundation

/// A button without a screen: `UIButton`'s titles per state and its tap, where UIKit is unavailable.
///
/// A tap (``UIControl/simulateTouch(endingInside:)``, in `UIControl+Testing.swift`) sends
/// `.touchDown`, `.touchUpInside` and then `.primaryActionTriggered`, as UIKit's button does; the
/// action given to ``init(type:primaryAction:)`` runs on the last, and its title is the button's.
/// A button's configuration, image and title colours are not modelled.
///
/// ```swift
/// let apply = UIButton(primaryAction: UIAction(title: "Apply") { _ in print("applied") })
/// print(apply.currentTitle ?? "")  // Prints "Apply"
/// apply.simulateTouch()
/// // Prints "applied"
/// ```
@MainActor
open class UIButton: UIControl {
  /// The kind of a button, as `UIButton.ButtonType`; headless, every type behaves alike.
  public enum ButtonType: Int, Sendable {
    /// A button with no style of its own.
    case custom = 0
    /// A system-style button.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The titles set with ``setTitle(_:for:)``, by state.
  private var titles: [UInt: String] = [:]

  /// The button's type: `.custom` unless created with ``init(type:primaryAction:)``.
  public private(set) var buttonType = ButtonType.custom

  /// Creates a button of `type`; a `primaryAction` runs on `.primaryActionTriggered`, and its title
  /// becomes the title of the normal state.
  public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    buttonType = type
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    setTitle(primaryAction.title, for: .normal)
  }

  /// Creates a button of `type`.
  public convenience init(type: ButtonType) {
    self.init(type: type, primaryAction: nil)
  }

  /// Creates a button with `frame` that runs `primaryAction` on `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(type: .custom, primaryAction: primaryAction)
    self.frame = frame
  }

  /// Sets the title shown in `state`; `nil` removes it (the normal state's then shows).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`: the one set for it, else the normal state's, as on UIKit.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown in the button's current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  /// A finger lifted inside a button sends the primary action's event.
  override func touchDidEndInside() {
    sendActions(for: .primaryActionTriggered)
  }
}
