import Foundation
import QuickControl

extension PlaceholderTextView {
  /// The font the placeholder uses: the view's font, or the 12-point system font a text view without one draws in.
  public var placeholderFont: UIFont { TextViewPlaceholder.font(of: self) }

  /// The placeholder's alignment: the view's, with `.natural` resolved to the leading edge of the layout direction.
  public var placeholderAlignment: NSTextAlignment { TextViewPlaceholder.alignment(of: self) }

  func updatePlaceholderVisibility() {
    guard textPlaceholder.updateVisibility() else { return }
    // Layout skips measuring a hidden placeholder: measure it again when it shows.
    if isShowingPlaceholder { setNeedsLayout() }
    invalidateIntrinsicContentSize()
  }

  /// Copies the view's font, colour, alignment and placeholder text to the label, and lays it out again.
  func updatePlaceholderAppearance() {
    textPlaceholder.updateAppearance()
  }

  /// The placeholder's layout changed: lay out, and measure the intrinsic size again.
  func placeholderLayoutDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
    measureHeight()
  }

  /// The placeholder's frame for a view `width` wide, as the text container lays out text.
  func placeholderFrame(forWidth width: CGFloat) -> CGRect {
    textPlaceholder.frame(forWidth: width)
  }

  /// The placeholder as VoiceOver reads it: its characters, or `nil` when there is none or it is empty.
  var accessibilityPlaceholderLabel: String? { textPlaceholder.accessibilityText }

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
