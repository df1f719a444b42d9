// Declarations-only stand-in for the CoreGraphics subset QuickControl uses.
// Foundation on Linux already provides CGFloat, CGPoint, CGSize and CGRect;
// this module re-exports them and adds what Foundation lacks.
@_exported import Foundation

/// An immutable graphics path (stand-in; opaque).
open class CGPath: @unchecked Sendable {
  init() { fatalError("stand-in: declarations only") }
}

/// A colour (stand-in; opaque).
open class CGColor: @unchecked Sendable {
  init() { fatalError("stand-in: declarations only") }
}
