// The 0.x names of PlaceholderTextView, kept so that 0.x code builds, with a warning that names
// the 1.0 spelling. "Migrating from QUIckControl 0.x" (DocC) has the whole table.

import QuickControl

extension PlaceholderTextView {
  /// The 0.x name of `subscribe(to:_:)`.
  @available(*, deprecated, renamed: "subscribe(to:_:)")
  @discardableResult
  public func subscribe(on events: ControlEvents, _ handler: @escaping (PlaceholderTextView) -> Void)
    -> ControlSubscription
  {
    subscribe(to: events, handler)
  }
}

extension PlaceholderRotation {
  /// The 0.x name of `PlaceholderRotationOptions`.
  @available(*, deprecated, renamed: "PlaceholderRotationOptions")
  public typealias Options = PlaceholderRotationOptions
}
