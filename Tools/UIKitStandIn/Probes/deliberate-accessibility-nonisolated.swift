// expect: compiles against the SDK, fails against the stand-in: main actor-isolated
// Deliberate difference: the 17.4 SDK declares the accessibility members on NSObject,
// nonisolated; the stand-in keeps them main-actor isolated (see UIView.swift).
import UIKit

nonisolated func spokenValue(of view: UIView) -> String? { view.accessibilityValue }
