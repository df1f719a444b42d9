// Declarations-only stand-in (DESIGN.md rules): UITraitCollection, immutable and Sendable
// as the SDK imports it, with the one trait PinCodeControl reads.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

open class UITraitCollection: NSObject, @unchecked Sendable {
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError("stand-in: declarations only") }
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError("stand-in") }
}
