// Declarations-only stand-in (DESIGN.md rules): the UIAccessibility namespace as Swift imports
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
