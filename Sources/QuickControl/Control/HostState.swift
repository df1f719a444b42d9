/// A state of a host: one of UIKit's (`.disabled`, `.selected`…), a trait state, or one a class
/// declares with ``ControlStateHost/declareState(_:)``.
///
/// A declared state carries the class that declared it. Its bit is that class hierarchy's own, so
/// two unrelated classes may use the same bit for different states, and an app declares as many
/// states as its forms and controls need. Because the state knows its class, a condition with it
/// on a host of an unrelated class stops with a message naming both, instead of matching whatever
/// that host keeps at the same bit.
///
/// Conditions, rule lists and pairs take a `HostState` wherever they take a state; UIKit's and the
/// trait states are its static members, and an array literal combines states:
///
/// <!-- snippet: context uikit-member -->
/// ```swift
/// static let recommended = declareState("recommended")
///
/// func style(_ badge: UILabel) {
///   setValue(false, for: \.isHidden, of: badge, when: .containing([.selected, Self.recommended]))
/// }
/// ```
///
/// A host's ``ControlStateHost/state`` stays a `ControlState`, UIKit's `UIControl.State`: test a
/// declared state of its own class in it with `state.contains(Self.recommended)`. A raw
/// `ControlState`, such as a 0.x state bit, converts with ``init(_:)`` and belongs to no class.
public struct HostState: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// The state's bits in its class hierarchy (UIKit's bits where it is one of UIKit's).
  public let rawValue: UInt
  /// The class that declared the state (the most derived one, for a union), or `nil` for UIKit's,
  /// the trait states and raw bits, which every host may name.
  package let owner: ObjectIdentifier?

  package init(rawValue: UInt, owner: ObjectIdentifier?) {
    (self.rawValue, self.owner) = (rawValue, owner)
  }

  /// A state of no class: UIKit's bits, a trait state or a 0.x raw state bit.
  ///
  /// ```swift
  /// let locked = HostState(ControlState(rawValue: 1 << 19))
  /// ```
  public init(_ state: ControlState) { self.init(rawValue: state.rawValue, owner: nil) }

  /// The union of `states`: all of them at once. States of two unrelated classes stop with a
  /// message naming both.
  public init(arrayLiteral states: HostState...) {
    self = states.reduce(HostState(rawValue: 0, owner: nil)) { $0.union($1) }
  }

  /// The state as UIKit's `UIControl.State` bits, as a host's ``ControlStateHost/state`` has them.
  public var controlState: ControlState { ControlState(rawValue: rawValue) }

  /// This state and `other` at once; states of unrelated classes stop, naming both.
  public func union(_ other: HostState) -> HostState {
    HostState(rawValue: rawValue | other.rawValue, owner: StateNames.commonOwner(owner, other.owner))
  }

  /// The state's bits and, for a declared state, its class: `0x1000000000000000 of SignInForm`.
  /// A state table prints it by name (``ControlStateHost/stateTableDescription``).
  public var description: String {
    let bits = "0x" + String(rawValue, radix: 16)
    return owner.flatMap(StateNames.className(of:)).map { "\(bits) of \($0)" } ?? bits
  }

  /// No state: every host's state contains it (UIKit's `.normal`).
  public static let normal = HostState(.normal)
  /// UIKit's highlighted state (a `PinCodeControl`'s editing).
  public static let highlighted = HostState(.highlighted)
  /// UIKit's disabled state.
  public static let disabled = HostState(.disabled)
  /// UIKit's selected state.
  public static let selected = HostState(.selected)
  /// UIKit's focused state.
  public static let focused = HostState(.focused)
  /// The dark appearance (`ControlState.darkAppearance`).
  public static let darkAppearance = HostState(.darkAppearance)
  /// Increase Contrast (`ControlState.increasedContrast`).
  public static let increasedContrast = HostState(.increasedContrast)
  /// An accessibility text size (`ControlState.accessibilityContentSize`).
  public static let accessibilityContentSize = HostState(.accessibilityContentSize)
}

extension ControlState {
  /// The bits of `state`, as a host's ``ControlStateHost/state`` has them.
  ///
  /// <!-- snippet: context uikit-member -->
  /// ```swift
  /// static let recommended = declareState("recommended")
  /// var isRecommendedAndSelected: Bool { state == ControlState([.selected, Self.recommended]) }
  /// ```
  public init(_ state: HostState) { self.init(rawValue: state.rawValue) }

  /// Whether this state has every bit of `state`: for a host's ``ControlStateHost/state`` and a
  /// state of the host's own class.
  ///
  /// <!-- snippet: context uikit-member -->
  /// ```swift
  /// static let recommended = declareState("recommended")
  /// var isRecommended: Bool { state.contains(Self.recommended) }
  /// ```
  public func contains(_ state: HostState) -> Bool { rawValue & state.rawValue == state.rawValue }
}
