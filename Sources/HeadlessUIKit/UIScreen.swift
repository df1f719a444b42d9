import Foundation

/// The screen, where UIKit is unavailable: an iPhone's bounds, in points, in portrait.
///
/// A headless scroll view takes its screen's bounds from ``main`` until a test sets its own (to
/// simulate a rotation).
///
/// ```swift
/// print(UIScreen.main.bounds.width)  // Prints "390.0"
/// ```
@MainActor
public final class UIScreen {
  /// The device's screen.
  public static let main = UIScreen()

  /// The screen's bounds, in points.
  public let bounds = UIScreen.headlessBounds

  /// The bounds of every headless screen, readable off the main actor.
  nonisolated static let headlessBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}
