import Foundation
import QuickControl

// Sizing: the height the view needs, growing between a minimum and a maximum number of lines;
// keeping clear of the keyboard as the view moves and grows.
extension PlaceholderTextView {
  /// The fewest lines the view is tall for, even when empty; 0 (the default) for no minimum.
  ///
  /// Setting it (or ``maximumNumberOfLines``) makes the view grow: its intrinsic
  /// height follows the text (or the placeholder, while it shows) between the two,
  /// also while scrolling is enabled, and measures the height again at once.
  /// Heights count in lines of the view's font plus the text container's insets.
  /// A minimum above the maximum wins.
  ///
  /// ```swift
  /// textView.minimumNumberOfLines = 1
  /// textView.maximumNumberOfLines = 5
  /// ```
  public var minimumNumberOfLines: Int {
    get { minimumLinesStorage }
    set {
      minimumLinesStorage = max(0, newValue)
      sizingDidChange()
    }
  }

  /// The most lines the view grows to before it scrolls; 0 (the default) for no maximum.
  ///
  /// Beyond it the height stays and the text scrolls, the caret kept in view.
  /// The view never turns scrolling on or off itself (keep `isScrollEnabled`
  /// on): toggling it is what makes other growing text views jump. Changing
  /// the maximum while the view shows more lines shrinks or grows it at once,
  /// with one ``heightDidChange`` call.
  ///
  /// ```swift
  /// textView.maximumNumberOfLines = UIDevice.current.orientation.isLandscape ? 3 : 6
  /// ```
  public var maximumNumberOfLines: Int {
    get { maximumLinesStorage }
    set {
      maximumLinesStorage = max(0, newValue)
      sizingDidChange()
    }
  }

  /// Whether the view grows with its text: a minimum or a maximum number of lines is set.
  public var isGrowing: Bool { minimumLinesStorage > 0 || maximumLinesStorage > 0 }

  /// The height the view needs at `width`: its text's or, while it shows, its placeholder's, within the lines.
  ///
  /// This is the one sizing path: ``intrinsicContentSize`` asks it at the
  /// view's width, `sizeThatFits(_:)` at the width it is given. A width of 0
  /// (before layout gave one) measures on unwrapped lines; the width arriving
  /// measures again and calls ``heightDidChange``.
  ///
  /// ```swift
  /// let height = textView.heightThatFits(width: cell.contentView.bounds.width)
  /// ```
  ///
  /// - Complexity: A layout of the text at `width`: O(n) in its length.
  public func heightThatFits(width: CGFloat) -> CGFloat {
    var height = textHeight(forWidth: width)
    if isShowingPlaceholder { height = max(height, placeholderHeight(forWidth: width)) }
    return isGrowing ? clampedToLines(height) : height
  }

  /// The height the view needs to show the whole placeholder at `width`, insets included.
  func placeholderHeight(forWidth width: CGFloat) -> CGFloat {
    placeholderFrame(forWidth: width).height + textContainerInset.top + textContainerInset.bottom
  }

  /// `height` kept between the heights of the minimum and the maximum number of lines.
  func clampedToLines(_ height: CGFloat) -> CGFloat {
    let lineHeight = placeholderFont.lineHeight
    let insets = textContainerInset.top + textContainerInset.bottom
    var clamped = height
    if maximumLinesStorage > 0 { clamped = min(clamped, CGFloat(maximumLinesStorage) * lineHeight + insets) }
    if minimumLinesStorage > 0 { clamped = max(clamped, CGFloat(minimumLinesStorage) * lineHeight + insets) }
    return clamped
  }

  /// Whether the view has an intrinsic height to keep up to date.
  var measuresHeight: Bool { isGrowing || !isScrollEnabled }

  /// Measures the height at the current width; when it changed, invalidates the intrinsic size and calls
  /// ``heightDidChange`` (not for the first measurement).
  func measureHeight() {
    guard hasFinishedInit, measuresHeight else { return }
    let height = heightThatFits(width: bounds.width)
    guard height != measuredHeight else { return }
    let first = measuredHeight == nil
    measuredHeight = height
    invalidateIntrinsicContentSize()
    if !first { heightDidChange?(height) }
    // The handler may have resized the view (a manual frame, a layout pass): the keyboard's overlap follows.
    keyboardInsetKeeper?.update()
  }

  /// The width changed (layout gave one, rotation): place the placeholder and measure again.
  func widthDidChange() {
    setNeedsLayout()
    measureHeight()
  }

  /// The frame or (UIKit) the bounds' size changed: a new width measures again, and the keyboard's overlap
  /// follows any move or resize while ``keepsClearOfKeyboard`` is on.
  func geometryDidChange(widthChanged: Bool) {
    if widthChanged { widthDidChange() }
    keyboardInsetKeeper?.update()
  }

  func sizingDidChange() {
    invalidateIntrinsicContentSize()
    measureHeight()
  }

  /// At the maximum height the text scrolls: keep the caret in view after the user's edit.
  func revealCaretIfScrolling() {
    guard maximumLinesStorage > 0, let measuredHeight, measuredHeight < textHeight(forWidth: bounds.width)
    else {
      return
    }
    scrollRangeToVisible(selectedRange)
  }

  /// The height of the text alone at `width` (unbounded when `width` is not positive), insets included.
  func textHeight(forWidth width: CGFloat) -> CGFloat {
    super.sizeThatFits(
      CGSize(width: width > 0 ? width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    )
    .height
  }

  // MARK: - Keyboard

  /// Whether the view keeps its text clear of the keyboard; `false` by default.
  ///
  /// On, the view keeps a `KeyboardInsetKeeper` (QuickControl) for itself: its
  /// bottom content inset follows the keyboard's real overlap with it and the
  /// caret stays in view while typing. When the view's frame, size or measured
  /// height changes (it grows with its text, a layout moves it, a rotation), it
  /// updates the keeper, so the overlap follows while the keyboard is up. Off
  /// again, the view's own inset comes back.
  ///
  /// ```swift
  /// notes.keepsClearOfKeyboard = true
  /// ```
  public var keepsClearOfKeyboard: Bool {
    get { keyboardInsetKeeper != nil }
    set {
      guard newValue != (keyboardInsetKeeper != nil) else { return }
      if newValue {
        keyboardInsetKeeper = KeyboardInsetKeeper(scrollView: self)
      } else {
        keyboardInsetKeeper?.stop()
        keyboardInsetKeeper = nil
      }
    }
  }

  /// The keeper behind ``keepsClearOfKeyboard``, for a keyboard state of another host; `nil` while it is off.
  ///
  /// ```swift
  /// form.register(keyboardUp, whileKeyboardCovers: notes.keyboardInsets!)
  /// ```
  public var keyboardInsets: KeyboardInsetKeeper? { keyboardInsetKeeper }
}
