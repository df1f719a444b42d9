// Declarations-only stand-in for the PlaygroundSupport subset the playground's pages use
// (Playgrounds/QuickControl.playground), from Apple's documented signatures. Declared
// main-actor isolated, the stricter reading: pages use it from main-actor top-level code.
import UIKit

/// A type whose instances a playground page can show as its live view.
public protocol PlaygroundLiveViewable {}

extension UIView: PlaygroundLiveViewable {}

/// The running playground page.
@MainActor
public final class PlaygroundPage {
  /// The page being run.
  public static let current: PlaygroundPage = { fatalError("stand-in") }()
  /// The view shown in the live view (the assistant editor).
  public var liveView: (any PlaygroundLiveViewable)?
  /// Whether the page keeps running after its top-level code ends (timers, animations).
  public var needsIndefiniteExecution: Bool
  /// Stops the page.
  public func finishExecution() -> Never { fatalError("stand-in") }
  private init() { fatalError("stand-in") }
}
