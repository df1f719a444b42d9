#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The state of a control: UIKit's `UIControl.State` on UIKit platforms.
  ///
  /// QuickControl uses the same bit layout everywhere, so code written against
  /// `ControlState` compiles and behaves identically on iOS and in a Linux test.
  ///
  /// ```swift
  /// let filled = ControlState(rawValue: 1 << 16)
  /// control.register(filled, while: \.isFilled)
  /// ```
  public typealias ControlState = UIControl.State
#else
  /// The state of a control, with the raw values of UIKit's `UIControl.State`.
  ///
  /// On UIKit platforms `ControlState` is `UIControl.State`; elsewhere it is this
  /// option set with identical raw values, so control logic can be tested with
  /// plain `swift test`. Custom states live in ``application``.
  ///
  /// ```swift
  /// let filled = ControlState(rawValue: 1 << 16)
  /// print(ControlState.application.contains(filled))
  /// // Prints "true"
  /// ```
  public struct ControlState: OptionSet, Sendable {
    /// The bits of the state.
    public let rawValue: UInt

    /// Creates a state from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal, or default, state: no bit set.
    public static let normal = ControlState([])
    /// The highlighted state (bit 0).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The disabled state (bit 1).
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The selected state (bit 2).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The focused state (bit 3).
    public static let focused = ControlState(rawValue: 1 << 3)
    /// The bits available to the application for custom states: `0x00FF0000`.
    public static let application = ControlState(rawValue: 0x00FF_0000)
    /// The bits reserved for internal framework use: `0xFF000000`.
    public static let reserved = ControlState(rawValue: 0xFF00_0000)
  }
#endif
