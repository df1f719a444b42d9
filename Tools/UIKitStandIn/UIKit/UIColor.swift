// Declarations-only stand-in (DESIGN.md rules): UIColor is Sendable and not main-actor isolated.
open class UIColor: NSObject, @unchecked Sendable {
  // Designated, as in the SDK. `init()` stays available (NSObject's, as the SDK inherits it).
  public override init() { fatalError("stand-in: declarations only") }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    fatalError("stand-in: declarations only")
  }
  // Deliberate difference: the 17.4 SDK's closure is not `@Sendable`. `@Sendable` is kept as
  // the stricter reading (UIKit may call the provider off the main actor, and newer SDKs
  // tighten such blocks); a closure that satisfies it also satisfies the 17.4 SDK.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fatalError("stand-in: declarations only")
  }
  open class var placeholderText: UIColor { fatalError("stand-in") }
  open class var label: UIColor { fatalError("stand-in") }
}
