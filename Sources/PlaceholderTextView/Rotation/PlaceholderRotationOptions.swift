/// How a ``PlaceholderRotation`` goes through its placeholders.
///
/// ```swift
/// let options: PlaceholderRotationOptions = [.infinite, .shuffle]
/// ```
public struct PlaceholderRotationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Start over after the last placeholder instead of stopping on it.
  public static let infinite = PlaceholderRotationOptions(rawValue: 1 << 0)
  /// Show each cycle in a new random order; never the same position of the sequence twice in a row.
  ///
  /// Positions, not values: list each placeholder once for "never the same placeholder twice in a row".
  public static let shuffle = PlaceholderRotationOptions(rawValue: 1 << 1)
}
