// Declarations-only stand-in (RECONCILIATION.md rules): the UIAccessibility namespace as Swift imports
// it (a struct of static members, not Sendable). Deliberate difference: in the iPhoneOS 17.4
// SDK its settings are nonisolated; here they are main-actor isolated (the stricter reading,
// modelling the main-actor annotations of later SDKs), so callers read them on the main actor.
public struct UIAccessibility {
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError("stand-in") }
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError("stand-in")
  }

  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }
}

extension UIAccessibility.Notification {
  // `static let` as in the SDK; the value is the stand-in's own (declarations only).
  public static let announcement = UIAccessibility.Notification(rawValue: 1008)
}

// As the SDK: a RawRepresentable struct of UInt64 made an OptionSet, `@unchecked Sendable`.
// Deliberate difference: the SDK's traits are mutable `static var`s, which Swift 6 rejects at a
// use site unless the file imports UIKit `@preconcurrency` (QUIckControl+Accessibility.swift
// does); a stand-in compiled in Swift 6 mode cannot declare such globals, so they are get-only
// here and only the SDK compile checks that import (values are the stand-in's own).
public struct UIAccessibilityTraits: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
}

extension UIAccessibilityTraits: OptionSet {}

extension UIAccessibilityTraits {
  public static var none: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0) }
  public static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 0) }
  public static var selected: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 3) }
  public static var notEnabled: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 8) }
}
