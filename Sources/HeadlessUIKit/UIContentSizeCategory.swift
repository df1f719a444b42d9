import Foundation

/// The user's preferred text size, standing in for `UIContentSizeCategory`: UIKit's twelve sizes
/// with UIKit's raw values, smallest first, and UIKit's ``unspecified``.
///
/// A trait collection carries it (`preferredContentSizeCategory`), and a font scales with it.
///
/// ```swift
/// control.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
/// print(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
/// // Prints "true"
/// ```
public enum UIContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Not set, as in a trait collection made without a size: a later collection's size is taken
  /// over it, and it does not override an earlier one (`UITraitCollection(traitsFrom:)`). Text is
  /// drawn at the default size, ``large``; it sorts before every size and is not in ``allCases``.
  case unspecified = "_UICTContentSizeCategoryUnspecified"
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

  /// The twelve sizes, smallest first; not ``unspecified``.
  public static let allCases: [Self] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The position from the smallest size, 0 for ``extraSmall``; ``unspecified`` is drawn at ``large``.
  var index: Int { Self.allCases.firstIndex(of: self == .unspecified ? .large : self)! }

  /// Whether `lhs` is a smaller text size than `rhs`; ``unspecified`` sorts before every size.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

  /// The position for sorting: -1 for ``unspecified``.
  private var rank: Int { self == .unspecified ? -1 : index }
}
