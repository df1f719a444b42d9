// The 0.x names, kept so that 0.x code builds (with a warning) and behaves as it did; CHANGELOG.md has the table.

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
