/// The traits an assistive technology reads from an element, as `UIAccessibilityTraits` has them.
///
/// A `QUIckControl` adds ``selected`` and ``notEnabled`` from its state, so a test reads what
/// VoiceOver would say.
///
/// ```swift
/// control.isEnabled = false
/// print(control.accessibilityTraits.contains(.notEnabled))
/// // Prints "true"
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the traits.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none: Self = []
  /// The element is a button.
  public static let button = Self(rawValue: 1 << 0)
  /// The element is selected (a checked card, the current tab).
  public static let selected = Self(rawValue: 1 << 3)
  /// The element is static text.
  public static let staticText = Self(rawValue: 1 << 6)
  /// The element is not enabled: VoiceOver says "dimmed".
  public static let notEnabled = Self(rawValue: 1 << 8)
}
