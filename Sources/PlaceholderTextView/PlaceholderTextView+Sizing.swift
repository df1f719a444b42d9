import Foundation
import QuickControl

extension PlaceholderTextView {
  /// The fewest lines the view is tall for, even when empty; 0 (the default) for no minimum.
  ///
  /// Setting it (or ``maximumNumberOfLines``) makes the view grow: its intrinsic height follows the text
  /// (or the placeholder) between the two. A minimum above the maximum wins.
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
  /// Beyond it the text scrolls with the caret kept in view. The view never toggles `isScrollEnabled`
  /// itself (that is what makes other growing text views jump).
  /// For example, `textView.maximumNumberOfLines = UIDevice.current.orientation.isLandscape ? 3 : 6`.
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
  /// ``intrinsicContentSize`` and `sizeThatFits(_:)` both use it. A width of 0 measures unwrapped lines.
  /// For example, `let height = textView.heightThatFits(width: cell.contentView.bounds.width)`.
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

  var measuresHeight: Bool { isGrowing || !isScrollEnabled }

  /// Measures the height; when it changed, invalidates the intrinsic size and calls ``heightDidChange`` (not the first time).
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

  /// The frame or (UIKit) the bounds' size changed; the keyboard's overlap follows any move or resize.
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

  /// Whether the view keeps its text clear of the keyboard with its own `KeyboardInsetKeeper`; `false` by default.
  ///
  /// The overlap follows the view as it grows, moves or rotates; off again, the view's own inset comes back.
  /// For example, `notes.keepsClearOfKeyboard = true`.
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
  /// For example, `form.register(keyboardUp, whileKeyboardCovers: notes.keyboardInsets!)`.
  public var keyboardInsets: KeyboardInsetKeeper? { keyboardInsetKeeper }
}
