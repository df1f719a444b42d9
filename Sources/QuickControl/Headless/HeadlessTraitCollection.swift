#if !QUICKCONTROL_UIKIT
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

    /// Creates traits; both unspecified unless given.
    public init(
      userInterfaceStyle: UserInterfaceStyle = .unspecified,
      accessibilityContrast: AccessibilityContrast = .unspecified
    ) {
      (self.userInterfaceStyle, self.accessibilityContrast) = (userInterfaceStyle, accessibilityContrast)
    }
  }
#endif
