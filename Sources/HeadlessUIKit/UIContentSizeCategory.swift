import Foundation

/// The user's preferred text size, standing in for `UIContentSizeCategory`: UIKit's twelve sizes
/// with UIKit's raw values, smallest first.
///
/// A trait collection carries it (`preferredContentSizeCategory`), and a font scales with it.
///
/// ```swift
/// control.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
/// print(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
/// // Prints "true"
/// ```
public enum UIContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The smallest size.
  case extraSmall = "UICTContentSizeCategoryXS"
  /// A small size.
  case small = "UICTContentSizeCategoryS"
  /// A medium size.
  case medium = "UICTContentSizeCategoryM"
  /// The default size.
  case large = "UICTContentSizeCategoryL"
  /// A large size.
  case extraLarge = "UICTContentSizeCategoryXL"
  /// A larger size.
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// The largest size outside the accessibility sizes.
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// The smallest accessibility size.
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// An accessibility size.
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// A larger accessibility size.
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// A still larger accessibility size.
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The sizes, smallest first, made once: the trait states compare sizes at each apply.
  private static let ordered = allCases

  /// The position from the smallest size, 0 for ``extraSmall``.
  var index: Int { Self.ordered.firstIndex(of: self)! }

  /// Whether `lhs` is a smaller text size than `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
