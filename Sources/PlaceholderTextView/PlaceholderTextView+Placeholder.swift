import Foundation
import QuickControl

extension PlaceholderTextView {
  /// Whether the placeholder is showing: exactly while the text is empty.
  public var isShowingPlaceholder: Bool { !placeholderLabel.isHidden }

  /// The font the placeholder uses: the view's font, or the 12-point system font a text view without one draws in.
  public var placeholderFont: PlatformFont { font ?? PlatformFont.systemFont(ofSize: 12) }

  /// The placeholder's alignment: the view's, with `.natural` resolved to the leading edge of the layout direction.
  public var placeholderAlignment: PlatformTextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }

  func updatePlaceholderVisibility() {
    let hidden = hasText
    guard placeholderLabel.isHidden != hidden else { return }
    placeholderLabel.isHidden = hidden
    // Layout skips measuring a hidden placeholder: measure it again when it shows.
    if !hidden { setNeedsLayout() }
    invalidateIntrinsicContentSize()
  }

  /// Copies the view's font, colour, alignment and placeholder text to the label.
  /// An attributed placeholder is set after the style, so its attributes win; a plain one before it,
  /// as a `UILabel` keeps the style of the attributed text it was last given.
  func updatePlaceholderAppearance() {
    if let attributedPlaceholderStorage {
      syncPlaceholderStyle()
      placeholderLabel.textColor = placeholderColor
      placeholderLabel.attributedText = attributedPlaceholderStorage
    } else {
      placeholderLabel.text = placeholderStorage
      syncPlaceholderStyle(force: true)
      placeholderLabel.textColor = placeholderColor
    }
    placeholderLayoutDidChange()
  }

  /// Copies what can change behind the view's back (Dynamic Type, layout direction) to the label.
  /// Compares with what was copied last, not with the label (a `UILabel` showing attributed text reports
  /// its first character's font, and setting it restyles the whole string). Returns whether it restyled.
  @discardableResult
  func syncPlaceholderStyle(force: Bool = false) -> Bool {
    var restyled = false
    let font = placeholderFont
    if force || syncedPlaceholderFont != font {
      syncedPlaceholderFont = font
      placeholderLabel.font = font
      restyled = true
    }
    let alignment = placeholderAlignment
    if force || syncedPlaceholderAlignment != alignment {
      syncedPlaceholderAlignment = alignment
      placeholderLabel.textAlignment = alignment
      restyled = true
    }
    if placeholderLabel.adjustsFontForContentSizeCategory != adjustsFontForContentSizeCategory {
      placeholderLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
    if restyled, let attributedPlaceholderStorage {
      placeholderLabel.attributedText = attributedPlaceholderStorage
    }
    return restyled
  }

  func placeholderLayoutDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    measureHeight()
  }

  /// The placeholder's frame for a view `width` wide: inside the insets and the line fragment padding.
  func placeholderFrame(forWidth width: CGFloat) -> CGRect {
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let available = max(0, width - inset.left - inset.right - 2 * padding)
    let fitting = placeholderLabel.sizeThatFits(
      CGSize(width: available > 0 ? available : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    return CGRect(
      x: inset.left + padding, y: inset.top, width: available > 0 ? available : fitting.width,
      height: fitting.height)
  }

  /// The placeholder as VoiceOver reads it: its characters, or `nil` when there is none or it is empty.
  var accessibilityPlaceholderLabel: String? {
    guard let placeholder, !placeholder.isEmpty else { return nil }
    return placeholder
  }

  /// The text changed: show or hide the placeholder, measure the height, apply the state.
  func textDidChange() {
    if !isComposingText { textBeforeEdit = textStorage.string }
    updatePlaceholderVisibility()
    measureHeight()
    applyCurrentState()
  }

  /// The text was set in code: no notification is posted for that, so cut it to the limit and update here.
  func textWasSetInCode() {
    cutToMaximumLength()
    textDidChange()
  }

  /// The user changed the text (the text-did-change notification): stop it at the limit, update, send the event.
  func userDidChangeText() {
    stopAtMaximumLength()
    textDidChange()
    revealCaretIfScrolling()
    sendActions(for: .editingChanged)
  }

  /// The text storage processed an edit (after it, on the main actor): update the placeholder and the state.
  func textStorageDidProcessEditing() {
    cutToMaximumLength()
    textDidChange()
  }
}
