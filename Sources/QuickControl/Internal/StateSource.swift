/// An object whose state or input a host reads, and the subscriptions or actions on it that
/// re-apply the host; they end with the host's engine. Either a host whose state a registration
/// reads (``ControlStateHost/register(_:while:of:)``), or a control whose input the host reads
/// (``ControlStateHost/reapplyOnInput(of:)``).
final class StateSource {
  private weak var object: AnyObject?
  /// Whether a registration reads the object's state: transitions of the reading host then batch it.
  private let readsState: Bool
  private var tokens: [ControlSubscription] = []

  /// For `register(_:while:of:)`: the state it computes and the other host's condition.
  private(set) var registered: (bits: UInt, condition: StateCondition)?

  init(_ host: any ControlStateHost, registering bits: UInt? = nil, while condition: StateCondition? = nil) {
    (object, readsState) = (host, true)
    if let bits, let condition { registered = (bits, condition) }
  }

  /// The other host, whatever it is (for the state table).
  var other: AnyObject? { object }
  init(input control: AnyObject) { (object, readsState) = (control, false) }

  /// The host whose state is read, while it lives.
  var host: (any ControlStateHost)? { readsState ? object as? any ControlStateHost : nil }

  /// Whether the object went away.
  var isGone: Bool { object == nil }

  /// Whether this is `control`, read for its input.
  func isInput(of control: AnyObject) -> Bool { !readsState && object === control }

  @MainActor func keep(_ token: ControlSubscription) { tokens.append(token) }

  deinit {
    let tokens = tokens
    guard !tokens.isEmpty else { return }
    runOnMainActor { for token in tokens { token.cancel() } }
  }
}
