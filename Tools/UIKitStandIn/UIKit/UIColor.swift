// Declarations-only stand-in (RECONCILIATION.md rules): UIColor is Sendable and not main-actor isolated.
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

  // Components, resolution and the system colours the package and the playground use.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError("stand-in") }
  open var cgColor: CGColor { fatalError("stand-in") }
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool { fatalError("stand-in") }
  open class var tintColor: UIColor { fatalError("stand-in") }
  open class var systemRed: UIColor { fatalError("stand-in") }
  open class var systemOrange: UIColor { fatalError("stand-in") }
  open class var systemGreen: UIColor { fatalError("stand-in") }
  open class var systemYellow: UIColor { fatalError("stand-in") }
  open class var systemBlue: UIColor { fatalError("stand-in") }
  open class var systemGray: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  open class var systemGray4: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  open class var systemBackground: UIColor { fatalError("stand-in") }
  open class var secondaryLabel: UIColor { fatalError("stand-in") }
  open class var separator: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  open class var secondarySystemBackground: UIColor { fatalError("stand-in") }
  @available(tvOS, unavailable)
  open class var systemGray5: UIColor { fatalError("stand-in") }
  open class var clear: UIColor { fatalError("stand-in") }
  open class var black: UIColor { fatalError("stand-in") }
  open class var white: UIColor { fatalError("stand-in") }
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError("stand-in") }
}
