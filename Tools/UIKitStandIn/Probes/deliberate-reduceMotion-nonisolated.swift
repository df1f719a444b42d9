// expect: compiles against the SDK, fails against the stand-in: main actor-isolated
// Deliberate difference: nonisolated in the 17.4 SDK, main-actor isolated in the stand-in
// (see UIAccessibility.swift).
import UIKit

nonisolated func reduceMotion() -> Bool { UIAccessibility.isReduceMotionEnabled }
