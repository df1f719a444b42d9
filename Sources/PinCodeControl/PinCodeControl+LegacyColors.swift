import QuickControl

/// The colour as given: what the 0.x colour setters in `Deprecations.swift` store.
///
/// The PIN stores `UIColor`s (the test double's without UIKit) and resolves them when it draws; the
/// 0.x setters still pass their colours through this former conversion, which now changes nothing.
/// Once they pass them directly, remove it.
// swift-format-ignore: AlwaysUseLowerCamelCase
func PinCodeColor(_ color: UIColor) -> UIColor { color }
