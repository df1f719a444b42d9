import Foundation

/// Where the keyboard is and what it covers: the end frame of a keyboard notification, read once, platform-neutral.
///
/// UIKit reports the keyboard's end frame in screen coordinates. How much of a
/// view it hides is not the keyboard's height: a view that ends above the
/// keyboard is not covered at all, one with a tab bar under it is covered less,
/// and a floating or split iPad keyboard covers nothing a scroll view can
/// inset for. ``overlap(with:)`` answers with the real overlap; the rules:
///
/// - Only a docked keyboard counts: its bottom edge on the screen's bottom
///   edge and spanning the screen's width (``isDocked``). A floating or split
///   keyboard is not docked, so it covers nothing.
/// - Only the part on screen counts: a keyboard moving off screen (hiding)
///   covers nothing, and a hardware keyboard's shortcut bar covers its own
///   height only.
/// - The overlap is measured from the keyboard's top edge to the view's
///   bottom edge, both in screen coordinates, and never exceeds the view.
///
/// ```swift
/// let keyboard = KeyboardGeometry(
///   endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
///   screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// keyboard.overlap(with: CGRect(x: 0, y: 0, width: 390, height: 795))  // 287: a tab bar below
/// ```
package struct KeyboardGeometry: Equatable, Sendable {
  /// The keyboard's frame at the end of the change, in screen coordinates.
  package var endFrame: CGRect
  /// The screen's bounds, in the same coordinates.
  package var screenBounds: CGRect
  /// Whether the keyboard belongs to this app; `false` for another app's keyboard in multitasking.
  package var isLocal: Bool
  /// The duration of the keyboard's animation, in seconds.
  package var animationDuration: TimeInterval
  /// The curve of the keyboard's animation: a `UIView.AnimationCurve` raw value (the keyboard's own is 7).
  package var animationCurve: Int

  /// Creates the geometry of one keyboard change.
  ///
  /// ```swift
  /// let hidden = KeyboardGeometry(endFrame: .zero, screenBounds: screen)
  /// ```
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
  ///
  /// A floating iPad keyboard is narrower; a split or undocked one ends above the
  /// screen's bottom edge. Both are not docked.
  package var isDocked: Bool {
    let visible = visibleFrame
    guard visible.height > 0 else { return false }
    return visible.maxY >= screenBounds.maxY - Self.tolerance
      && visible.minX <= screenBounds.minX + Self.tolerance
      && visible.maxX >= screenBounds.maxX - Self.tolerance
  }

  /// How much of `frame`'s bottom the keyboard covers, in points; 0 when it covers none of it.
  ///
  /// - Parameter frame: The view's frame, in the same coordinates as ``endFrame``.
  /// - Returns: The height from the keyboard's top edge to the bottom of `frame`, at most `frame`'s height;
  ///   0 for a keyboard that is not ``isDocked`` or does not reach `frame`.
  package func overlap(with frame: CGRect) -> CGFloat {
    guard isDocked, frame.width > 0, frame.height > 0 else { return 0 }
    let keyboard = visibleFrame
    guard keyboard.minX < frame.maxX, frame.minX < keyboard.maxX, keyboard.minY < frame.maxY else { return 0 }
    return frame.maxY - max(keyboard.minY, frame.minY)
  }

  /// The inset to add to a scroll view's bottom so that its content can scroll clear of the keyboard.
  ///
  /// UIKit already insets a scroll view by its safe area (a home indicator, a tab
  /// bar under a translucent bar): that part of the overlap is not added twice.
  ///
  /// ```swift
  /// keyboard.bottomInset(for: scrollViewFrame, systemInset: 83)  // 336 − 83 for a full-height scroll view
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The scroll view's frame, in the same coordinates as ``endFrame``.
  ///   - systemInset: What the system adds to the bottom inset already (`adjustedContentInset.bottom`
  ///     minus `contentInset.bottom`).
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
