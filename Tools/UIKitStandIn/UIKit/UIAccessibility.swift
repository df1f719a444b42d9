// Declarations-only stand-in (DESIGN.md rules): the UIAccessibility namespace as Swift imports
// it (an enum of static members); its settings are main-actor isolated in the iOS 18 SDK.
public enum UIAccessibility {
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
  public static var announcement: UIAccessibility.Notification { fatalError("stand-in") }
}
