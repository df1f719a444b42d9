import Foundation

/// Where the keyboard is and what it covers: the end frame of a keyboard notification, read once, platform-neutral.
///
/// ``overlap(with:)`` is the real overlap, not the keyboard's height: only a docked keyboard (``isDocked``)
/// counts, only its part on screen, measured from its top edge to the view's bottom edge.
///
/// ```swift
/// let keyboard = KeyboardGeometry(endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), screenBounds: screen)
/// keyboard.overlap(with: CGRect(x: 0, y: 0, width: 390, height: 795))  // 287: a tab bar below
/// ```
package struct KeyboardGeometry: Equatable, Sendable {
  /// The keyboard's frame at the end of the change, in screen coordinates.
  package var endFrame: CGRect
  package var screenBounds: CGRect
  /// Whether the keyboard belongs to this app; `false` for another app's keyboard in multitasking.
  package var isLocal: Bool
  package var animationDuration: TimeInterval
  /// The curve of the keyboard's animation: a `UIView.AnimationCurve` raw value (the keyboard's own is 7).
  package var animationCurve: Int

  /// Creates the geometry of one keyboard change.
  package init(
    endFrame: CGRect, screenBounds: CGRect, isLocal: Bool = true, animationDuration: TimeInterval = 0,
    animationCurve: Int = 0
  ) {
    self.endFrame = endFrame
    self.screenBounds = screenBounds
    self.isLocal = isLocal
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// The tolerance, in points, for "on the screen's edge": frames converted between spaces are not exact.
  static let tolerance: CGFloat = 0.5

  /// The part of the keyboard that is on screen; empty when it is hidden or off screen.
  package var visibleFrame: CGRect {
    let visible = endFrame.intersection(screenBounds)
    return visible.isNull || visible.height <= 0 || visible.width <= 0 ? .zero : visible
  }

  /// Whether the keyboard is docked: on screen, its bottom edge on the screen's and as wide as the screen.
  package var isDocked: Bool {
    let visible = visibleFrame
    guard visible.height > 0 else { return false }
    return visible.maxY >= screenBounds.maxY - Self.tolerance
      && visible.minX <= screenBounds.minX + Self.tolerance
      && visible.maxX >= screenBounds.maxX - Self.tolerance
  }

  /// How much of `frame`'s bottom the keyboard covers, in points; 0 when it covers none of it.
  /// `frame` is in the same coordinates as ``endFrame``; 0 for a keyboard that is not ``isDocked``.
  package func overlap(with frame: CGRect) -> CGFloat {
    guard isDocked, frame.width > 0, frame.height > 0 else { return 0 }
    let keyboard = visibleFrame
    guard keyboard.minX < frame.maxX, frame.minX < keyboard.maxX, keyboard.minY < frame.maxY else { return 0 }
    return frame.maxY - max(keyboard.minY, frame.minY)
  }

  /// The inset to add to a scroll view's bottom so that its content can scroll clear of the keyboard.
  ///
  /// The part UIKit already insets for (`systemInset`: the safe area, a translucent tab bar) is not added twice.
  /// For example, `keyboard.bottomInset(for: scrollViewFrame, systemInset: 83)` (336 − 83 for a full-height scroll view).
  package func bottomInset(for frame: CGRect, systemInset: CGFloat) -> CGFloat {
    max(0, overlap(with: frame) - max(0, systemInset))
  }
}

/// The `userInfo` keys of the keyboard notifications, and how a `userInfo` is read.
struct KeyboardUserInfoKeys: Sendable {
  let frameEnd: String
  let animationDuration: String
  let animationCurve: String
  let isLocal: String

  /// The geometry a notification reports (screen bounds filled in later); `nil` without an end frame.
  func geometry(from userInfo: [AnyHashable: Any]) -> KeyboardGeometry? {
    guard let endFrame = KeyboardPlatform.frame(userInfo[frameEnd]) else { return nil }
    let animation = animation(from: userInfo)
    return KeyboardGeometry(
      endFrame: endFrame, screenBounds: .zero, isLocal: userInfo[isLocal] as? Bool ?? true,
      animationDuration: animation.duration, animationCurve: animation.curve)
  }

  /// The animation a notification reports; (0, 0), not animated, where it reports none.
  func animation(from userInfo: [AnyHashable: Any]) -> (duration: TimeInterval, curve: Int) {
    (userInfo[animationDuration] as? Double ?? 0, userInfo[animationCurve] as? Int ?? 0)
  }
}
