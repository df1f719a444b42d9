/// The traits of a headless view's environment that colours follow, standing in for
/// `UITraitCollection` where UIKit is unavailable.
///
/// Settable on a ``UIControl``, so a test can turn on the dark appearance or Increase
/// Contrast and check what its control shows.
///
/// ```swift
/// control.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
/// ```
public struct UITraitCollection: Hashable, Sendable {
  /// The appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle
  /// The contrast.
  public var accessibilityContrast: UIAccessibilityContrast
  /// The preferred size of text.
  public var preferredContentSizeCategory: UIContentSizeCategory

  /// Creates traits: every trait unspecified unless given, as UIKit's `UITraitCollection()`.
  public init(
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    accessibilityContrast: UIAccessibilityContrast = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    (self.userInterfaceStyle, self.accessibilityContrast) = (userInterfaceStyle, accessibilityContrast)
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits that differ from the defaults in their appearance only, as UIKit's initialiser.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .unspecified)
  }

  /// Traits that differ from the defaults in their contrast only, as UIKit's initialiser.
  public init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
  }

  /// The traits of `collections` merged, as UIKit's initialiser: a later collection's specified
  /// values win, `.large` text included; its unspecified ones leave the earlier values.
  public init(traitsFrom collections: [UITraitCollection]) {
    self.init()
    for traits in collections {
      if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
      if traits.accessibilityContrast != .unspecified { accessibilityContrast = traits.accessibilityContrast }
      if traits.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
    }
  }
}

/// The appearance of a trait collection, as UIKit names it.
public enum UIUserInterfaceStyle: Hashable, Sendable {
  /// Not set: the light appearance.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// The contrast of a trait collection: whether Increase Contrast is on.
public enum UIAccessibilityContrast: Hashable, Sendable {
  /// Not set: normal contrast.
  case unspecified
  /// Normal contrast.
  case normal
  /// Increase Contrast is on.
  case high
}
