// Declarations-only stand-in (DESIGN.md rules): CATextLayer.font is a CFTypeRef in the SDK
// (a CTFont, CGFont, UIFont or font name); on Linux, `AnyObject` stands for CFTypeRef.
extension CATextLayer {
  public var font: AnyObject? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }
}
