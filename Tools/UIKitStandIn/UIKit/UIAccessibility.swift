// Declarations-only stand-in (DESIGN.md rules): the UIAccessibility namespace as Swift imports
// it (an enum of static members); its settings are main-actor isolated in the iOS 18 SDK.
public enum UIAccessibility {
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError("stand-in") }
}
