public typealias UIActionHandler = (UIAction) -> Void

@preconcurrency @MainActor
open class UIImage: NSObject {}

@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  public enum State: Int, Sendable {
    case off, on, mixed
  }
}

@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, RawRepresentable, Sendable {
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
