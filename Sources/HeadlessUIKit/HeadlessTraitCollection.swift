/// `UITraitCollection`, where UIKit is unavailable: ``HeadlessTraitCollection``.
public typealias UITraitCollection = HeadlessTraitCollection

/// The traits of a headless view's environment that colours follow, standing in for
/// `UITraitCollection` where UIKit is unavailable.
///
/// Settable on a ``HeadlessControl``, so a test can turn on the dark appearance or Increase
/// Contrast and check what its control shows.
///
/// ```swift
/// control.traitCollection = HeadlessTraitCollection(userInterfaceStyle: .dark)
/// ```
public struct HeadlessTraitCollection: Hashable, Sendable {
  /// The appearance, as `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Hashable, Sendable {
    /// Not set: the light appearance.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
  }

  /// The contrast, as `UIAccessibilityContrast`.
  public enum AccessibilityContrast: Hashable, Sendable {
    /// Not set: normal contrast.
    case unspecified
    /// Normal contrast.
    case normal
    /// Increase Contrast is on.
    case high
  }

  /// The appearance.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The contrast.
  public var accessibilityContrast: AccessibilityContrast
  /// The preferred size of text.
  public var preferredContentSizeCategory: UIContentSizeCategory

  /// Creates traits: appearance and contrast unspecified, text at its default size, unless given.
  public init(
    userInterfaceStyle: UserInterfaceStyle = .unspecified,
    accessibilityContrast: AccessibilityContrast = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    (self.userInterfaceStyle, self.accessibilityContrast) = (userInterfaceStyle, accessibilityContrast)
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits that differ from the defaults in their appearance only, as UIKit's initialiser.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .unspecified)
  }

  /// Traits that differ from the defaults in their contrast only, as UIKit's initialiser.
  public init(accessibilityContrast: AccessibilityContrast) {
    self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
  }

  /// The traits of `collections` merged, a later one's specified values winning, as UIKit's initialiser.
  public init(traitsFrom collections: [HeadlessTraitCollection]) {
    self.init()
    for traits in collections {
      if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
      if traits.accessibilityContrast != .unspecified { accessibilityContrast = traits.accessibilityContrast }
      if traits.preferredContentSizeCategory != .large {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
    }
  }
}
