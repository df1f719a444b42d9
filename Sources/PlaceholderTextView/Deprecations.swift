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

// The `Platform…` names of 1.0 betas, renamed to UIKit's own (which the headless flavour also
// declares, for its stand-ins): an iOS signature names UIKit's types.

/// The former name of `UITextView` (on the headless flavour, of `HeadlessTextView`).
@available(*, deprecated, renamed: "UITextView")
public typealias PlatformTextView = UITextView
/// The former name of `UILabel` (on the headless flavour, of `HeadlessLabel`).
@available(*, deprecated, renamed: "UILabel")
public typealias PlatformLabel = UILabel
/// The former name of `UIFont` (on the headless flavour, of `HeadlessFont`).
@available(*, deprecated, renamed: "UIFont")
public typealias PlatformFont = UIFont
/// The former name of `UIColor` (on the headless flavour, of `HeadlessColor`).
@available(*, deprecated, renamed: "UIColor")
public typealias PlatformColor = UIColor
/// The former name of `NSTextAlignment` (on the headless flavour, of `HeadlessTextAlignment`).
@available(*, deprecated, renamed: "NSTextAlignment")
public typealias PlatformTextAlignment = NSTextAlignment
/// The former name of `UIUserInterfaceLayoutDirection` (on the headless flavour, of `HeadlessLayoutDirection`).
@available(*, deprecated, renamed: "UIUserInterfaceLayoutDirection")
public typealias PlatformLayoutDirection = UIUserInterfaceLayoutDirection
/// The former name of `UIEdgeInsets` (on the headless flavour, of `HeadlessEdgeInsets`).
@available(*, deprecated, renamed: "UIEdgeInsets")
public typealias PlatformEdgeInsets = UIEdgeInsets
/// The former name of `NSTextContainer` (on the headless flavour, of `HeadlessTextContainer`).
@available(*, deprecated, renamed: "NSTextContainer")
public typealias PlatformTextContainer = NSTextContainer
/// The former name of `NSTextStorage` (on the headless flavour, of `HeadlessTextStorage`).
@available(*, deprecated, renamed: "NSTextStorage")
public typealias PlatformTextStorage = NSTextStorage
