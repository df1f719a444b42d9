// Declarations-only stand-in for the CoreGraphics subset QuickControl uses.
// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect;
// this module re-exports them and adds what Foundation lacks.
@_exported import Foundation

/// An immutable graphics path (stand-in; opaque). As in the iPhoneOS 17.4 SDK: a Core
/// Foundation type, `public` (not subclassable), Hashable, and NOT Sendable.
public class CGPath: Hashable {
  init() { fatalError("stand-in: declarations only") }
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { fatalError("stand-in") }
  public func hash(into hasher: inout Hasher) { fatalError("stand-in") }
}

/// A colour (stand-in; opaque). As in the SDK: a Core Foundation type, Hashable, `@unchecked Sendable`.
public class CGColor: Hashable, @unchecked Sendable {
  init() { fatalError("stand-in: declarations only") }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError("stand-in") }
  public func hash(into hasher: inout Hasher) { fatalError("stand-in") }
}
