public typealias UIActionHandler = (UIAction) -> Void

// As in the iPhoneOS 17.4 SDK: UIImage is `@unchecked Sendable` and not main-actor isolated.
open class UIImage: NSObject, @unchecked Sendable {
  // Imported from the class factory `systemImageNamed:`: a convenience initialiser.
  public convenience init?(systemName name: String) { fatalError("stand-in: declarations only") }
}

@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
  // The SDK's only designated initialiser (`init()` is unavailable); declaring it also keeps
  // NSObject's `init()` from being inherited, so `UIMenuElement()`/`UIAction()` fail as in the SDK.
  public required init?(coder: NSCoder) { fatalError("stand-in: declarations only") }
}

@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { fatalError("stand-in: declarations only") }
}

// A menu: declared for `UIBarButtonItem(systemItem:primaryAction:menu:)`'s signature.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {}
